export const contact = {
  meta: {
    title: 'Contato',
    description: 'Fale com a nossa equipe sobre o seu projeto de software, aplicativo ou outsourcing.',
  },
  channels: {
    phone: 'Contato',
    email: 'E-mail',
    careers: 'Carreira',
    location: 'Onde estamos',
    careersText: 'Quer fazer parte do time?',
    careersCta: 'Ver vagas abertas',
    opensInNewTab: '(abre em nova aba)',
  },
  embed: {
    label: 'Formulário de contato',
    loading: 'Carregando formulário...',
  },
} as const;
