export const services = {
  metricsLabel: 'Nossos números',
  seeCases: 'Ver cases',
  process: {
    eyebrow: 'Como trabalhamos',
    title: 'Do primeiro café ao produto no ar',
    text: 'Um processo claro, com marcos definidos e você por perto em cada decisão. Sem caixa-preta, sem surpresas na fatura.',
    steps: {
      diagnosis: {
        title: 'Diagnóstico',
        text: 'Uma conversa para entender o negócio, os objetivos e as restrições. Saímos dela com o problema bem definido.',
      },
      proposal: {
        title: 'Proposta sob medida',
        text: 'Escopo, formato de time, cronograma e investimento apresentados com clareza, para você decidir com segurança.',
      },
      kickoff: {
        title: 'Time em ação',
        text: 'Kick-off, ritos combinados e entregas em ciclos curtos. Você acompanha a evolução a cada sprint.',
      },
      evolution: {
        title: 'Evolução contínua',
        text: 'Monitoramos, medimos e melhoramos. O produto continua evoluindo junto com o seu negócio.',
      },
    },
  },
} as const;
