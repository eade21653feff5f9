import type { Dictionary } from '../../dictionary';

export const contact: Dictionary['contact'] = {
  meta: {
    title: 'Contacto',
    description: 'Habla con nuestro equipo sobre tu proyecto de software, aplicación u outsourcing.',
  },
  channels: {
    phone: 'Contacto',
    email: 'Correo electrónico',
    careers: 'Empleo',
    location: 'Dónde estamos',
    careersText: '¿Quieres formar parte del equipo?',
    careersCta: 'Ver vacantes',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  embed: {
    label: 'Formulario de contacto',
    loading: 'Cargando formulario...',
  },
};
