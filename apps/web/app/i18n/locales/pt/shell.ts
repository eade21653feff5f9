/** Texts of the shell every public page shows: header, footer, error screens, notices. */
export const common = {
  skipToContent: 'Pular para o conteúdo',
  language: 'Idioma',
  chooseLanguage: 'Escolher idioma',
  languages: { pt: 'Português', en: 'English', es: 'Español' },
  onlyInPortuguese: 'Este conteúdo está disponível apenas em português.',
  inPortuguese: 'Em português',
  close: 'Fechar',
  loading: 'Carregando...',
  requestContact: 'Solicitar contato',
  talkToSpecialist: 'Falar com um especialista',
  /** A page whose blocks are all hidden (decision 047) still asks the visitor to get in touch. */
  emptyPage: {
    title: 'Vamos conversar sobre o seu projeto?',
    text: 'Conte para a gente o que você precisa: um especialista responde em até um dia útil.',
  },
  comingSoon: 'Em breve',
  backHome: 'Voltar para a página inicial',
  metrics: {
    years: 'anos de mercado',
    companies: 'empresas atendidas',
    projects: 'projetos entregues',
  },
};

export const nav = {
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
  search: 'Buscar no site',
};

export const footer = {
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
  ctaContactTitle: 'Prefere conversar agora?',
  ctaContactText: 'Chame a gente no WhatsApp: uma pessoa do time responde em horário comercial.',
  ctaContactAction: 'Conversar no WhatsApp',
  ctaCasesTitle: 'Enquanto isso, veja o que já entregamos',
  ctaCasesText: 'Software sob medida, aplicativos e times de outsourcing para empresas como a sua.',
  ctaCasesAction: 'Ver cases',
};

export const notFound = {
  meta: { title: 'Página não encontrada' },
  title: 'Oops! Page not found',
  description: 'O endereço que você acessou não existe ou foi movido.',
  backHome: 'Voltar para a página inicial',
};

export const error = {
  meta: { title: 'Erro' },
  title: 'Ops! Algo deu errado',
  description: 'Encontramos um erro inesperado. Por favor, tente novamente ou volte para a página inicial.',
  retry: 'Tentar Novamente',
  home: 'Página Inicial',
};

export const offline = {
  toastTitle: 'Sem conexão',
  toastDescription: 'Você está offline. Algumas funcionalidades podem não estar disponíveis.',
  bannerTitle: 'Você está offline',
  bannerDescription: 'Algumas funcionalidades podem não estar disponíveis.',
  onlineTitle: 'Conexão restaurada',
  onlineDescription: 'Você está online novamente.',
};

export const whatsapp = {
  tooltip: 'Fale conosco pelo WhatsApp',
  imageAlt: 'WhatsApp',
};

export const toast = {
  region: 'Notificações',
  close: 'Fechar notificação',
};
