import type { Dictionary } from '../../dictionary';

export const technologies: Dictionary['technologies'] = {
  eyebrow: 'Tecnologías',
  title: 'Un stack moderno, elegido a mano para cada desafío',
  text: 'Dominamos los lenguajes, frameworks y plataformas que sostienen productos digitales de alto rendimiento, de la interfaz a la nube.',
  listLabel: 'Tecnologías con las que trabajamos',
};
