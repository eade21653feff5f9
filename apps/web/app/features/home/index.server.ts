// What only the server loads: React Router keeps *.server modules out of the browser bundle.
export { loadLatestPosts } from './latest-posts-data.server';
