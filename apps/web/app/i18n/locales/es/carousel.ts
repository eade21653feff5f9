import type { Dictionary } from '../../dictionary';

export const carousel: Dictionary['carousel'] = {
  label: 'Casos destacados',
  pause: 'Pausar la animación de los casos',
  play: 'Reanudar la animación de los casos',
};
