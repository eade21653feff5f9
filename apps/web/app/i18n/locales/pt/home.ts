export const home = {
  meta: {
    title: 'Desenvolvimento de software, aplicativos e outsourcing de TI',
    description:
      'Software house brasileira: desenvolvimento de software sob medida, aplicativos Android e iOS e outsourcing de TI com squads dedicadas ou body shop.',
  },
  eyebrow: 'Software house brasileira',
  title: 'Tecnologia sob medida para empresas que não podem parar.',
  description:
    'Criamos software, aplicativos e squads de tecnologia que resolvem problemas reais de negócio, do primeiro protótipo à operação em escala.',
  viewAllCases: 'Ver todos os cases',
  servicesEyebrow: 'O que fazemos',
  servicesTitle: 'Como podemos ajudar',
  servicesText:
    'Três formas de colocar tecnologia para trabalhar pelo seu negócio. Escolha por onde começar: a gente cuida do resto.',
  services: {
    software: {
      title: 'Software sob medida',
      text: 'Produtos digitais, SaaS e automação de processos desenhados para o seu negócio.',
    },
    app: {
      title: 'Aplicativos',
      text: 'Apps Android e iOS com experiência impecável, do discovery à publicação nas lojas.',
    },
    outsourcing: {
      title: 'Outsourcing de TI',
      text: 'Squads dedicadas ou profissionais alocados para acelerar o seu time.',
    },
  },
  cases: {
    eyebrow: 'Cases',
    title: 'Projetos que já estão fazendo diferença',
    text: 'Bancos, varejistas, healthtechs e indústrias confiam no nosso time para tirar ideias do papel. Alguns dos projetos que entregamos:',
  },
  posts: {
    eyebrow: 'Blog',
    title: 'Ideias de quem está no dia a dia dos projetos',
    text: 'Arquitetura, produto, gestão e carreira: o que aprendemos construindo software para empresas de todos os tamanhos.',
    viewAll: 'Ir para o blog',
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
