import type { Dictionary } from '../../dictionary';

export const carousel: Dictionary['carousel'] = {
  label: 'Casos destacados',
  viewAll: 'Ver todos los casos',
  pause: 'Pausar la animación de los casos',
  play: 'Reanudar la animación de los casos',
  eyebrow: 'Casos',
  title: 'Resultados que hablan por nosotros',
  text: 'Conoce algunos de los proyectos que construimos con nuestros clientes.',
};
