import type { Dictionary } from '../../dictionary';

export const search: Dictionary['search'] = {
  meta: {
    title: 'Search',
    titleWithQuery: 'Search: {query}',
    description: 'Search the blog, our cases and the pages of the site.',
  },
  eyebrow: 'Search',
  heading: 'What are you looking for?',
  description: 'Blog articles, cases and the pages of the site, all in one place.',
  label: 'Search the site',
  placeholder: 'E.g. app, outsourcing, integration',
  submit: 'Search',
  clear: 'Clear search',
  shortcut: 'Tip: press / on any page to search.',
  searching: 'Searching…',
  filterLabel: 'Type of result',
  types: { all: 'All', post: 'Posts', case: 'Cases', page: 'Pages' },
  type: { post: 'Post', case: 'Case', page: 'Page' },
  count: { one: '1 result for “{query}”', other: '{count} results for “{query}”' },
  corrected: 'Nothing found for “{query}”. Showing results for “{corrected}”.',
  empty: {
    title: 'No results for “{query}”',
    text: 'Check the spelling or try more general words.',
    suggestions: 'How about our latest posts?',
  },
  start: {
    title: 'Start by typing a word',
    text: 'Search for a topic, a technology or a service.',
  },
  errors: {
    tooLong: 'A search can be at most {max} characters long.',
    nothingSearchable: 'Type at least one letter or number.',
    failed: 'The search is not available right now. Please try again.',
  },
  pagination: {
    label: 'Result pages',
    previous: 'Previous',
    next: 'Next',
    status: 'Page {page} of {total}',
  },
};
