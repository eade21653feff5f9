export { AdminSearch } from './admin-search';
