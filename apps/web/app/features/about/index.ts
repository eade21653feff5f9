export { AboutPage } from './about-page';
export { parseRichText, RichText } from './rich-text';
