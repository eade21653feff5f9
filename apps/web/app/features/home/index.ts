export { HomeHero } from './home-hero';
export { ServiceCards, type ServiceCardItem } from './service-cards';
export { LatestPosts } from './latest-posts';
export { type LatestPosts as TLatestPosts, type PostCard } from './latest-posts-data';
