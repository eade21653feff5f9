export { Lightbox, type LightboxItem } from './lightbox';
