export const app = {
  meta: {
    title: 'Desenvolvimento de aplicativos Android e iOS',
    description: 'Aplicativos nativos e multiplataforma para Android e iOS, do discovery à publicação nas lojas.',
  },
} as const;
