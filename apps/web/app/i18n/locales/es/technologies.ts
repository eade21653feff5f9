import type { Dictionary } from '../../dictionary';

export const technologies: Dictionary['technologies'] = {
  listLabel: 'Tecnologías con las que trabajamos',
};
