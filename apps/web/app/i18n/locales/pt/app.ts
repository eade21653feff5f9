export const app = {
  meta: {
    title: 'Desenvolvimento de aplicativos Android e iOS',
    description: 'Aplicativos nativos e multiplataforma para Android e iOS, do discovery à publicação nas lojas.',
  },
  eyebrow: 'Aplicativos Android e iOS',
  title: 'Desenvolvimento de aplicativos',
  description:
    'Aplicativos Android e iOS rápidos, bonitos e fáceis de usar, feitos por quem entende de produto: do discovery à publicação nas lojas.',
  heroForm: {
    title: 'Conte sobre o seu app',
    text: 'Respondemos em até um dia útil com os próximos passos.',
  },
  services: {
    eyebrow: 'Serviços',
    title: 'Tudo o que o seu app precisa, em um só time',
    text: 'Da primeira tela ao milionésimo download, cuidamos de cada etapa do ciclo de vida do aplicativo.',
    items: {
      native: {
        title: 'Apps nativos',
        text: 'Kotlin para Android e Swift para iOS quando o app precisa do máximo de desempenho e de recursos do aparelho.',
      },
      crossPlatform: {
        title: 'Apps multiplataforma',
        text: 'Flutter e React Native para lançar em Android e iOS com um único código, mais rápido e com menor custo.',
      },
      design: {
        title: 'UX e UI design',
        text: 'Pesquisa, protótipos navegáveis e interfaces que as pessoas entendem de primeira.',
      },
      backend: {
        title: 'APIs e back-end',
        text: 'Integrações, autenticação, notificações push e painéis administrativos que sustentam o app.',
      },
      launch: {
        title: 'Publicação nas lojas',
        text: 'Preparamos e publicamos o app na App Store e no Google Play, cuidando de todo o processo de revisão.',
      },
      evolution: {
        title: 'Sustentação e evolução',
        text: 'Monitoramento de falhas, atualizações de sistema operacional e novas funcionalidades a cada versão.',
      },
    },
  },
  technologies: {
    eyebrow: 'Tecnologias',
    title: 'As ferramentas certas para cada aplicativo',
    text: 'Escolhemos a stack pelo que o seu app precisa, não por costume: nativo, multiplataforma, nuvem e dados.',
  },
  cases: {
    title: 'Apps que estão no bolso de milhares de pessoas',
    text: 'Aplicativos e plataformas digitais que colocamos no ar para os nossos clientes.',
  },
  contact: {
    eyebrow: 'Fale com um especialista',
    title: 'Vamos tirar o seu app do papel?',
    text: 'Conte a ideia, o público e as plataformas que você tem em mente, mesmo que ainda seja um rascunho. Um especialista em aplicativos retorna em até um dia útil com uma estimativa e os próximos passos.',
  },
} as const;
