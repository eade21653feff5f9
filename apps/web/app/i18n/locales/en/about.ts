import type { Dictionary } from '../../dictionary';

export const about: Dictionary['about'] = {
  meta: {
    title: 'About us',
    description: 'Get to know our story, the way we work and the mindset behind every project.',
  },
};
