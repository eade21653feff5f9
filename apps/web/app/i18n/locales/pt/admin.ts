export const admin = {
  meta: { title: 'Painel administrativo' },
  loading: 'Carregando o painel administrativo...',
  title: 'Painel administrativo',
  description: 'O painel administrativo está sendo preparado.',
};
