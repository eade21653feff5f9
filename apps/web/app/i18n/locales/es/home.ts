import type { Dictionary } from '../../dictionary';

export const home: Dictionary['home'] = {
  meta: {
    title: 'Desarrollo de software, aplicaciones y outsourcing de TI',
    description: 'Software house brasileña: desarrollo de software a medida, aplicaciones Android e iOS y outsourcing de TI con squads dedicados o body shop.',
  },
  viewAllCases: 'Ver todos los casos',
  posts: {
    error: 'No pudimos cargar las publicaciones del blog. Inténtalo de nuevo más tarde.',
    empty: 'Todavía no hay publicaciones.',
    readTime: '{minutes} min de lectura',
    categories: {
      tecnologia: 'Tecnología',
      desenvolvimento: 'Desarrollo',
      design: 'Diseño',
      marketing: 'Marketing',
      negocios: 'Negocios',
    },
  },
};
