export const about = {
  meta: {
    title: 'Sobre nós',
    description: 'Conheça a nossa história, a nossa forma de trabalhar e o mindset que guia cada projeto.',
  },
  eyebrow: 'Quem somos',
  title: 'Sobre nós',
  description: `Somos uma software house brasileira com **mais de 13 anos de mercado**, criando software, aplicativos e squads de tecnologia para empresas que levam o digital a sério.

Começamos com uma convicção simples: **tecnologia boa é a que resolve um problema real**. Por isso, antes de escrever a primeira linha de código, a gente mergulha no negócio, conversa com quem vai usar e entende o que precisa dar certo.

De lá para cá, foram **mais de 200 projetos entregues** para **mais de 100 empresas**, de startups em fase de validação a grandes grupos em finanças, saúde, varejo, logística e educação. Em todos eles, o mesmo compromisso: transparência do começo ao fim e um time que veste a camisa do seu produto.`,
  metricsLabel: 'Nossos números',
} as const;
