export const software = {
  meta: {
    title: 'Desenvolvimento de software sob medida',
    description: 'Produtos digitais, SaaS sob medida, automação de processos e retomada de projetos parados.',
  },
} as const;
