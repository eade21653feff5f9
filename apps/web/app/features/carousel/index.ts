export { CaseCarousel } from './case-carousel';
export { CasesShowcase } from './cases-showcase';
export { loadCarouselCases, toCarouselCase, type CarouselCase } from './carousel-data';
