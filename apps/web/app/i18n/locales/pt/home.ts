export const home = {
  meta: {
    title: 'Desenvolvimento de software, aplicativos e outsourcing de TI',
    description: 'Software house brasileira: desenvolvimento de software sob medida, aplicativos Android e iOS e outsourcing de TI com squads dedicadas ou body shop.',
  },
  viewAllCases: 'Ver todos os cases',
  posts: {
    error: 'Erro ao carregar posts do blog. Tente novamente mais tarde.',
    empty: 'Nenhum post publicado ainda.',
    readTime: '{minutes} min de leitura',
    categories: {
      tecnologia: 'Tecnologia',
      desenvolvimento: 'Desenvolvimento',
      design: 'Design',
      marketing: 'Marketing',
      negocios: 'Negócios',
    },
  },
} as const;
