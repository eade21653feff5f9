export { SearchPage } from './search-page';
export { searchProblem, type SearchProblem } from './search-data';
export { type SearchPanelProps } from './search-panel';
