import type { Dictionary } from '../../dictionary';

export const carousel: Dictionary['carousel'] = {
  label: 'Featured cases',
  viewAll: 'See all cases',
  pause: 'Pause the cases animation',
  play: 'Resume the cases animation',
  eyebrow: 'Cases',
  title: 'Results that speak for us',
  text: 'Explore some of the projects we built with our clients.',
};
