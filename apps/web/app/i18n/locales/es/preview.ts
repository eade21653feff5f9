import type { Dictionary } from '../../dictionary';

export const preview: Dictionary['preview'] = {
  bar: 'Vista previa',
  barText: 'Esta página aún no está publicada. Solo quien tiene este enlace puede verla.',
  draft: 'Borrador',
  scheduled: 'Programado para el {{date}}',
  published: 'Publicado',
  gone: {
    metaTitle: 'Enlace de vista previa no disponible',
    title: 'Este enlace de vista previa ya no está disponible',
    text: 'Caducó o fue revocado por quien lo compartió. Pida un nuevo enlace al equipo.',
    home: 'Ir a la página de inicio',
  },
};
