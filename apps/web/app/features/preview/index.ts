export { PreviewBar, type PreviewStatus } from './preview-bar';
export { PreviewGone } from './preview-gone';
