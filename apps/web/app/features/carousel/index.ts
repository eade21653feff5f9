export { CaseCarousel } from './case-carousel';
export { CasesShowcase } from './cases-showcase';
export { toCarouselCase, type CarouselCase } from './carousel-data';
