import type { Dictionary } from '../../dictionary';

export const contact: Dictionary['contact'] = {
  meta: {
    title: 'Contacto',
    description: 'Habla con nuestro equipo sobre tu proyecto de software, aplicación u outsourcing.',
  },
  eyebrow: 'Contacto',
  title: '¿Hablamos?',
  description: 'Cuéntanos tu desafío. Un especialista responde en hasta un día hábil.',
  intro:
    'Ya sea un producto nuevo, una aplicación, un proyecto detenido o un refuerzo para tu equipo, la conversación empieza aquí. Completa el formulario o usa uno de nuestros canales.',
  channels: {
    title: 'Nuestros canales',
    phone: 'Contacto',
    email: 'Correo electrónico',
    careers: 'Empleo',
    location: 'Dónde estamos',
    careersText: '¿Quieres formar parte del equipo?',
    careersCta: 'Ver vacantes',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  form: {
    title: 'Envíanos un mensaje',
    text: 'Completa los campos a continuación y te responderemos en hasta un día hábil.',
  },
  embed: {
    label: 'Formulario de contacto',
    loading: 'Cargando formulario...',
  },
};
