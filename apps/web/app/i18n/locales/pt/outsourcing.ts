export const outsourcing = {
  meta: {
    title: 'Outsourcing de TI: squads dedicadas e body shop',
    description: 'Profissionais de tecnologia alocados no seu projeto, em squads gerenciadas ou no modelo body shop.',
  },
  eyebrow: 'Outsourcing de TI',
  title: 'Times de tecnologia prontos para acelerar o seu roadmap',
  description:
    'Squads dedicadas e profissionais alocados para dar ritmo ao seu roadmap sem perder qualidade. Você escolhe o formato, a gente garante o time certo.',
  primaryCta: 'Quero montar meu time',
  formats: {
    eyebrow: 'Formatos de contratação',
    title: 'Dois formatos, o mesmo padrão de qualidade',
    text: 'Escolha o modelo que combina com a maturidade do seu time e com o nível de gestão que você quer assumir.',
    squad: {
      name: 'Squad gerenciada',
      tag: 'Squad dedicada',
      text: 'Um time completo e multidisciplinar, dedicado ao seu produto e gerenciado por nós, com foco em entregar resultados.',
      points: {
        team: 'Desenvolvedores, QA, design e agilista no mesmo time',
        management: 'Gestão, ritos e indicadores por nossa conta',
        outcome: 'Compromisso com entregas e metas, não com horas',
      },
    },
    bodyshop: {
      name: 'Body shop',
      tag: 'Profissionais alocados',
      text: 'Profissionais especializados que se integram ao seu time, seguindo os seus processos e a sua liderança técnica.',
      points: {
        speed: 'Reforço rápido para demandas pontuais ou contínuas',
        fit: 'Perfis selecionados para a sua stack e a sua cultura',
        scale: 'Aumente ou reduza o time conforme a necessidade',
      },
    },
  },
  offerings: {
    eyebrow: 'O que oferecemos',
    title: 'Por que terceirizar tecnologia com a gente',
    text: 'Seis compromissos que você encontra em qualquer formato de contratação.',
    items: {
      agility: {
        title: 'Agilidade',
        text: 'Profissionais selecionados e prontos para começar em poucos dias, não em meses de recrutamento.',
      },
      quality: {
        title: 'Qualidade',
        text: 'Avaliação técnica rigorosa, boas práticas de engenharia e acompanhamento contínuo de desempenho.',
      },
      flexibility: {
        title: 'Flexibilidade',
        text: 'Ajuste o tamanho e o perfil do time conforme o roadmap muda, sem burocracia.',
      },
      culture: {
        title: 'Cultura',
        text: 'Gente que se integra ao seu jeito de trabalhar e veste a camisa do seu produto.',
      },
      management: {
        title: 'Gestão',
        text: 'Acompanhamento próximo, indicadores claros e um ponto focal dedicado ao seu contrato.',
      },
      security: {
        title: 'Segurança',
        text: 'Contratos claros, confidencialidade, LGPD e políticas de acesso seguro aos seus sistemas.',
      },
    },
  },
  cases: {
    title: 'Times que já aceleraram grandes operações',
    text: 'Alguns dos projetos em que as nossas squads fizeram a diferença.',
  },
  contact: {
    eyebrow: 'Monte o seu time',
    title: 'Precisa reforçar o seu time de tecnologia?',
    text: 'Conte quais perfis você procura, o tamanho do time e o prazo para começar. Um especialista em outsourcing retorna com uma proposta de formato e de profissionais em até um dia útil.',
  },
} as const;
