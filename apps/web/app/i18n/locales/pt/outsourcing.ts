export const outsourcing = {
  meta: {
    title: 'Outsourcing de TI: squads dedicadas e body shop',
    description: 'Profissionais de tecnologia alocados no seu projeto, em squads gerenciadas ou no modelo body shop.',
  },
} as const;
