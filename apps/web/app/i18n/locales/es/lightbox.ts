import type { Dictionary } from '../../dictionary';

export const lightbox: Dictionary['lightbox'] = {
  label: 'Galería de imágenes: {title}',
  close: 'Cerrar galería',
  previous: 'Imagen anterior',
  next: 'Imagen siguiente',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  zoomReset: 'Restablecer zoom al 100%',
  zoomLevel: 'Nivel de zoom',
  counter: 'Imagen {n} de {total}',
  loading: 'Cargando imagen...',
};
