import { blog } from './locales/pt/blog';
import { cases } from './locales/pt/cases';
import { lightbox } from './locales/pt/lightbox';
import { about } from './locales/pt/about';
import { app } from './locales/pt/app';
import { carousel } from './locales/pt/carousel';
import { contact } from './locales/pt/contact';
import { contactForm } from './locales/pt/contact-form';
import { home } from './locales/pt/home';
import { mindset } from './locales/pt/mindset';
import { outsourcing } from './locales/pt/outsourcing';
import { services } from './locales/pt/services';
import { software } from './locales/pt/software';
import { technologies } from './locales/pt/technologies';

/**
 * Portuguese is the source of truth: every other dictionary must carry exactly these keys
 * (the Dictionary type and dictionaries.test.ts enforce it).
 */
export const pt = {
  common: {
    skipToContent: 'Pular para o conteúdo',
    language: 'Idioma',
    chooseLanguage: 'Escolher idioma',
    languages: { pt: 'Português', en: 'English', es: 'Español' },
    close: 'Fechar',
    loading: 'Carregando...',
    requestContact: 'Solicitar contato',
    talkToSpecialist: 'Falar com um especialista',
    comingSoon: 'Em breve',
    backHome: 'Voltar para a página inicial',
  },
  nav: {
    label: 'Navegação principal',
    home: 'Home',
    about: 'Sobre',
    software: 'Software',
    app: 'Aplicativo',
    outsourcing: 'Outsourcing',
    cases: 'Cases',
    blog: 'Blog',
    contact: 'Contato',
    menu: 'Menu',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    cta: 'Fale conosco',
    homeLink: 'Página inicial',
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
      title: 'Obrigado',
      description: 'Recebemos a sua mensagem. Em breve entraremos em contato.',
    },
    title: 'Obrigado por entrar em contato conosco.',
    text: 'Em breve, um de nossos especialistas irá te atender!',
  },
  admin: {
    meta: { title: 'Painel administrativo' },
    loading: 'Carregando o painel administrativo...',
    title: 'Painel administrativo',
    description: 'O painel administrativo está sendo preparado.',
  },
  placeholder: {
    notice: 'Esta página está sendo preparada. Enquanto isso, fale com a gente.',
  },
  footer: {
    tagline: 'Software, aplicativos e squads de tecnologia para empresas que querem ir mais longe.',
    linksTitle: 'Institucional',
    socialTitle: 'Redes sociais',
    home: 'Home',
    career: 'Carreira',
    contact: 'Contato',
    privacy: 'Política de privacidade',
    opensInNewTab: '(abre em nova aba)',
    rights: 'Todos os direitos reservados.',
    copyright: '© 2025',
    ctaTitle: 'Tem um projeto em mente?',
    ctaText: 'Conte para a gente. Respondemos rápido e sem compromisso.',
  },
  notFound: {
    meta: { title: 'Página não encontrada' },
    title: 'Oops! Page not found',
    description: 'O endereço que você acessou não existe ou foi movido.',
    backHome: 'Voltar para a página inicial',
  },
  error: {
    meta: { title: 'Erro' },
    title: 'Ops! Algo deu errado',
    description: 'Encontramos um erro inesperado. Por favor, tente novamente ou volte para a página inicial.',
    retry: 'Tentar Novamente',
    home: 'Página Inicial',
  },
  offline: {
    toastTitle: 'Sem conexão',
    toastDescription: 'Você está offline. Algumas funcionalidades podem não estar disponíveis.',
    bannerTitle: 'Você está offline',
    bannerDescription: 'Algumas funcionalidades podem não estar disponíveis.',
    onlineTitle: 'Conexão restaurada',
    onlineDescription: 'Você está online novamente.',
  },
  whatsapp: {
    tooltip: 'Fale conosco pelo WhatsApp',
    imageAlt: 'WhatsApp',
  },
  toast: {
    region: 'Notificações',
    close: 'Fechar notificação',
  },
} as const;
