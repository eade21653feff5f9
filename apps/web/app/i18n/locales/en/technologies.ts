import type { Dictionary } from '../../dictionary';

export const technologies: Dictionary['technologies'] = {
  listLabel: 'Technologies we work with',
};
