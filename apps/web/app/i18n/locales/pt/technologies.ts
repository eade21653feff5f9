export const technologies = {
  eyebrow: 'Tecnologias',
  title: 'Stack moderna, escolhida a dedo para cada desafio',
  text: 'Dominamos as linguagens, frameworks e plataformas que sustentam produtos digitais de alto desempenho, da interface à nuvem.',
  listLabel: 'Tecnologias com as quais trabalhamos',
} as const;
