import type { Dictionary } from '../../dictionary';

export const thanks: Dictionary['thanks'] = {
  meta: {
    title: 'Gracias',
    description: 'Recibimos tu mensaje. Pronto nos pondremos en contacto.',
  },
  title: 'Gracias por ponerte en contacto con nosotros.',
  text: '¡En breve, uno de nuestros especialistas te atenderá!',
};
