import type { Dictionary } from './dictionary';
import { blog } from './locales/es/blog';
import { cases } from './locales/es/cases';
import { lightbox } from './locales/es/lightbox';
import { about } from './locales/es/about';
import { app } from './locales/es/app';
import { carousel } from './locales/es/carousel';
import { contact } from './locales/es/contact';
import { contactForm } from './locales/es/contact-form';
import { home } from './locales/es/home';
import { mindset } from './locales/es/mindset';
import { outsourcing } from './locales/es/outsourcing';
import { services } from './locales/es/services';
import { software } from './locales/es/software';
import { technologies } from './locales/es/technologies';

export const es: Dictionary = {
  common: {
    skipToContent: 'Saltar al contenido',
    language: 'Idioma',
    chooseLanguage: 'Elegir idioma',
    languages: { pt: 'Português', en: 'English', es: 'Español' },
    close: 'Cerrar',
    loading: 'Cargando...',
    requestContact: 'Solicitar contacto',
    talkToSpecialist: 'Hablar con un especialista',
    comingSoon: 'Próximamente',
    backHome: 'Volver a la página de inicio',
  },
  nav: {
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
  },
  home,
  about,
  software,
  app,
  outsourcing,
  cases,
  blog,
  lightbox,
  contact,
  mindset,
  technologies,
  carousel,
  services,
  contactForm,
  thanks: {
    meta: {
      title: 'Gracias',
      description: 'Recibimos tu mensaje. Pronto nos pondremos en contacto.',
    },
    title: 'Gracias por ponerte en contacto con nosotros.',
    text: '¡En breve, uno de nuestros especialistas te atenderá!',
  },
  admin: {
    meta: { title: 'Panel administrativo' },
    loading: 'Cargando el panel administrativo...',
    title: 'Panel administrativo',
    description: 'El panel administrativo se está preparando.',
  },
  placeholder: {
    notice: 'Esta página se está preparando. Mientras tanto, habla con nosotros.',
  },
  footer: {
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
  },
  notFound: {
    meta: { title: 'Página no encontrada' },
    title: 'Oops! Page not found',
    description: 'La dirección que visitaste no existe o fue movida.',
    backHome: 'Volver a la página de inicio',
  },
  error: {
    meta: { title: 'Error' },
    title: '¡Ups! Algo salió mal',
    description: 'Encontramos un error inesperado. Por favor, inténtalo de nuevo o vuelve a la página de inicio.',
    retry: 'Intentar de nuevo',
    home: 'Página de inicio',
  },
  offline: {
    toastTitle: 'Sin conexión',
    toastDescription: 'Estás sin conexión. Algunas funciones pueden no estar disponibles.',
    bannerTitle: 'Estás sin conexión',
    bannerDescription: 'Algunas funciones pueden no estar disponibles.',
    onlineTitle: 'Conexión restablecida',
    onlineDescription: 'Vuelves a estar en línea.',
  },
  whatsapp: {
    tooltip: 'Habla con nosotros por WhatsApp',
    imageAlt: 'WhatsApp',
  },
  toast: {
    region: 'Notificaciones',
    close: 'Cerrar notificación',
  },
};
