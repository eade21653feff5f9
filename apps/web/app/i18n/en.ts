import type { Dictionary } from './dictionary';
import { blog } from './locales/en/blog';
import { cases } from './locales/en/cases';
import { lightbox } from './locales/en/lightbox';
import { about } from './locales/en/about';
import { app } from './locales/en/app';
import { carousel } from './locales/en/carousel';
import { contact } from './locales/en/contact';
import { contactForm } from './locales/en/contact-form';
import { home } from './locales/en/home';
import { mindset } from './locales/en/mindset';
import { outsourcing } from './locales/en/outsourcing';
import { services } from './locales/en/services';
import { software } from './locales/en/software';
import { technologies } from './locales/en/technologies';

export const en: Dictionary = {
  common: {
    skipToContent: 'Skip to content',
    language: 'Language',
    chooseLanguage: 'Choose language',
    languages: { pt: 'Português', en: 'English', es: 'Español' },
    close: 'Close',
    loading: 'Loading...',
    requestContact: 'Request contact',
    talkToSpecialist: 'Talk to a specialist',
    comingSoon: 'Coming soon',
    backHome: 'Back to the home page',
  },
  nav: {
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
      title: 'Thank you',
      description: 'We received your message. We will get in touch soon.',
    },
    title: 'Thank you for getting in touch with us.',
    text: 'One of our specialists will be with you shortly!',
  },
  admin: {
    meta: { title: 'Admin panel' },
    loading: 'Loading the admin panel...',
    title: 'Admin panel',
    description: 'The admin panel is being prepared.',
  },
  placeholder: {
    notice: 'This page is being prepared. In the meantime, get in touch with us.',
  },
  footer: {
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
  },
  notFound: {
    meta: { title: 'Page not found' },
    title: 'Oops! Page not found',
    description: 'The address you visited does not exist or has been moved.',
    backHome: 'Back to the home page',
  },
  error: {
    meta: { title: 'Error' },
    title: 'Oops! Something went wrong',
    description: 'We ran into an unexpected error. Please try again or go back to the home page.',
    retry: 'Try Again',
    home: 'Home Page',
  },
  offline: {
    toastTitle: 'No connection',
    toastDescription: 'You are offline. Some features may not be available.',
    bannerTitle: 'You are offline',
    bannerDescription: 'Some features may not be available.',
    onlineTitle: 'Connection restored',
    onlineDescription: 'You are back online.',
  },
  whatsapp: {
    tooltip: 'Talk to us on WhatsApp',
    imageAlt: 'WhatsApp',
  },
  toast: {
    region: 'Notifications',
    close: 'Close notification',
  },
};
