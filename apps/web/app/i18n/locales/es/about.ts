import type { Dictionary } from '../../dictionary';

export const about: Dictionary['about'] = {
  meta: {
    title: 'Sobre nosotros',
    description: 'Conoce nuestra historia, nuestra forma de trabajar y la mentalidad que guía cada proyecto.',
  },
};
