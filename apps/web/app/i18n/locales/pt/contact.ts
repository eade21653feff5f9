export const contact = {
  meta: {
    title: 'Contato',
    description: 'Fale com a nossa equipe sobre o seu projeto de software, aplicativo ou outsourcing.',
  },
  eyebrow: 'Contato',
  title: 'Vamos conversar?',
  description: 'Conte para a gente sobre o seu desafio. Um especialista responde em até um dia útil.',
  intro:
    'Seja um produto novo, um aplicativo, um projeto parado ou um reforço para o seu time, a conversa começa aqui. Preencha o formulário ou use um dos nossos canais.',
  channels: {
    title: 'Nossos canais',
    phone: 'Contato',
    email: 'E-mail',
    careers: 'Carreira',
    location: 'Onde estamos',
    careersText: 'Quer fazer parte do time?',
    careersCta: 'Ver vagas abertas',
    opensInNewTab: '(abre em nova aba)',
  },
  form: {
    title: 'Envie uma mensagem',
    text: 'Preencha os campos abaixo e retornamos em até um dia útil.',
  },
  embed: {
    label: 'Formulário de contato',
    loading: 'Carregando formulário...',
  },
} as const;
