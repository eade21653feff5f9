import type { Dictionary } from '../../dictionary';

export const lightbox: Dictionary['lightbox'] = {
  label: 'Image gallery: {title}',
  close: 'Close gallery',
  previous: 'Previous image',
  next: 'Next image',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Reset zoom to 100%',
  zoomLevel: 'Zoom level',
  counter: 'Image {n} of {total}',
  loading: 'Loading image...',
};
