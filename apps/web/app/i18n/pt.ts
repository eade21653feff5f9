import { blog } from './locales/pt/blog';
import { cases } from './locales/pt/cases';
import { lightbox } from './locales/pt/lightbox';
import { about } from './locales/pt/about';
import { app } from './locales/pt/app';
import { carousel } from './locales/pt/carousel';
import { contact } from './locales/pt/contact';
import { contactForm } from './locales/pt/contact-form';
import { home } from './locales/pt/home';
import { outsourcing } from './locales/pt/outsourcing';
import { software } from './locales/pt/software';
import { technologies } from './locales/pt/technologies';
import { common, nav, footer, notFound, error, offline, whatsapp, toast } from './locales/pt/shell';
import { thanks } from './locales/pt/thanks';
import { preview } from './locales/pt/preview';
import { search } from './locales/pt/search';

/**
 * Portuguese is the source of truth: every other dictionary must carry exactly these keys
 * (the Dictionary type and dictionaries.test.ts enforce it).
 */
export const pt = {
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
} as const;
