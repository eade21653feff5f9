export const mindset = {
  eyebrow: 'Mindset',
  title: 'Cinco pilares que guiam cada projeto',
  text: 'Não é só o que entregamos, é como entregamos. Estes são os princípios que fazem clientes continuarem com a gente por anos.',
  items: {
    culture: {
      title: 'Cultura',
      text: 'Gente curiosa, autônoma e que gosta de aprender. Incentivamos a troca de conhecimento, o feedback sincero e a responsabilidade de ponta a ponta: quem constrói também se importa com o resultado em produção.',
    },
    relationship: {
      title: 'Relacionamento',
      text: 'Trabalhamos lado a lado com o seu time, com comunicação direta e sem intermediários. Você sabe quem está no projeto, o que está sendo feito e por quê, em cada etapa.',
    },
    strategy: {
      title: 'Estratégia',
      text: 'Antes do código vem o porquê. Entendemos os objetivos do negócio, priorizamos o que gera mais valor e desenhamos uma arquitetura que acompanha o crescimento do produto.',
    },
    processes: {
      title: 'Processos',
      text: 'Métodos ágeis na medida certa: ciclos curtos, entregas frequentes, code review, testes automatizados e integração contínua. Previsibilidade para você, qualidade para o produto.',
    },
    results: {
      title: 'Resultados',
      text: 'Medimos o sucesso pelo impacto: mais vendas, menos retrabalho, processos mais rápidos, usuários satisfeitos. Cada entrega precisa fazer diferença no seu indicador.',
    },
  },
} as const;
