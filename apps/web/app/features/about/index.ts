export { AboutHero } from './about-hero';
export { type AccordionItem, MindsetAccordion } from './mindset-accordion';
export { MindsetSection } from './mindset-section';
