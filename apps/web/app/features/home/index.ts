export { HomeHero } from './home-hero';
export { HomeServices } from './home-services';
export { LatestPosts } from './latest-posts';
export { type LatestPosts as TLatestPosts, type PostCard } from './latest-posts-data';
