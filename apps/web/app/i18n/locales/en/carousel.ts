import type { Dictionary } from '../../dictionary';

export const carousel: Dictionary['carousel'] = {
  label: 'Featured cases',
  pause: 'Pause the cases animation',
  play: 'Resume the cases animation',
};
