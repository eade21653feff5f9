export { FeatureCards, type FeatureCardItem } from './feature-cards';
export { FormatCards, type FormatItem } from './format-cards';
export { NumberedCards } from './numbered-cards';
export { ProcessSection } from './process-section';
export { ServiceHero } from './service-hero';
