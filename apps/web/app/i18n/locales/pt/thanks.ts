export const thanks = {
  meta: {
    title: 'Obrigado',
    description: 'Recebemos a sua mensagem. Em breve entraremos em contato.',
  },
  title: 'Obrigado por entrar em contato conosco.',
  text: 'Em breve, um de nossos especialistas irá te atender!',
};
