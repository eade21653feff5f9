export { TechnologiesSection } from './technologies-section';
export { TechnologyGrid } from './technology-grid';
export { APP_TECHNOLOGIES, loadTechnologyLogos, TECHNOLOGIES, type TechnologyId } from './technology-logos';
