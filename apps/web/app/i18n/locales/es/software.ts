import type { Dictionary } from '../../dictionary';

export const software: Dictionary['software'] = {
  meta: {
    title: 'Desarrollo de software a medida',
    description: 'Productos digitales, SaaS a medida, automatización de procesos y rescate de proyectos detenidos.',
  },
};
