import type { TCaseService } from '@softhouse/contracts';
import type { Motif, PaletteName } from './art.js';

/** Which offering a case illustrates; the service pages can filter their carousels by it. */
export type DemoCaseCategory = 'software' | 'aplicativo' | 'outsourcing';

export type DemoCase = {
  title: string;
  client: string;
  industry: string;
  category: DemoCaseCategory;
  technologies: string[];
  description: string;
  /** Look of the generated cover and gallery. */
  palette: PaletteName;
  motif: Motif;
  /** Number of generated gallery pictures (3 to 6). */
  gallery: number;
  /** Whether a square client logo is generated. */
  logo: boolean;
  featured?: boolean;
  published?: boolean;
  /** The services whose carousels show it (decision 047), when more than its category's. */
  services?: TCaseService[];
};

const SERVICE_OF: Record<DemoCaseCategory, TCaseService> = { software: 'software', aplicativo: 'app', outsourcing: 'outsourcing' };

/** A demo case's services: its own list, else its category's. */
export const demoCaseServices = (demo: DemoCase): TCaseService[] => demo.services ?? [SERVICE_OF[demo.category]];

/** Fictional clients and projects; the order here is the display order. */
export const DEMO_CASES: DemoCase[] = [
  {
    title: 'Plataforma de crédito consignado digital',
    client: 'Banco Aurora',
    industry: 'Serviços financeiros',
    category: 'software',
    technologies: ['React', 'Node.js', 'PostgreSQL', 'AWS', 'Kafka'],
    description:
      'Substituímos um processo de contratação que dependia de papel e de três sistemas legados por uma jornada 100% digital, da simulação à assinatura eletrônica. A integração com os convênios passou a acontecer em tempo real, e o tempo médio de aprovação caiu de 4 dias para 11 minutos. No primeiro semestre, o volume de contratos digitais cresceu 3,2 vezes sem aumento da equipe de back office.',
    palette: 'indigo',
    motif: 'dashboard',
    gallery: 4,
    logo: true,
    featured: true,
  },
  {
    title: 'App de monitoramento de safra',
    client: 'Cooperativa Vale Verde',
    industry: 'Agronegócio',
    category: 'aplicativo',
    technologies: ['Flutter', 'Python', 'Google Cloud', 'BigQuery'],
    description:
      'Aplicativo offline-first para 1.800 cooperados registrarem pragas, chuva e estágio da lavoura direto do campo, mesmo sem sinal. Os dados sincronizam quando há conexão e alimentam mapas de risco por talhão usados pelos agrônomos da cooperativa. Na safra 2024/25, as visitas técnicas passaram a ser priorizadas por risco e o uso de defensivos caiu 14% nas áreas acompanhadas.',
    palette: 'forest',
    motif: 'mobile',
    gallery: 5,
    logo: true,
    featured: true,
  },
  {
    title: 'Roteirização inteligente de entregas',
    client: 'TransLuz Logística',
    industry: 'Logística',
    category: 'software',
    technologies: ['Go', 'Kotlin', 'PostGIS', 'Kubernetes'],
    description:
      'Motor de roteirização que considera janelas de entrega, restrições de veículos e trânsito para montar as rotas de 420 motoristas todas as manhãs. O planejamento, que levava duas horas em planilhas, agora fica pronto em 6 minutos. A quilometragem rodada caiu 18% e a taxa de entregas no prazo subiu para 97%.',
    palette: 'ocean',
    motif: 'map',
    gallery: 3,
    logo: false,
  },
  {
    title: 'Marketplace B2B de materiais de construção',
    client: 'Casa Bela Materiais',
    industry: 'Varejo',
    category: 'software',
    technologies: ['Next.js', 'NestJS', 'Elasticsearch', 'Redis'],
    description:
      'Criamos um marketplace que conecta 350 lojistas do interior paulista a distribuidores, com catálogo unificado de 60 mil itens, cotação em lote e crédito faturado. A busca tolerante a erros de digitação e por medidas técnicas resolveu a maior reclamação dos compradores. Em oito meses, o canal digital passou a responder por 27% da receita do grupo.',
    palette: 'amber',
    motif: 'commerce',
    gallery: 4,
    logo: true,
  },
  {
    title: 'Telemedicina para rede de clínicas',
    client: 'Rede Saúde Integral',
    industry: 'Saúde',
    category: 'aplicativo',
    technologies: ['React Native', 'Node.js', 'WebRTC', 'AWS'],
    description:
      'Aplicativo de teleconsulta com agendamento, sala de espera virtual, prescrição digital e prontuário integrado às 32 clínicas da rede. A solução segue a LGPD e as resoluções do CFM, com registro de consentimento e trilha de auditoria. O índice de faltas caiu de 22% para 7% e a avaliação média do app nas lojas é 4,8.',
    palette: 'teal',
    motif: 'mobile',
    gallery: 6,
    logo: false,
    featured: true,
    services: ['app', 'software'],
  },
  {
    title: 'Portal do contribuinte municipal',
    client: 'Prefeitura de Vila Nova do Sul',
    industry: 'Governo',
    category: 'software',
    technologies: ['Angular', 'Java', 'Spring Boot', 'Oracle'],
    description:
      'Reunimos em um único portal a emissão de guias de IPTU e ISS, certidões negativas e a abertura de processos, com login pela conta gov.br. O portal atende às diretrizes de acessibilidade do eMAG e funciona bem em celulares de entrada. O atendimento presencial na secretaria da fazenda caiu 41% no primeiro ano.',
    palette: 'navy',
    motif: 'dashboard',
    gallery: 3,
    logo: true,
  },
  {
    title: 'Gestão de ativos para usinas solares',
    client: 'Sol Nascente Energia',
    industry: 'Energia',
    category: 'software',
    technologies: ['React', 'Python', 'TimescaleDB', 'Azure IoT Hub'],
    description:
      'Plataforma que recebe a telemetria de 48 usinas fotovoltaicas a cada minuto e detecta queda de geração por inversor antes que ela apareça na fatura. As equipes de campo recebem ordens de serviço já priorizadas pelo impacto em megawatts-hora. A disponibilidade média do parque subiu de 96,1% para 99,2%.',
    palette: 'cobalt',
    motif: 'analytics',
    gallery: 4,
    logo: false,
  },
  {
    title: 'App de fidelidade para supermercados',
    client: 'Supermercados Bom Preço',
    industry: 'Varejo alimentar',
    category: 'aplicativo',
    technologies: ['Swift', 'Kotlin', 'Firebase', 'Node.js'],
    description:
      'Aplicativo nativo com ofertas personalizadas, cashback e lista de compras compartilhada para uma rede de 64 lojas. As ofertas são escolhidas a partir do histórico de compras e ativadas com um toque, sem cupom de papel. Em um ano o app chegou a 900 mil clientes ativos e o ticket médio de quem usa o app é 23% maior.',
    palette: 'crimson',
    motif: 'mobile',
    gallery: 5,
    logo: true,
    featured: true,
  },
  {
    title: 'Plataforma EAD para ensino técnico',
    client: 'Instituto Saber Mais',
    industry: 'Educação',
    category: 'software',
    technologies: ['Vue.js', 'Laravel', 'MySQL', 'AWS'],
    description:
      'Ambiente de aprendizagem com trilhas, videoaulas adaptadas a conexões lentas, avaliações com banco de questões e emissão de certificados verificáveis. A plataforma suporta 40 mil alunos simultâneos nos períodos de prova sem degradação. A evasão dos cursos a distância caiu de 38% para 21%.',
    palette: 'sky',
    motif: 'dashboard',
    gallery: 3,
    logo: false,
  },
  {
    title: 'Squad dedicado para core bancário',
    client: 'Cooperativa de Crédito Horizonte',
    industry: 'Serviços financeiros',
    category: 'outsourcing',
    technologies: ['Java', 'Kafka', 'Oracle', 'OpenShift'],
    description:
      'Montamos em três semanas um squad de oito pessoas, com tech lead, QA e analista de negócios, integrado à governança da cooperativa. O time assumiu a modernização dos módulos de conta corrente e Pix, com entregas quinzenais. Em 18 meses foram 41 releases sem incidente crítico em produção.',
    palette: 'graphite',
    motif: 'dashboard',
    gallery: 4,
    logo: true,
    services: ['outsourcing', 'software'],
  },
  {
    title: 'Rastreamento de frota refrigerada',
    client: 'FrioSul Transportes',
    industry: 'Logística',
    category: 'aplicativo',
    technologies: ['Flutter', 'Go', 'MQTT', 'AWS IoT'],
    description:
      'Aplicativo para motoristas e painel para a central que acompanham a temperatura de cada baú em tempo real e alertam antes que a carga saia da faixa segura. Os registros viraram laudos automáticos aceitos pelos clientes farmacêuticos. As perdas por quebra da cadeia de frio caíram 63%.',
    palette: 'emerald',
    motif: 'map',
    gallery: 3,
    logo: false,
  },
  {
    title: 'Prontuário eletrônico hospitalar',
    client: 'Hospital São Lucas do Vale',
    industry: 'Saúde',
    category: 'software',
    technologies: ['.NET', 'Angular', 'SQL Server', 'HL7 FHIR'],
    description:
      'Prontuário eletrônico com prescrição à beira-leito, checagem de medicamentos por código de barras e integração com laboratório e imagem via HL7 FHIR. Desenhamos as telas com enfermeiros e médicos em plantões reais para reduzir cliques. Os erros de administração de medicamentos notificados caíram 72%.',
    palette: 'teal',
    motif: 'dashboard',
    gallery: 4,
    logo: true,
  },
  {
    title: 'Super app de benefícios corporativos',
    client: 'Vale Mais Benefícios',
    industry: 'Recursos humanos',
    category: 'aplicativo',
    technologies: ['React Native', 'NestJS', 'PostgreSQL', 'Redis'],
    description:
      'Um único aplicativo para vale-refeição, vale-alimentação, mobilidade e saúde, com saldo flexível entre categorias. O cartão virtual e o pagamento por Pix reduziram a dependência do cartão físico. A base cresceu para 320 mil usuários em 14 meses e o custo de atendimento por usuário caiu pela metade.',
    palette: 'plum',
    motif: 'mobile',
    gallery: 3,
    logo: false,
  },
  {
    title: 'E-commerce omnichannel de moda',
    client: 'Ateliê Carioca',
    industry: 'Moda',
    category: 'software',
    technologies: ['VTEX IO', 'React', 'GraphQL', 'Node.js'],
    description:
      'Nova loja virtual integrada ao estoque das 19 lojas físicas, com retirada em loja, provador agendado e troca em qualquer ponto de venda. Otimizamos o desempenho para celulares e reduzimos o tempo de carregamento da vitrine para menos de dois segundos. A conversão no mobile subiu 46% e as vendas online dobraram no primeiro Natal.',
    palette: 'sunset',
    motif: 'commerce',
    gallery: 5,
    logo: true,
    featured: true,
  },
  {
    title: 'Leitura de hidrômetros por imagem',
    client: 'Companhia de Águas do Planalto',
    industry: 'Saneamento',
    category: 'aplicativo',
    technologies: ['Kotlin', 'TensorFlow Lite', 'Python', 'Google Cloud'],
    description:
      'Aplicativo para leituristas que reconhece o número do hidrômetro pela câmera, no próprio aparelho, e sinaliza leituras fora do padrão na hora. O modelo foi treinado com 120 mil fotos rotuladas pela própria companhia. As revisões de conta por erro de leitura caíram 58%.',
    palette: 'sky',
    motif: 'mobile',
    gallery: 3,
    logo: false,
  },
  {
    title: 'Sistema de gestão escolar',
    client: 'Rede Aprender',
    industry: 'Educação',
    category: 'software',
    technologies: ['React', 'Django', 'PostgreSQL', 'Celery'],
    description:
      'Sistema para matrícula, diário de classe, boletins e financeiro de 23 escolas, com aplicativo para as famílias acompanharem notas e recados. A rematrícula, antes feita presencialmente, passou a ser concluída on-line por 91% das famílias. A inadimplência caiu 9 pontos percentuais com a cobrança por Pix.',
    palette: 'amber',
    motif: 'dashboard',
    gallery: 4,
    logo: true,
    services: ['software', 'app'],
  },
  {
    title: 'Modernização de ERP com body shop',
    client: 'Metalúrgica Paranaense',
    industry: 'Indústria',
    category: 'outsourcing',
    technologies: ['.NET', 'C#', 'SQL Server', 'Azure DevOps'],
    description:
      'Alocamos seis desenvolvedores .NET e um arquiteto para migrar módulos de um ERP em Delphi para serviços web, trabalhando sob a gestão da própria TI do cliente. Cada profissional passou por avaliação técnica conjunta antes de entrar no time. A migração dos módulos de compras e PCP terminou dois meses antes do previsto.',
    palette: 'graphite',
    motif: 'analytics',
    gallery: 3,
    logo: false,
    services: ['outsourcing', 'software'],
  },
  {
    title: 'App de agendamento para pet shops',
    client: 'PetVida',
    industry: 'Serviços',
    category: 'aplicativo',
    technologies: ['Flutter', 'Firebase', 'Node.js', 'Stripe'],
    description:
      'Aplicativo de agendamento de banho, tosa e consultas para uma rede de 40 unidades franqueadas, com lembretes, carteira de vacinação e pagamento antecipado. Cada franquia gerencia a própria agenda em um painel web simples. As faltas caíram 35% e a ocupação média das agendas chegou a 88%.',
    palette: 'sunset',
    motif: 'mobile',
    gallery: 4,
    logo: true,
  },
  {
    title: 'Inteligência comercial para distribuidora',
    client: 'Norte Farma Distribuidora',
    industry: 'Distribuição farmacêutica',
    category: 'software',
    technologies: ['React', 'Python', 'dbt', 'Snowflake'],
    description:
      'Painéis de vendas, margem e ruptura por cliente, região e fornecedor, alimentados por um data warehouse com atualização de hora em hora. Os representantes recebem no celular uma lista diária de clientes com maior chance de recompra. A ruptura de estoque caiu 31% e a receita por representante cresceu 12%.',
    palette: 'slate',
    motif: 'analytics',
    gallery: 3,
    logo: false,
  },
  {
    title: 'Gestão digital de condomínios',
    client: 'ViverBem Administradora',
    industry: 'Imobiliário',
    category: 'aplicativo',
    technologies: ['React Native', 'Node.js', 'PostgreSQL', 'AWS'],
    description:
      'Aplicativo para moradores reservarem áreas comuns, liberarem visitantes, acompanharem boletos e participarem de assembleias virtuais com votação registrada. Os síndicos ganharam um painel com ocorrências e prestação de contas. Hoje são 210 condomínios e 48 mil unidades usando a solução.',
    palette: 'indigo',
    motif: 'mobile',
    gallery: 5,
    logo: true,
  },
  {
    title: 'Emissão digital de apólices',
    client: 'Seguradora Atlântica',
    industry: 'Seguros',
    category: 'software',
    technologies: ['Java', 'Spring Boot', 'React', 'AWS Lambda'],
    description:
      'Plataforma para corretores cotarem, emitirem e renovarem apólices de seguro residencial e empresarial em uma única tela, com regras de subscrição configuráveis pela área técnica. A emissão, que levava até três dias, passou a ser imediata em 85% dos casos. O número de corretores ativos no canal digital triplicou.',
    palette: 'navy',
    motif: 'dashboard',
    gallery: 3,
    logo: false,
  },
  {
    title: 'Marketplace de fretes rurais',
    client: 'AgroFrete',
    industry: 'Agronegócio',
    category: 'aplicativo',
    technologies: ['Kotlin', 'Swift', 'Go', 'PostGIS'],
    description:
      'Aplicativos para produtores e caminhoneiros negociarem fretes de grãos com preço de referência, rastreamento da viagem e pagamento garantido. O match entre carga e veículo considera rota de retorno para reduzir viagens vazias. Foram 52 mil fretes contratados na primeira safra, com 94% de avaliações positivas.',
    palette: 'forest',
    motif: 'map',
    gallery: 4,
    logo: true,
  },
  {
    title: 'Squad de dados para rede de farmácias',
    client: 'Drogarias Vida Plena',
    industry: 'Varejo farmacêutico',
    category: 'outsourcing',
    technologies: ['Python', 'Airflow', 'BigQuery', 'Looker'],
    description:
      'Squad de engenharia e ciência de dados que estruturou a plataforma analítica da rede e entregou modelos de previsão de demanda por loja. O time trabalha com metas trimestrais definidas junto à diretoria comercial. A previsão reduziu em 19% o capital parado em estoque nas 150 lojas.',
    palette: 'emerald',
    motif: 'analytics',
    gallery: 3,
    logo: false,
  },
  {
    title: 'Ouvidoria digital estadual',
    client: 'Agência Estadual de Inovação do Cerrado',
    industry: 'Governo',
    category: 'software',
    technologies: ['Next.js', 'Node.js', 'PostgreSQL', 'Docker'],
    description:
      'Canal único para o cidadão registrar manifestações a 27 órgãos estaduais, com encaminhamento automático, prazos legais controlados e respostas publicadas. O sistema foi construído com software livre e hospedado na nuvem do próprio estado. O prazo médio de resposta caiu de 34 para 12 dias.',
    palette: 'cobalt',
    motif: 'dashboard',
    gallery: 3,
    logo: true,
  },
  {
    title: 'Gestão de energia no mercado livre',
    client: 'Voltz Comercializadora',
    industry: 'Energia',
    category: 'software',
    technologies: ['React', 'Elixir', 'TimescaleDB', 'AWS'],
    description:
      'Plataforma que consolida medições, contratos e preços de energia para 600 unidades consumidoras migradas ao mercado livre. Os clientes acompanham consumo e economia em tempo real e recebem alertas de desvio de contrato. A conciliação mensal, antes manual, passou a ser automática.',
    palette: 'slate',
    motif: 'analytics',
    gallery: 3,
    logo: false,
    published: false,
  },
  {
    title: 'Força de vendas offline para indústria de alimentos',
    client: 'Alimentos Serra Azul',
    industry: 'Indústria de alimentos',
    category: 'aplicativo',
    technologies: ['Kotlin Multiplatform', 'SQLite', '.NET', 'Azure'],
    description:
      'Aplicativo para 260 representantes tirarem pedidos em mercados do interior sem depender de sinal, com tabela de preços, política comercial e limite de crédito sincronizados. Os pedidos chegam ao faturamento minutos depois da conexão. O tempo entre pedido e faturamento caiu de dois dias para duas horas.',
    palette: 'crimson',
    motif: 'commerce',
    gallery: 4,
    logo: true,
    published: false,
  },
];
