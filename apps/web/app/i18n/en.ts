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
import { outsourcing } from './locales/en/outsourcing';
import { software } from './locales/en/software';
import { technologies } from './locales/en/technologies';
import { common, nav, footer, notFound, error, offline, whatsapp, toast } from './locales/en/shell';
import { thanks } from './locales/en/thanks';
import { preview } from './locales/en/preview';
import { search } from './locales/en/search';

export const en: Dictionary = {
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
