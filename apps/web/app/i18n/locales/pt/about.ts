export const about = {
  meta: {
    title: 'Sobre nós',
    description: 'Conheça a nossa história, a nossa forma de trabalhar e o mindset que guia cada projeto.',
  },
} as const;
