export const technologies = {
  listLabel: 'Tecnologias com as quais trabalhamos',
} as const;
