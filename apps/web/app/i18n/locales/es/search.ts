import type { Dictionary } from '../../dictionary';

export const search: Dictionary['search'] = {
  meta: {
    title: 'Búsqueda',
    titleWithQuery: 'Búsqueda: {query}',
    description: 'Busca artículos del blog, casos y páginas del sitio.',
  },
  eyebrow: 'Búsqueda',
  heading: '¿Qué estás buscando?',
  description: 'Artículos del blog, casos y páginas del sitio, en un solo lugar.',
  label: 'Buscar en el sitio',
  placeholder: 'Ej.: aplicación, outsourcing, integración',
  submit: 'Buscar',
  clear: 'Borrar búsqueda',
  shortcut: 'Consejo: pulsa / en cualquier página para buscar.',
  searching: 'Buscando…',
  filterLabel: 'Tipo de resultado',
  types: { all: 'Todo', post: 'Posts', case: 'Casos', page: 'Páginas' },
  type: { post: 'Post', case: 'Caso', page: 'Página' },
  count: { one: '1 resultado para “{query}”', other: '{count} resultados para “{query}”' },
  corrected: 'No encontramos nada para “{query}”. Mostrando resultados para “{corrected}”.',
  empty: {
    title: 'Ningún resultado para “{query}”',
    text: 'Revisa la ortografía o prueba con palabras más generales.',
    suggestions: '¿Qué tal leer los posts más recientes?',
  },
  start: {
    title: 'Empieza escribiendo una palabra',
    text: 'Busca un tema, una tecnología o un servicio.',
  },
  errors: {
    tooLong: 'La búsqueda puede tener como máximo {max} caracteres.',
    nothingSearchable: 'Escribe al menos una letra o un número.',
    failed: 'No fue posible buscar ahora. Inténtalo de nuevo.',
  },
  pagination: {
    label: 'Páginas de resultados',
    previous: 'Anteriores',
    next: 'Siguientes',
    status: 'Página {page} de {total}',
  },
};
