/** The `id` of the search page's field, which the header's `/` shortcut focuses (issue 18). */
export const SEARCH_FIELD_ID = 'site-search-field';
