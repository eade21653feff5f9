export const carousel = {
  label: 'Cases em destaque',
  viewAll: 'Ver todos os cases',
  pause: 'Pausar animação dos cases',
  play: 'Retomar animação dos cases',
  eyebrow: 'Cases',
  title: 'Resultados que falam por nós',
  text: 'Conheça alguns dos projetos que construímos com os nossos clientes.',
} as const;
