import type { Dictionary } from '../../dictionary';

export const outsourcing: Dictionary['outsourcing'] = {
  meta: {
    title: 'IT outsourcing: dedicated squads and body shop',
    description: 'Technology professionals allocated to your project, as managed squads or in the body shop model.',
  },
};
