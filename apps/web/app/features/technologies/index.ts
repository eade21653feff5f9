export { TechnologiesSection } from './technologies-section';
export { TechnologyGrid } from './technology-grid';
export { APP_TECHNOLOGIES, TECHNOLOGIES, type TechnologyId } from './technology-logos';
