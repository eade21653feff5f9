/** <title> and robots for admin documents: never indexed, titled by screen. */
export const adminMeta = (screen?: string) => [
  { title: screen ? `${screen} | Painel administrativo` : 'Painel administrativo' },
  { name: 'robots', content: 'noindex, nofollow' },
];
