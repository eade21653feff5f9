import type { Dictionary } from '../../dictionary';

export const app: Dictionary['app'] = {
  meta: {
    title: 'Desarrollo de aplicaciones Android e iOS',
    description: 'Aplicaciones nativas y multiplataforma para Android e iOS, del discovery a la publicación en las tiendas.',
  },
};
