import type { Dictionary } from '../../dictionary';

/** Texts of the shell every public page shows: header, footer, error screens, notices. */
export const common: Dictionary['common'] = {
  skipToContent: 'Saltar al contenido',
  language: 'Idioma',
  chooseLanguage: 'Elegir idioma',
  languages: { pt: 'Português', en: 'English', es: 'Español' },
  onlyInPortuguese: 'Este contenido solo está disponible en portugués.',
  inPortuguese: 'En portugués',
  close: 'Cerrar',
  loading: 'Cargando...',
  requestContact: 'Solicitar contacto',
  talkToSpecialist: 'Hablar con un especialista',
  emptyPage: {
    title: '¿Hablamos de tu proyecto?',
    text: 'Cuéntanos qué necesitas: un especialista responde en hasta un día hábil.',
  },
  comingSoon: 'Próximamente',
  backHome: 'Volver a la página de inicio',
  metrics: {
    years: 'años en el mercado',
    companies: 'empresas atendidas',
    projects: 'proyectos entregados',
  },
};

export const nav: Dictionary['nav'] = {
  label: 'Navegación principal',
  home: 'Inicio',
  about: 'Nosotros',
  software: 'Software',
  app: 'Aplicaciones',
  outsourcing: 'Outsourcing',
  cases: 'Casos',
  blog: 'Blog',
  contact: 'Contacto',
  menu: 'Menú',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  cta: 'Hablemos',
  homeLink: 'Página de inicio',
  search: 'Buscar en el sitio',
};

export const footer: Dictionary['footer'] = {
  tagline: 'Software, aplicaciones y squads de tecnología para empresas que quieren llegar más lejos.',
  linksTitle: 'Institucional',
  socialTitle: 'Redes sociales',
  home: 'Inicio',
  career: 'Empleo',
  contact: 'Contacto',
  privacy: 'Política de privacidad',
  opensInNewTab: '(se abre en una nueva pestaña)',
  rights: 'Todos los derechos reservados.',
  copyright: '© 2025',
  ctaTitle: '¿Tienes un proyecto en mente?',
  ctaText: 'Cuéntanoslo. Respondemos rápido y sin compromiso.',
  ctaContactTitle: '¿Prefieres conversar ahora?',
  ctaContactText: 'Escríbenos por WhatsApp: alguien del equipo responde en horario comercial.',
  ctaContactAction: 'Conversar por WhatsApp',
  ctaCasesTitle: 'Mientras tanto, mira lo que ya entregamos',
  ctaCasesText: 'Software a medida, aplicaciones y equipos de outsourcing para empresas como la tuya.',
  ctaCasesAction: 'Ver casos',
};

export const notFound: Dictionary['notFound'] = {
  meta: { title: 'Página no encontrada' },
  title: 'Oops! Page not found',
  description: 'La dirección que visitaste no existe o fue movida.',
  backHome: 'Volver a la página de inicio',
};

export const error: Dictionary['error'] = {
  meta: { title: 'Error' },
  title: '¡Ups! Algo salió mal',
  description: 'Encontramos un error inesperado. Por favor, inténtalo de nuevo o vuelve a la página de inicio.',
  retry: 'Intentar de nuevo',
  home: 'Página de inicio',
};

export const offline: Dictionary['offline'] = {
  toastTitle: 'Sin conexión',
  toastDescription: 'Estás sin conexión. Algunas funciones pueden no estar disponibles.',
  bannerTitle: 'Estás sin conexión',
  bannerDescription: 'Algunas funciones pueden no estar disponibles.',
  onlineTitle: 'Conexión restablecida',
  onlineDescription: 'Vuelves a estar en línea.',
};

export const whatsapp: Dictionary['whatsapp'] = {
  tooltip: 'Habla con nosotros por WhatsApp',
  imageAlt: 'WhatsApp',
};

export const toast: Dictionary['toast'] = {
  region: 'Notificaciones',
  close: 'Cerrar notificación',
};
