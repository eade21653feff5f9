export const software = {
  meta: {
    title: 'Desenvolvimento de software sob medida',
    description: 'Produtos digitais, SaaS sob medida, automação de processos e retomada de projetos parados.',
  },
  eyebrow: 'Software sob medida',
  title: 'Desenvolvimento de software sob medida',
  description:
    'Do SaaS que nasce de uma ideia à automação dos processos que já existem na sua empresa: software pensado para o seu negócio, construído para durar.',
  primaryCta: 'Quero tirar meu projeto do papel',
  scenarios: {
    eyebrow: 'Cenários',
    title: 'Em que momento está o seu projeto?',
    text: 'Cada empresa chega até nós de um jeito. Estes são os três cenários mais comuns, e como ajudamos em cada um.',
    items: {
      product: {
        title: 'Produto digital ou SaaS a partir de uma ideia',
        text: 'Você tem uma ideia e quer transformá-la em um produto digital ou em um SaaS sob medida. Validamos a proposta de valor, desenhamos o MVP e construímos uma base sólida para escalar quando os clientes chegarem.',
      },
      automation: {
        title: 'Software para otimizar e automatizar processos',
        text: 'Planilhas, retrabalho e sistemas que não conversam entre si custam caro. Mapeamos o processo, eliminamos gargalos e criamos o software que automatiza o que hoje é manual, integrado ao que você já usa.',
      },
      portability: {
        title: 'Portabilidade de projeto',
        text: 'O projeto parou no meio do caminho? Avaliamos o código, a arquitetura e o que já foi entregue, e propomos um plano claro, com prazos e custos realistas, para finalizá-lo e colocá-lo em produção.',
      },
    },
  },
  values: {
    eyebrow: 'Por que a gente',
    title: 'O que você ganha com um software feito sob medida',
    text: 'Mais do que entregar funcionalidades, entregamos um ativo que trabalha pelo seu negócio por muitos anos.',
    items: {
      fit: {
        title: 'Feito para o seu processo',
        text: 'Nada de adaptar a operação a um sistema genérico: o software segue as regras do seu negócio.',
      },
      ownership: {
        title: 'Código que é seu',
        text: 'Código-fonte, documentação e propriedade intelectual ficam com a sua empresa. Sem amarras.',
      },
      scale: {
        title: 'Arquitetura que escala',
        text: 'Nuvem, APIs e banco de dados dimensionados para crescer junto com o número de usuários.',
      },
      quality: {
        title: 'Qualidade automatizada',
        text: 'Testes automatizados, code review e integração contínua em cada entrega, não só no fim.',
      },
      security: {
        title: 'Segurança e LGPD',
        text: 'Boas práticas de segurança e privacidade desde o primeiro commit, com dados protegidos.',
      },
      support: {
        title: 'Sustentação e evolução',
        text: 'Depois do lançamento, seguimos juntos: monitoramento, melhorias e novas funcionalidades.',
      },
    },
  },
  cases: {
    title: 'Software que já roda no dia a dia dos nossos clientes',
    text: 'Plataformas, sistemas internos e SaaS que entregamos para empresas de vários setores.',
  },
  contact: {
    eyebrow: 'Fale com um especialista',
    title: 'Vamos desenhar o seu software?',
    text: 'Conte em poucas linhas o que você precisa: um produto novo, uma automação ou um projeto para retomar. Um especialista em software analisa o seu caso e volta com os próximos passos em até um dia útil.',
  },
} as const;
