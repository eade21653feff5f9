import type { Dictionary } from '../../dictionary';

/** Texts of the shell every public page shows: header, footer, error screens, notices. */
export const common: Dictionary['common'] = {
  skipToContent: 'Skip to content',
  language: 'Language',
  chooseLanguage: 'Choose language',
  languages: { pt: 'Português', en: 'English', es: 'Español' },
  onlyInPortuguese: 'This content is only available in Portuguese.',
  inPortuguese: 'In Portuguese',
  close: 'Close',
  loading: 'Loading...',
  requestContact: 'Request contact',
  talkToSpecialist: 'Talk to a specialist',
  emptyPage: {
    title: 'Shall we talk about your project?',
    text: 'Tell us what you need: a specialist replies within one business day.',
  },
  comingSoon: 'Coming soon',
  backHome: 'Back to the home page',
  metrics: {
    years: 'years in the market',
    companies: 'companies served',
    projects: 'projects delivered',
  },
};

export const nav: Dictionary['nav'] = {
  label: 'Main navigation',
  home: 'Home',
  about: 'About',
  software: 'Software',
  app: 'App',
  outsourcing: 'Outsourcing',
  cases: 'Cases',
  blog: 'Blog',
  contact: 'Contact',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  cta: 'Talk to us',
  homeLink: 'Home page',
  search: 'Search the site',
};

export const footer: Dictionary['footer'] = {
  tagline: 'Software, apps and technology squads for companies that want to go further.',
  linksTitle: 'Company',
  socialTitle: 'Social media',
  home: 'Home',
  career: 'Careers',
  contact: 'Contact',
  privacy: 'Privacy policy',
  opensInNewTab: '(opens in a new tab)',
  rights: 'All rights reserved.',
  copyright: '© 2025',
  ctaTitle: 'Have a project in mind?',
  ctaText: 'Tell us about it. We reply fast, with no strings attached.',
  ctaContactTitle: 'Rather talk right now?',
  ctaContactText: 'Message us on WhatsApp: someone from the team replies during business hours.',
  ctaContactAction: 'Chat on WhatsApp',
  ctaCasesTitle: 'Meanwhile, see what we have delivered',
  ctaCasesText: 'Custom software, apps and outsourcing teams for companies like yours.',
  ctaCasesAction: 'See our cases',
};

export const notFound: Dictionary['notFound'] = {
  meta: { title: 'Page not found' },
  title: 'Oops! Page not found',
  description: 'The address you visited does not exist or has been moved.',
  backHome: 'Back to the home page',
};

export const error: Dictionary['error'] = {
  meta: { title: 'Error' },
  title: 'Oops! Something went wrong',
  description: 'We ran into an unexpected error. Please try again or go back to the home page.',
  retry: 'Try Again',
  home: 'Home Page',
};

export const offline: Dictionary['offline'] = {
  toastTitle: 'No connection',
  toastDescription: 'You are offline. Some features may not be available.',
  bannerTitle: 'You are offline',
  bannerDescription: 'Some features may not be available.',
  onlineTitle: 'Connection restored',
  onlineDescription: 'You are back online.',
};

export const whatsapp: Dictionary['whatsapp'] = {
  tooltip: 'Talk to us on WhatsApp',
  imageAlt: 'WhatsApp',
};

export const toast: Dictionary['toast'] = {
  region: 'Notifications',
  close: 'Close notification',
};
