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
import { outsourcing } from './locales/es/outsourcing';
import { software } from './locales/es/software';
import { technologies } from './locales/es/technologies';
import { common, nav, footer, notFound, error, offline, whatsapp, toast } from './locales/es/shell';
import { thanks } from './locales/es/thanks';
import { preview } from './locales/es/preview';
import { search } from './locales/es/search';

export const es: Dictionary = {
  common,
  nav,
  home,
  about,
  software,
  app,
  outsourcing,
  cases,
  blog,
  lightbox,
  contact,
  technologies,
  carousel,
  contactForm,
  thanks,
  preview,
  search,
  footer,
  notFound,
  error,
  offline,
  whatsapp,
  toast,
};
