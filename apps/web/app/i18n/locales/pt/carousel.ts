export const carousel = {
  label: 'Cases em destaque',
  pause: 'Pausar animação dos cases',
  play: 'Retomar animação dos cases',
} as const;
