import type { Dictionary } from '../../dictionary';

export const software: Dictionary['software'] = {
  meta: {
    title: 'Custom software development',
    description: 'Digital products, custom SaaS, process automation and recovery of stalled projects.',
  },
};
