/** The site search (issue 18): the page /busca and its results. */
export const search = {
  meta: {
    title: 'Busca',
    titleWithQuery: 'Busca: {query}',
    description: 'Busque artigos do blog, cases e páginas do site.',
  },
  eyebrow: 'Busca',
  heading: 'O que você procura?',
  description: 'Artigos do blog, cases e páginas do site, em um só lugar.',
  label: 'Buscar no site',
  placeholder: 'Ex.: aplicativo, outsourcing, integração',
  submit: 'Buscar',
  clear: 'Limpar busca',
  shortcut: 'Dica: aperte / em qualquer página para buscar.',
  searching: 'Buscando…',
  filterLabel: 'Tipo de resultado',
  types: { all: 'Tudo', post: 'Posts', case: 'Cases', page: 'Páginas' },
  type: { post: 'Post', case: 'Case', page: 'Página' },
  count: { one: '1 resultado para “{query}”', other: '{count} resultados para “{query}”' },
  corrected: 'Nada encontrado para “{query}”. Mostrando resultados para “{corrected}”.',
  empty: {
    title: 'Nenhum resultado para “{query}”',
    text: 'Confira a ortografia ou tente palavras mais gerais.',
    suggestions: 'Que tal ler os posts mais recentes?',
  },
  start: {
    title: 'Comece digitando uma palavra',
    text: 'Busque por um tema, uma tecnologia ou um serviço.',
  },
  errors: {
    tooLong: 'A busca pode ter no máximo {max} caracteres.',
    nothingSearchable: 'Digite ao menos uma letra ou um número.',
    failed: 'Não foi possível buscar agora. Tente novamente.',
  },
  pagination: {
    label: 'Páginas de resultados',
    previous: 'Anteriores',
    next: 'Próximos',
    status: 'Página {page} de {total}',
  },
};
