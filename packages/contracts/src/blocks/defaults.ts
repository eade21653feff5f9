import type { TBlockType } from './types.js';
import type { CONTENT_PAGES } from '../rules.js';

/** A public page built from blocks (decision 047). */
export type ContentPage = (typeof CONTENT_PAGES)[number];

/** A block as it is stored: its type and its content (localized leaves, see fields.ts). */
export type TDefaultBlock = { type: TBlockType; content: Record<string, unknown> };

/** How an engagement runs, the same four steps on the software and outsourcing pages. */
const PROCESS_STEPS: TDefaultBlock = {
  type: 'steps',
  content: {
    eyebrow: { pt: 'Como trabalhamos', en: 'How we work', es: 'Cómo trabajamos' },
    title: {
      pt: 'Do primeiro café ao produto no ar',
      en: 'From the first coffee to a product in production',
      es: 'Del primer café al producto en producción',
    },
    text: {
      pt: 'Um processo claro, com marcos definidos e você por perto em cada decisão. Sem caixa-preta, sem surpresas na fatura.',
      en: 'A clear process, with defined milestones and you close to every decision. No black box, no surprises on the invoice.',
      es: 'Un proceso claro, con hitos definidos y contigo cerca en cada decisión. Sin cajas negras, sin sorpresas en la factura.',
    },
    items: [
      {
        title: { pt: 'Diagnóstico', en: 'Discovery', es: 'Diagnóstico' },
        text: {
          pt: 'Uma conversa para entender o negócio, os objetivos e as restrições. Saímos dela com o problema bem definido.',
          en: 'A conversation to understand the business, the goals and the constraints. We leave it with the problem clearly defined.',
          es: 'Una conversación para entender el negocio, los objetivos y las restricciones. Salimos de ella con el problema bien definido.',
        },
      },
      {
        title: { pt: 'Proposta sob medida', en: 'Tailored proposal', es: 'Propuesta a medida' },
        text: {
          pt: 'Escopo, formato de time, cronograma e investimento apresentados com clareza, para você decidir com segurança.',
          en: 'Scope, team format, timeline and investment laid out clearly, so you can decide with confidence.',
          es: 'Alcance, formato de equipo, cronograma e inversión presentados con claridad, para que decidas con seguridad.',
        },
      },
      {
        title: { pt: 'Time em ação', en: 'Team in action', es: 'Equipo en acción' },
        text: {
          pt: 'Kick-off, ritos combinados e entregas em ciclos curtos. Você acompanha a evolução a cada sprint.',
          en: 'Kick-off, agreed rituals and releases in short cycles. You follow the progress every sprint.',
          es: 'Kick-off, rituales acordados y entregas en ciclos cortos. Sigues la evolución en cada sprint.',
        },
      },
      {
        title: { pt: 'Evolução contínua', en: 'Continuous improvement', es: 'Evolución continua' },
        text: {
          pt: 'Monitoramos, medimos e melhoramos. O produto continua evoluindo junto com o seu negócio.',
          en: 'We monitor, measure and improve. The product keeps evolving together with your business.',
          es: 'Monitoreamos, medimos y mejoramos. El producto sigue evolucionando junto con tu negocio.',
        },
      },
    ],
  },
};

/*
 * What each public page showed before it was built from blocks (decision 047), in order, every text word
 * for word in the three languages of the site's dictionaries at that time: the blocks a page gets on the
 * first start, and what a database with sections of the old types starts from. The dictionaries no longer
 * hold these texts; a page's editors own them once they are written.
 */
export const DEFAULT_PAGE_BLOCKS: Readonly<Record<ContentPage, readonly TDefaultBlock[]>> = {
  home: [
    {
      type: 'hero',
      content: {
        visual: 'home',
        eyebrow: { pt: 'Software house brasileira', en: 'Brazilian software house', es: 'Software house brasileña' },
        title: {
          pt: 'Tecnologia sob medida para empresas que não podem parar.',
          en: 'Tailor-made technology for companies that cannot stop.',
          es: 'Tecnología a medida para empresas que no pueden detenerse.',
        },
        description: {
          pt: 'Criamos software, aplicativos e squads de tecnologia que resolvem problemas reais de negócio, do primeiro protótipo à operação em escala.',
          en: 'We build software, apps and technology squads that solve real business problems, from the first prototype to operation at scale.',
          es: 'Creamos software, aplicaciones y squads de tecnología que resuelven problemas reales de negocio, del primer prototipo a la operación a escala.',
        },
        buttons: [
          {
            label: { pt: 'Ver todos os cases', en: 'See all cases', es: 'Ver todos los casos' },
            href: '/cases',
            style: 'primary',
          },
          {
            label: { pt: 'Falar com um especialista', en: 'Talk to a specialist', es: 'Hablar con un especialista' },
            href: '/contato',
            style: 'secondary',
          },
        ],
        metrics: [
          {
            value: '13+',
            label: { pt: 'anos de mercado', en: 'years in the market', es: 'años en el mercado' },
          },
          {
            value: '100+',
            label: { pt: 'empresas atendidas', en: 'companies served', es: 'empresas atendidas' },
          },
          {
            value: '200+',
            label: { pt: 'projetos entregues', en: 'projects delivered', es: 'proyectos entregados' },
          },
        ],
      },
    },
    {
      type: 'cases',
      content: {
        eyebrow: { pt: 'Cases', en: 'Cases', es: 'Casos' },
        title: {
          pt: 'Projetos que já estão fazendo diferença',
          en: 'Projects already making a difference',
          es: 'Proyectos que ya están marcando la diferencia',
        },
        text: {
          pt: 'Bancos, varejistas, healthtechs e indústrias confiam no nosso time para tirar ideias do papel. Alguns dos projetos que entregamos:',
          en: 'Banks, retailers, healthtechs and manufacturers trust our team to turn ideas into reality. A few of the projects we delivered:',
          es: 'Bancos, minoristas, healthtechs e industrias confían en nuestro equipo para hacer realidad sus ideas. Algunos de los proyectos que entregamos:',
        },
        source: 'all',
        linkLabel: { pt: 'Ver todos os cases', en: 'See all cases', es: 'Ver todos los casos' },
      },
    },
    {
      type: 'cards',
      content: {
        eyebrow: { pt: 'O que fazemos', en: 'What we do', es: 'Qué hacemos' },
        title: { pt: 'Como podemos ajudar', en: 'How we can help', es: 'Cómo podemos ayudarte' },
        text: {
          pt: 'Três formas de colocar tecnologia para trabalhar pelo seu negócio. Escolha por onde começar: a gente cuida do resto.',
          en: 'Three ways to put technology to work for your business. Choose where to start: we take care of the rest.',
          es: 'Tres formas de poner la tecnología a trabajar para tu negocio. Elige por dónde empezar: nosotros nos encargamos del resto.',
        },
        style: 'services',
        background: 'tint',
        items: [
          {
            icon: 'code',
            title: { pt: 'Software sob medida', en: 'Custom software', es: 'Software a medida' },
            text: {
              pt: 'Produtos digitais, SaaS e automação de processos desenhados para o seu negócio.',
              en: 'Digital products, SaaS and process automation designed for your business.',
              es: 'Productos digitales, SaaS y automatización de procesos diseñados para tu negocio.',
            },
            href: '/software',
            linkLabel: { pt: 'Solicitar contato', en: 'Request contact', es: 'Solicitar contacto' },
          },
          {
            icon: 'smartphone',
            title: { pt: 'Aplicativos', en: 'Mobile apps', es: 'Aplicaciones' },
            text: {
              pt: 'Apps Android e iOS com experiência impecável, do discovery à publicação nas lojas.',
              en: 'Android and iOS apps with a flawless experience, from discovery to the app stores.',
              es: 'Apps Android e iOS con una experiencia impecable, del discovery a la publicación en las tiendas.',
            },
            href: '/aplicativo',
            linkLabel: { pt: 'Solicitar contato', en: 'Request contact', es: 'Solicitar contacto' },
          },
          {
            icon: 'users-round',
            title: { pt: 'Outsourcing de TI', en: 'IT outsourcing', es: 'Outsourcing de TI' },
            text: {
              pt: 'Squads dedicadas ou profissionais alocados para acelerar o seu time.',
              en: 'Dedicated squads or allocated professionals to speed up your team.',
              es: 'Squads dedicados o profesionales asignados para acelerar tu equipo.',
            },
            href: '/outsourcing',
            linkLabel: { pt: 'Solicitar contato', en: 'Request contact', es: 'Solicitar contacto' },
          },
        ],
      },
    },
    {
      type: 'posts',
      content: {
        eyebrow: { pt: 'Blog', en: 'Blog', es: 'Blog' },
        title: {
          pt: 'Ideias de quem está no dia a dia dos projetos',
          en: 'Ideas from people who live the projects every day',
          es: 'Ideas de quienes viven los proyectos día a día',
        },
        text: {
          pt: 'Arquitetura, produto, gestão e carreira: o que aprendemos construindo software para empresas de todos os tamanhos.',
          en: 'Architecture, product, management and careers: what we learn building software for companies of every size.',
          es: 'Arquitectura, producto, gestión y carrera: lo que aprendemos construyendo software para empresas de todos los tamaños.',
        },
        linkLabel: { pt: 'Ir para o blog', en: 'Go to the blog', es: 'Ir al blog' },
      },
    },
  ],
  sobre: [
    {
      type: 'hero',
      content: {
        visual: 'about',
        eyebrow: { pt: 'Quem somos', en: 'Who we are', es: 'Quiénes somos' },
        title: { pt: 'Sobre nós', en: 'About us', es: 'Sobre nosotros' },
        description: {
          pt: 'Somos uma software house brasileira com **mais de 13 anos de mercado**, criando software, aplicativos e squads de tecnologia para empresas que levam o digital a sério.\n\nComeçamos com uma convicção simples: **tecnologia boa é a que resolve um problema real**. Por isso, antes de escrever a primeira linha de código, a gente mergulha no negócio, conversa com quem vai usar e entende o que precisa dar certo.\n\nDe lá para cá, foram **mais de 200 projetos entregues** para **mais de 100 empresas**, de startups em fase de validação a grandes grupos em finanças, saúde, varejo, logística e educação. Em todos eles, o mesmo compromisso: transparência do começo ao fim e um time que veste a camisa do seu produto.',
          en: 'We are a Brazilian software house with **more than 13 years in the market**, building software, apps and technology squads for companies that take digital seriously.\n\nWe started from a simple belief: **good technology is technology that solves a real problem**. That is why, before writing the first line of code, we dive into the business, talk to the people who will use it and understand what has to go right.\n\nSince then, we have delivered **more than 200 projects** for **more than 100 companies**, from startups validating an idea to large groups in finance, healthcare, retail, logistics and education. In every one of them, the same commitment: transparency from start to finish and a team that truly owns your product.',
          es: 'Somos una software house brasileña con **más de 13 años en el mercado**, creando software, aplicaciones y squads de tecnología para empresas que se toman lo digital en serio.\n\nEmpezamos con una convicción sencilla: **la buena tecnología es la que resuelve un problema real**. Por eso, antes de escribir la primera línea de código, nos sumergimos en el negocio, hablamos con quienes van a usarlo y entendemos qué tiene que salir bien.\n\nDesde entonces, hemos entregado **más de 200 proyectos** para **más de 100 empresas**, desde startups que validan una idea hasta grandes grupos de finanzas, salud, retail, logística y educación. En todos, el mismo compromiso: transparencia de principio a fin y un equipo que se pone la camiseta de tu producto.',
        },
        metricsLabel: { pt: 'Nossos números', en: 'Our numbers', es: 'Nuestros números' },
        metrics: [
          {
            value: '13+',
            label: { pt: 'anos de mercado', en: 'years in the market', es: 'años en el mercado' },
          },
          {
            value: '100+',
            label: { pt: 'empresas atendidas', en: 'companies served', es: 'empresas atendidas' },
          },
          {
            value: '200+',
            label: { pt: 'projetos entregues', en: 'projects delivered', es: 'proyectos entregados' },
          },
        ],
        buttons: [],
      },
    },
    {
      type: 'accordion',
      content: {
        eyebrow: { pt: 'Mindset', en: 'Mindset', es: 'Mentalidad' },
        title: { pt: 'Cinco pilares que guiam cada projeto', en: 'Five pillars behind every project', es: 'Cinco pilares que guían cada proyecto' },
        text: {
          pt: 'Não é só o que entregamos, é como entregamos. Estes são os princípios que fazem clientes continuarem com a gente por anos.',
          en: 'It is not only what we deliver, it is how we deliver it. These are the principles that keep clients working with us for years.',
          es: 'No es solo lo que entregamos, es cómo lo entregamos. Estos son los principios por los que nuestros clientes siguen con nosotros durante años.',
        },
        buttons: [
          {
            label: { pt: 'Falar com um especialista', en: 'Talk to a specialist', es: 'Hablar con un especialista' },
            href: '/contato',
            style: 'primary',
          },
        ],
        background: 'tint',
        items: [
          {
            title: { pt: 'Cultura', en: 'Culture', es: 'Cultura' },
            text: {
              pt: 'Gente curiosa, autônoma e que gosta de aprender. Incentivamos a troca de conhecimento, o feedback sincero e a responsabilidade de ponta a ponta: quem constrói também se importa com o resultado em produção.',
              en: 'Curious, autonomous people who love to learn. We encourage knowledge sharing, honest feedback and end-to-end ownership: whoever builds it also cares about how it runs in production.',
              es: 'Personas curiosas, autónomas y con ganas de aprender. Fomentamos el intercambio de conocimiento, el feedback sincero y la responsabilidad de punta a punta: quien construye también se preocupa por el resultado en producción.',
            },
          },
          {
            title: { pt: 'Relacionamento', en: 'Relationship', es: 'Relación' },
            text: {
              pt: 'Trabalhamos lado a lado com o seu time, com comunicação direta e sem intermediários. Você sabe quem está no projeto, o que está sendo feito e por quê, em cada etapa.',
              en: 'We work side by side with your team, with direct communication and no middlemen. You know who is on the project, what is being done and why, at every step.',
              es: 'Trabajamos codo a codo con tu equipo, con comunicación directa y sin intermediarios. Sabes quién está en el proyecto, qué se está haciendo y por qué, en cada etapa.',
            },
          },
          {
            title: { pt: 'Estratégia', en: 'Strategy', es: 'Estrategia' },
            text: {
              pt: 'Antes do código vem o porquê. Entendemos os objetivos do negócio, priorizamos o que gera mais valor e desenhamos uma arquitetura que acompanha o crescimento do produto.',
              en: 'The why comes before the code. We understand the business goals, prioritise what creates the most value and design an architecture that keeps up with the product as it grows.',
              es: 'Antes del código viene el porqué. Entendemos los objetivos del negocio, priorizamos lo que genera más valor y diseñamos una arquitectura que acompaña el crecimiento del producto.',
            },
          },
          {
            title: { pt: 'Processos', en: 'Processes', es: 'Procesos' },
            text: {
              pt: 'Métodos ágeis na medida certa: ciclos curtos, entregas frequentes, code review, testes automatizados e integração contínua. Previsibilidade para você, qualidade para o produto.',
              en: 'Agile methods in the right measure: short cycles, frequent releases, code review, automated tests and continuous integration. Predictability for you, quality for the product.',
              es: 'Métodos ágiles en su justa medida: ciclos cortos, entregas frecuentes, code review, pruebas automatizadas e integración continua. Previsibilidad para ti, calidad para el producto.',
            },
          },
          {
            title: { pt: 'Resultados', en: 'Results', es: 'Resultados' },
            text: {
              pt: 'Medimos o sucesso pelo impacto: mais vendas, menos retrabalho, processos mais rápidos, usuários satisfeitos. Cada entrega precisa fazer diferença no seu indicador.',
              en: 'We measure success by impact: more sales, less rework, faster processes, happier users. Every release has to move your numbers.',
              es: 'Medimos el éxito por el impacto: más ventas, menos retrabajo, procesos más rápidos, usuarios satisfechos. Cada entrega tiene que mover tus indicadores.',
            },
          },
        ],
      },
    },
    {
      type: 'technologies',
      content: {
        eyebrow: { pt: 'Tecnologias', en: 'Technologies', es: 'Tecnologías' },
        title: {
          pt: 'Stack moderna, escolhida a dedo para cada desafio',
          en: 'A modern stack, hand-picked for each challenge',
          es: 'Un stack moderno, elegido a mano para cada desafío',
        },
        text: {
          pt: 'Dominamos as linguagens, frameworks e plataformas que sustentam produtos digitais de alto desempenho, da interface à nuvem.',
          en: 'We master the languages, frameworks and platforms behind high-performance digital products, from the interface to the cloud.',
          es: 'Dominamos los lenguajes, frameworks y plataformas que sostienen productos digitales de alto rendimiento, de la interfaz a la nube.',
        },
      },
    },
  ],
  software: [
    {
      type: 'hero',
      content: {
        visual: 'service',
        eyebrow: { pt: 'Software sob medida', en: 'Custom software', es: 'Software a medida' },
        title: { pt: 'Desenvolvimento de software sob medida', en: 'Custom software development', es: 'Desarrollo de software a medida' },
        description: {
          pt: 'Do SaaS que nasce de uma ideia à automação dos processos que já existem na sua empresa: software pensado para o seu negócio, construído para durar.',
          en: 'From the SaaS born from an idea to the automation of the processes your company already runs: software designed for your business and built to last.',
          es: 'Del SaaS que nace de una idea a la automatización de los procesos que tu empresa ya tiene: software pensado para tu negocio y construido para durar.',
        },
        buttons: [
          {
            label: { pt: 'Quero tirar meu projeto do papel', en: 'I want to get my project started', es: 'Quiero poner en marcha mi proyecto' },
            href: '#contato',
            style: 'primary',
          },
          {
            label: { pt: 'Ver cases', en: 'See cases', es: 'Ver casos' },
            href: '/cases',
            style: 'secondary',
          },
        ],
        metricsLabel: { pt: 'Nossos números', en: 'Our numbers', es: 'Nuestros números' },
        metrics: [
          {
            value: '13+',
            label: { pt: 'anos de mercado', en: 'years in the market', es: 'años en el mercado' },
          },
          {
            value: '100+',
            label: { pt: 'empresas atendidas', en: 'companies served', es: 'empresas atendidas' },
          },
          {
            value: '200+',
            label: { pt: 'projetos entregues', en: 'projects delivered', es: 'proyectos entregados' },
          },
        ],
      },
    },
    {
      type: 'cards',
      content: {
        eyebrow: { pt: 'Cenários', en: 'Scenarios', es: 'Escenarios' },
        title: { pt: 'Em que momento está o seu projeto?', en: 'Where is your project today?', es: '¿En qué momento está tu proyecto?' },
        text: {
          pt: 'Cada empresa chega até nós de um jeito. Estes são os três cenários mais comuns, e como ajudamos em cada um.',
          en: 'Every company reaches us in a different way. These are the three most common scenarios, and how we help in each one.',
          es: 'Cada empresa llega a nosotros de una forma distinta. Estos son los tres escenarios más comunes y cómo ayudamos en cada uno.',
        },
        style: 'numbered',
        background: 'tint',
        items: [
          {
            icon: 'lightbulb',
            title: {
              pt: 'Produto digital ou SaaS a partir de uma ideia',
              en: 'A digital product or SaaS from an idea',
              es: 'Producto digital o SaaS a partir de una idea',
            },
            text: {
              pt: 'Você tem uma ideia e quer transformá-la em um produto digital ou em um SaaS sob medida. Validamos a proposta de valor, desenhamos o MVP e construímos uma base sólida para escalar quando os clientes chegarem.',
              en: 'You have an idea and want to turn it into a digital product or a custom SaaS. We validate the value proposition, design the MVP and build a solid foundation to scale when customers arrive.',
              es: 'Tienes una idea y quieres convertirla en un producto digital o en un SaaS a medida. Validamos la propuesta de valor, diseñamos el MVP y construimos una base sólida para escalar cuando lleguen los clientes.',
            },
          },
          {
            icon: 'workflow',
            title: {
              pt: 'Software para otimizar e automatizar processos',
              en: 'Software to optimise and automate processes',
              es: 'Software para optimizar y automatizar procesos',
            },
            text: {
              pt: 'Planilhas, retrabalho e sistemas que não conversam entre si custam caro. Mapeamos o processo, eliminamos gargalos e criamos o software que automatiza o que hoje é manual, integrado ao que você já usa.',
              en: 'Spreadsheets, rework and systems that do not talk to each other are expensive. We map the process, remove bottlenecks and build the software that automates what is manual today, integrated with the tools you already use.',
              es: 'Las hojas de cálculo, el retrabajo y los sistemas que no se comunican entre sí salen caros. Mapeamos el proceso, eliminamos cuellos de botella y creamos el software que automatiza lo que hoy es manual, integrado con lo que ya usas.',
            },
          },
          {
            icon: 'refresh-ccw',
            title: { pt: 'Portabilidade de projeto', en: 'Project portability', es: 'Portabilidad de proyectos' },
            text: {
              pt: 'O projeto parou no meio do caminho? Avaliamos o código, a arquitetura e o que já foi entregue, e propomos um plano claro, com prazos e custos realistas, para finalizá-lo e colocá-lo em produção.',
              en: 'Did your project stall halfway? We assess the code, the architecture and what has already been delivered, and propose a clear plan, with realistic timelines and costs, to finish it and take it to production.',
              es: '¿Tu proyecto se quedó a mitad de camino? Evaluamos el código, la arquitectura y lo que ya se entregó, y proponemos un plan claro, con plazos y costos realistas, para terminarlo y llevarlo a producción.',
            },
          },
        ],
      },
    },
    {
      type: 'cards',
      content: {
        eyebrow: { pt: 'Por que a gente', en: 'Why us', es: 'Por qué nosotros' },
        title: {
          pt: 'O que você ganha com um software feito sob medida',
          en: 'What you gain with custom-built software',
          es: 'Lo que ganas con un software hecho a medida',
        },
        text: {
          pt: 'Mais do que entregar funcionalidades, entregamos um ativo que trabalha pelo seu negócio por muitos anos.',
          en: 'More than shipping features, we deliver an asset that works for your business for years.',
          es: 'Más que entregar funcionalidades, entregamos un activo que trabaja para tu negocio durante muchos años.',
        },
        style: 'features',
        items: [
          {
            icon: 'puzzle',
            title: { pt: 'Feito para o seu processo', en: 'Built around your process', es: 'Hecho para tu proceso' },
            text: {
              pt: 'Nada de adaptar a operação a um sistema genérico: o software segue as regras do seu negócio.',
              en: 'No bending your operation to fit generic software: the system follows your business rules.',
              es: 'Nada de adaptar tu operación a un sistema genérico: el software sigue las reglas de tu negocio.',
            },
          },
          {
            icon: 'key-round',
            title: { pt: 'Código que é seu', en: 'Code that is yours', es: 'Un código que es tuyo' },
            text: {
              pt: 'Código-fonte, documentação e propriedade intelectual ficam com a sua empresa. Sem amarras.',
              en: 'Source code, documentation and intellectual property belong to your company. No lock-in.',
              es: 'El código fuente, la documentación y la propiedad intelectual quedan en tu empresa. Sin ataduras.',
            },
          },
          {
            icon: 'layers',
            title: { pt: 'Arquitetura que escala', en: 'Architecture that scales', es: 'Arquitectura que escala' },
            text: {
              pt: 'Nuvem, APIs e banco de dados dimensionados para crescer junto com o número de usuários.',
              en: 'Cloud, APIs and databases sized to grow together with your number of users.',
              es: 'Nube, APIs y bases de datos dimensionadas para crecer junto con el número de usuarios.',
            },
          },
          {
            icon: 'badge-check',
            title: { pt: 'Qualidade automatizada', en: 'Automated quality', es: 'Calidad automatizada' },
            text: {
              pt: 'Testes automatizados, code review e integração contínua em cada entrega, não só no fim.',
              en: 'Automated tests, code review and continuous integration in every release, not just at the end.',
              es: 'Pruebas automatizadas, code review e integración continua en cada entrega, no solo al final.',
            },
          },
          {
            icon: 'shield-check',
            title: { pt: 'Segurança e LGPD', en: 'Security and privacy', es: 'Seguridad y privacidad' },
            text: {
              pt: 'Boas práticas de segurança e privacidade desde o primeiro commit, com dados protegidos.',
              en: 'Security and data-protection best practices (LGPD included) from the very first commit.',
              es: 'Buenas prácticas de seguridad y protección de datos (incluida la LGPD) desde el primer commit.',
            },
          },
          {
            icon: 'life-buoy',
            title: { pt: 'Sustentação e evolução', en: 'Support and evolution', es: 'Soporte y evolución' },
            text: {
              pt: 'Depois do lançamento, seguimos juntos: monitoramento, melhorias e novas funcionalidades.',
              en: 'After launch we stay together: monitoring, improvements and new features.',
              es: 'Después del lanzamiento seguimos juntos: monitoreo, mejoras y nuevas funcionalidades.',
            },
          },
        ],
      },
    },
    {
      type: 'cases',
      content: {
        eyebrow: { pt: 'Cases', en: 'Cases', es: 'Casos' },
        title: {
          pt: 'Software que já roda no dia a dia dos nossos clientes',
          en: 'Software already running our clients’ day-to-day',
          es: 'Software que ya forma parte del día a día de nuestros clientes',
        },
        text: {
          pt: 'Plataformas, sistemas internos e SaaS que entregamos para empresas de vários setores.',
          en: 'Platforms, internal systems and SaaS products we delivered for companies across many industries.',
          es: 'Plataformas, sistemas internos y SaaS que entregamos a empresas de diversos sectores.',
        },
        source: 'software',
        linkLabel: { pt: 'Ver todos os cases', en: 'See all cases', es: 'Ver todos los casos' },
        background: 'tint',
      },
    },
    PROCESS_STEPS,
    {
      type: 'contact',
      content: {
        eyebrow: { pt: 'Fale com um especialista', en: 'Talk to a specialist', es: 'Habla con un especialista' },
        title: { pt: 'Vamos desenhar o seu software?', en: 'Shall we design your software?', es: '¿Diseñamos tu software?' },
        text: {
          pt: 'Conte em poucas linhas o que você precisa: um produto novo, uma automação ou um projeto para retomar. Um especialista em software analisa o seu caso e volta com os próximos passos em até um dia útil.',
          en: 'Tell us in a few lines what you need: a new product, an automation or a project to get back on track. A software specialist reviews your case and gets back to you with the next steps within one business day.',
          es: 'Cuéntanos en pocas líneas lo que necesitas: un producto nuevo, una automatización o un proyecto para retomar. Un especialista en software analiza tu caso y te responde con los próximos pasos en hasta un día hábil.',
        },
        source: 'software',
      },
    },
  ],
  aplicativo: [
    {
      type: 'hero',
      content: {
        visual: 'service-form',
        eyebrow: { pt: 'Aplicativos Android e iOS', en: 'Android and iOS apps', es: 'Aplicaciones Android e iOS' },
        title: { pt: 'Desenvolvimento de aplicativos', en: 'App development', es: 'Desarrollo de aplicaciones' },
        description: {
          pt: 'Aplicativos Android e iOS rápidos, bonitos e fáceis de usar, feitos por quem entende de produto: do discovery à publicação nas lojas.',
          en: 'Fast, beautiful and easy-to-use Android and iOS apps, built by people who understand product: from discovery to the app stores.',
          es: 'Aplicaciones Android e iOS rápidas, atractivas y fáciles de usar, hechas por quienes entienden de producto: del discovery a la publicación en las tiendas.',
        },
        buttons: [
          {
            label: { pt: 'Ver cases', en: 'See cases', es: 'Ver casos' },
            href: '/cases',
            style: 'secondary',
          },
        ],
        metrics: [
          {
            value: '13+',
            label: { pt: 'anos de mercado', en: 'years in the market', es: 'años en el mercado' },
          },
          {
            value: '100+',
            label: { pt: 'empresas atendidas', en: 'companies served', es: 'empresas atendidas' },
          },
          {
            value: '200+',
            label: { pt: 'projetos entregues', en: 'projects delivered', es: 'proyectos entregados' },
          },
        ],
        formTitle: { pt: 'Conte sobre o seu app', en: 'Tell us about your app', es: 'Cuéntanos sobre tu app' },
        formText: {
          pt: 'Respondemos em até um dia útil com os próximos passos.',
          en: 'We reply within one business day with the next steps.',
          es: 'Respondemos en hasta un día hábil con los próximos pasos.',
        },
      },
    },
    {
      type: 'cases',
      content: {
        eyebrow: { pt: 'Cases', en: 'Cases', es: 'Casos' },
        title: {
          pt: 'Apps que estão no bolso de milhares de pessoas',
          en: 'Apps in the pockets of thousands of people',
          es: 'Apps que están en el bolsillo de miles de personas',
        },
        text: {
          pt: 'Aplicativos e plataformas digitais que colocamos no ar para os nossos clientes.',
          en: 'Apps and digital platforms we launched for our clients.',
          es: 'Aplicaciones y plataformas digitales que pusimos en marcha para nuestros clientes.',
        },
        source: 'app',
        linkLabel: { pt: 'Ver todos os cases', en: 'See all cases', es: 'Ver todos los casos' },
        background: 'tint',
      },
    },
    {
      type: 'cards',
      content: {
        eyebrow: { pt: 'Serviços', en: 'Services', es: 'Servicios' },
        title: {
          pt: 'Tudo o que o seu app precisa, em um só time',
          en: 'Everything your app needs, in one team',
          es: 'Todo lo que tu app necesita, en un solo equipo',
        },
        text: {
          pt: 'Da primeira tela ao milionésimo download, cuidamos de cada etapa do ciclo de vida do aplicativo.',
          en: 'From the first screen to the millionth download, we take care of every stage of the app’s life cycle.',
          es: 'De la primera pantalla a la millonésima descarga, cuidamos cada etapa del ciclo de vida de la aplicación.',
        },
        style: 'features',
        items: [
          {
            icon: 'smartphone',
            title: { pt: 'Apps nativos', en: 'Native apps', es: 'Apps nativas' },
            text: {
              pt: 'Kotlin para Android e Swift para iOS quando o app precisa do máximo de desempenho e de recursos do aparelho.',
              en: 'Kotlin for Android and Swift for iOS when the app needs top performance and full access to the device.',
              es: 'Kotlin para Android y Swift para iOS cuando la app necesita el máximo rendimiento y acceso a los recursos del dispositivo.',
            },
          },
          {
            icon: 'layers',
            title: { pt: 'Apps multiplataforma', en: 'Cross-platform apps', es: 'Apps multiplataforma' },
            text: {
              pt: 'Flutter e React Native para lançar em Android e iOS com um único código, mais rápido e com menor custo.',
              en: 'Flutter and React Native to launch on Android and iOS from a single codebase, faster and at a lower cost.',
              es: 'Flutter y React Native para lanzar en Android e iOS con un solo código, más rápido y a menor costo.',
            },
          },
          {
            icon: 'pen-tool',
            title: { pt: 'UX e UI design', en: 'UX and UI design', es: 'Diseño UX y UI' },
            text: {
              pt: 'Pesquisa, protótipos navegáveis e interfaces que as pessoas entendem de primeira.',
              en: 'Research, clickable prototypes and interfaces people understand at first sight.',
              es: 'Investigación, prototipos navegables e interfaces que las personas entienden a la primera.',
            },
          },
          {
            icon: 'server-cog',
            title: { pt: 'APIs e back-end', en: 'APIs and back end', es: 'APIs y back end' },
            text: {
              pt: 'Integrações, autenticação, notificações push e painéis administrativos que sustentam o app.',
              en: 'Integrations, authentication, push notifications and admin panels that power the app.',
              es: 'Integraciones, autenticación, notificaciones push y paneles administrativos que sostienen la app.',
            },
          },
          {
            icon: 'rocket',
            title: { pt: 'Publicação nas lojas', en: 'App store publishing', es: 'Publicación en las tiendas' },
            text: {
              pt: 'Preparamos e publicamos o app na App Store e no Google Play, cuidando de todo o processo de revisão.',
              en: 'We prepare and publish the app on the App Store and Google Play, handling the whole review process.',
              es: 'Preparamos y publicamos la app en App Store y Google Play, encargándonos de todo el proceso de revisión.',
            },
          },
          {
            icon: 'headset',
            title: { pt: 'Sustentação e evolução', en: 'Support and evolution', es: 'Soporte y evolución' },
            text: {
              pt: 'Monitoramento de falhas, atualizações de sistema operacional e novas funcionalidades a cada versão.',
              en: 'Crash monitoring, operating system updates and new features in every release.',
              es: 'Monitoreo de fallos, actualizaciones del sistema operativo y nuevas funcionalidades en cada versión.',
            },
          },
        ],
      },
    },
    {
      type: 'technologies',
      content: {
        eyebrow: { pt: 'Tecnologias', en: 'Technologies', es: 'Tecnologías' },
        title: {
          pt: 'As ferramentas certas para cada aplicativo',
          en: 'The right tools for every app',
          es: 'Las herramientas adecuadas para cada aplicación',
        },
        text: {
          pt: 'Escolhemos a stack pelo que o seu app precisa, não por costume: nativo, multiplataforma, nuvem e dados.',
          en: 'We choose the stack for what your app needs, not out of habit: native, cross-platform, cloud and data.',
          es: 'Elegimos el stack según lo que tu app necesita, no por costumbre: nativo, multiplataforma, nube y datos.',
        },
        only: ['kotlin', 'swift', 'flutter', 'react', 'typescript', 'nodejs', 'java', 'python', 'postgresql', 'mongodb', 'googlecloud', 'docker'],
        background: 'tint',
      },
    },
    {
      type: 'contact',
      content: {
        eyebrow: { pt: 'Fale com um especialista', en: 'Talk to a specialist', es: 'Habla con un especialista' },
        title: { pt: 'Vamos tirar o seu app do papel?', en: 'Shall we get your app off the ground?', es: '¿Hacemos realidad tu app?' },
        text: {
          pt: 'Conte a ideia, o público e as plataformas que você tem em mente, mesmo que ainda seja um rascunho. Um especialista em aplicativos retorna em até um dia útil com uma estimativa e os próximos passos.',
          en: 'Tell us the idea, the audience and the platforms you have in mind, even if it is still a rough sketch. An app specialist gets back to you within one business day with an estimate and the next steps.',
          es: 'Cuéntanos la idea, el público y las plataformas que tienes en mente, aunque todavía sea un borrador. Un especialista en aplicaciones te responde en hasta un día hábil con una estimación y los próximos pasos.',
        },
        source: 'aplicativo',
      },
    },
  ],
  outsourcing: [
    {
      type: 'hero',
      content: {
        visual: 'service',
        eyebrow: { pt: 'Outsourcing de TI', en: 'IT outsourcing', es: 'Outsourcing de TI' },
        title: {
          pt: 'Times de tecnologia prontos para acelerar o seu roadmap',
          en: 'Technology teams ready to speed up your roadmap',
          es: 'Equipos de tecnología listos para acelerar tu roadmap',
        },
        description: {
          pt: 'Squads dedicadas e profissionais alocados para dar ritmo ao seu roadmap sem perder qualidade. Você escolhe o formato, a gente garante o time certo.',
          en: 'Dedicated squads and allocated professionals to keep your roadmap moving without losing quality. You choose the format, we make sure it is the right team.',
          es: 'Squads dedicados y profesionales asignados para dar ritmo a tu roadmap sin perder calidad. Tú eliges el formato, nosotros garantizamos el equipo adecuado.',
        },
        buttons: [
          {
            label: { pt: 'Quero montar meu time', en: 'I want to build my team', es: 'Quiero armar mi equipo' },
            href: '#contato',
            style: 'primary',
          },
          {
            label: { pt: 'Ver cases', en: 'See cases', es: 'Ver casos' },
            href: '/cases',
            style: 'secondary',
          },
        ],
        metricsLabel: { pt: 'Nossos números', en: 'Our numbers', es: 'Nuestros números' },
        metrics: [
          {
            value: '+13',
            label: { pt: 'anos de mercado', en: 'years in the market', es: 'años en el mercado' },
          },
          {
            value: '+100',
            label: { pt: 'empresas atendidas', en: 'companies served', es: 'empresas atendidas' },
          },
          {
            value: '+200',
            label: { pt: 'projetos entregues', en: 'projects delivered', es: 'proyectos entregados' },
          },
        ],
      },
    },
    {
      type: 'plans',
      content: {
        eyebrow: { pt: 'Formatos de contratação', en: 'Engagement models', es: 'Modelos de contratación' },
        title: {
          pt: 'Dois formatos, o mesmo padrão de qualidade',
          en: 'Two formats, the same quality standard',
          es: 'Dos formatos, el mismo estándar de calidad',
        },
        text: {
          pt: 'Escolha o modelo que combina com a maturidade do seu time e com o nível de gestão que você quer assumir.',
          en: 'Pick the model that matches the maturity of your team and how much management you want to take on.',
          es: 'Elige el modelo que encaja con la madurez de tu equipo y con el nivel de gestión que quieres asumir.',
        },
        background: 'tint',
        items: [
          {
            icon: 'users-round',
            tag: { pt: 'Squad dedicada', en: 'Dedicated squad', es: 'Squad dedicado' },
            name: { pt: 'Squad gerenciada', en: 'Managed squad', es: 'Squad gestionado' },
            text: {
              pt: 'Um time completo e multidisciplinar, dedicado ao seu produto e gerenciado por nós, com foco em entregar resultados.',
              en: 'A complete, cross-functional team dedicated to your product and managed by us, focused on delivering results.',
              es: 'Un equipo completo y multidisciplinario, dedicado a tu producto y gestionado por nosotros, enfocado en entregar resultados.',
            },
            points: {
              pt: 'Desenvolvedores, QA, design e agilista no mesmo time\nGestão, ritos e indicadores por nossa conta\nCompromisso com entregas e metas, não com horas',
              en: 'Developers, QA, design and an agile lead in one team\nManagement, rituals and metrics are on us\nCommitted to deliverables and goals, not hours',
              es: 'Desarrolladores, QA, diseño y agilista en el mismo equipo\nLa gestión, los rituales y los indicadores corren por nuestra cuenta\nCompromiso con entregas y metas, no con horas',
            },
            featured: true,
          },
          {
            icon: 'user-round-plus',
            tag: { pt: 'Profissionais alocados', en: 'Allocated professionals', es: 'Profesionales asignados' },
            name: { pt: 'Body shop', en: 'Body shop', es: 'Body shop' },
            text: {
              pt: 'Profissionais especializados que se integram ao seu time, seguindo os seus processos e a sua liderança técnica.',
              en: 'Specialised professionals who join your team and follow your processes and your technical leadership.',
              es: 'Profesionales especializados que se integran a tu equipo y siguen tus procesos y tu liderazgo técnico.',
            },
            points: {
              pt: 'Reforço rápido para demandas pontuais ou contínuas\nPerfis selecionados para a sua stack e a sua cultura\nAumente ou reduza o time conforme a necessidade',
              en: 'Fast reinforcement for one-off or ongoing demand\nProfiles selected for your stack and your culture\nGrow or shrink the team as you need',
              es: 'Refuerzo rápido para demandas puntuales o continuas\nPerfiles seleccionados para tu stack y tu cultura\nAumenta o reduce el equipo según lo necesites',
            },
            featured: false,
          },
        ],
      },
    },
    {
      type: 'cards',
      content: {
        eyebrow: { pt: 'O que oferecemos', en: 'What we offer', es: 'Qué ofrecemos' },
        title: {
          pt: 'Por que terceirizar tecnologia com a gente',
          en: 'Why outsource technology with us',
          es: 'Por qué tercerizar tecnología con nosotros',
        },
        text: {
          pt: 'Seis compromissos que você encontra em qualquer formato de contratação.',
          en: 'Six commitments you get in either engagement model.',
          es: 'Seis compromisos que encuentras en cualquier modelo de contratación.',
        },
        style: 'features',
        items: [
          {
            icon: 'zap',
            title: { pt: 'Agilidade', en: 'Agility', es: 'Agilidad' },
            text: {
              pt: 'Profissionais selecionados e prontos para começar em poucos dias, não em meses de recrutamento.',
              en: 'Screened professionals ready to start in days, not after months of recruiting.',
              es: 'Profesionales seleccionados y listos para empezar en pocos días, no tras meses de reclutamiento.',
            },
          },
          {
            icon: 'badge-check',
            title: { pt: 'Qualidade', en: 'Quality', es: 'Calidad' },
            text: {
              pt: 'Avaliação técnica rigorosa, boas práticas de engenharia e acompanhamento contínuo de desempenho.',
              en: 'Rigorous technical assessment, sound engineering practices and continuous performance follow-up.',
              es: 'Evaluación técnica rigurosa, buenas prácticas de ingeniería y seguimiento continuo del desempeño.',
            },
          },
          {
            icon: 'sliders-horizontal',
            title: { pt: 'Flexibilidade', en: 'Flexibility', es: 'Flexibilidad' },
            text: {
              pt: 'Ajuste o tamanho e o perfil do time conforme o roadmap muda, sem burocracia.',
              en: 'Adjust the size and profile of the team as the roadmap changes, without red tape.',
              es: 'Ajusta el tamaño y el perfil del equipo a medida que cambia el roadmap, sin burocracia.',
            },
          },
          {
            icon: 'heart-handshake',
            title: { pt: 'Cultura', en: 'Culture', es: 'Cultura' },
            text: {
              pt: 'Gente que se integra ao seu jeito de trabalhar e veste a camisa do seu produto.',
              en: 'People who fit the way you work and truly own your product.',
              es: 'Personas que se adaptan a tu forma de trabajar y se ponen la camiseta de tu producto.',
            },
          },
          {
            icon: 'gauge',
            title: { pt: 'Gestão', en: 'Management', es: 'Gestión' },
            text: {
              pt: 'Acompanhamento próximo, indicadores claros e um ponto focal dedicado ao seu contrato.',
              en: 'Close follow-up, clear metrics and a dedicated point of contact for your contract.',
              es: 'Seguimiento cercano, indicadores claros y un punto de contacto dedicado a tu contrato.',
            },
          },
          {
            icon: 'shield-check',
            title: { pt: 'Segurança', en: 'Security', es: 'Seguridad' },
            text: {
              pt: 'Contratos claros, confidencialidade, LGPD e políticas de acesso seguro aos seus sistemas.',
              en: 'Clear contracts, confidentiality, data-protection compliance and secure access policies to your systems.',
              es: 'Contratos claros, confidencialidad, protección de datos y políticas de acceso seguro a tus sistemas.',
            },
          },
        ],
      },
    },
    {
      type: 'cases',
      content: {
        eyebrow: { pt: 'Cases', en: 'Cases', es: 'Casos' },
        title: {
          pt: 'Times que já aceleraram grandes operações',
          en: 'Teams that have already sped up large operations',
          es: 'Equipos que ya aceleraron grandes operaciones',
        },
        text: {
          pt: 'Alguns dos projetos em que as nossas squads fizeram a diferença.',
          en: 'Some of the projects where our squads made the difference.',
          es: 'Algunos de los proyectos en los que nuestros squads marcaron la diferencia.',
        },
        source: 'outsourcing',
        linkLabel: { pt: 'Ver todos os cases', en: 'See all cases', es: 'Ver todos los casos' },
        background: 'tint',
      },
    },
    PROCESS_STEPS,
    {
      type: 'contact',
      content: {
        eyebrow: { pt: 'Monte o seu time', en: 'Build your team', es: 'Arma tu equipo' },
        title: {
          pt: 'Precisa reforçar o seu time de tecnologia?',
          en: 'Need to strengthen your technology team?',
          es: '¿Necesitas reforzar tu equipo de tecnología?',
        },
        text: {
          pt: 'Conte quais perfis você procura, o tamanho do time e o prazo para começar. Um especialista em outsourcing retorna com uma proposta de formato e de profissionais em até um dia útil.',
          en: 'Tell us which profiles you are looking for, the size of the team and when you need to start. An outsourcing specialist gets back to you with a proposed format and candidates within one business day.',
          es: 'Cuéntanos qué perfiles buscas, el tamaño del equipo y cuándo necesitas empezar. Un especialista en outsourcing te responde con una propuesta de formato y de profesionales en hasta un día hábil.',
        },
        source: 'outsourcing',
      },
    },
  ],
  cases: [
    {
      type: 'hero',
      content: {
        visual: 'cases',
        eyebrow: { pt: 'Portfólio', en: 'Portfolio', es: 'Portafolio' },
        title: { pt: 'Nossos cases', en: 'Our cases', es: 'Nuestros casos' },
        description: {
          pt: 'Projetos reais, resultados reais: conheça o que construímos com os nossos clientes.',
          en: 'Real projects, real results: see what we built together with our clients.',
          es: 'Proyectos reales, resultados reales: conoce lo que construimos con nuestros clientes.',
        },
        metrics: [
          {
            value: '13+',
            label: { pt: 'anos de mercado', en: 'years in business', es: 'años de mercado' },
          },
          {
            value: '100+',
            label: { pt: 'empresas atendidas', en: 'companies served', es: 'empresas atendidas' },
          },
          {
            value: '200+',
            label: { pt: 'projetos entregues', en: 'projects delivered', es: 'proyectos entregados' },
          },
        ],
        buttons: [],
      },
    },
    {
      type: 'case-grid',
      content: {
        title: { pt: 'Todos os projetos', en: 'All projects', es: 'Todos los proyectos' },
      },
    },
  ],
  blog: [
    {
      type: 'hero',
      content: {
        visual: 'blog',
        eyebrow: { pt: 'Blog', en: 'Blog', es: 'Blog' },
        title: {
          pt: 'Ideias, bastidores e aprendizados de quem constrói software',
          en: 'Ideas, behind the scenes and lessons from people who build software',
          es: 'Ideas, bastidores y aprendizajes de quienes construyen software',
        },
        description: {
          pt: 'Conteúdo sobre tecnologia, produto e negócios escrito por quem está no dia a dia dos projetos.',
          en: 'Content on technology, product and business, written by people working on real projects every day.',
          es: 'Contenido sobre tecnología, producto y negocios, escrito por quienes viven los proyectos cada día.',
        },
        buttons: [],
        metrics: [],
      },
    },
    {
      type: 'blog-list',
      content: {
        title: { pt: 'Todos os artigos', en: 'All articles', es: 'Todos los artículos' },
      },
    },
  ],
  contato: [
    {
      type: 'hero',
      content: {
        visual: 'contact',
        eyebrow: { pt: 'Contato', en: 'Contact', es: 'Contacto' },
        title: { pt: 'Vamos conversar?', en: 'Let’s talk', es: '¿Hablamos?' },
        description: {
          pt: 'Conte para a gente sobre o seu desafio. Um especialista responde em até um dia útil.',
          en: 'Tell us about your challenge. A specialist replies within one business day.',
          es: 'Cuéntanos tu desafío. Un especialista responde en hasta un día hábil.',
        },
        buttons: [],
        metrics: [],
      },
    },
    {
      type: 'contact-page',
      content: {
        formTitle: { pt: 'Envie uma mensagem', en: 'Send us a message', es: 'Envíanos un mensaje' },
        formText: {
          pt: 'Preencha os campos abaixo e retornamos em até um dia útil.',
          en: 'Fill in the fields below and we will get back to you within one business day.',
          es: 'Completa los campos a continuación y te responderemos en hasta un día hábil.',
        },
        channelsTitle: { pt: 'Nossos canais', en: 'Our channels', es: 'Nuestros canales' },
        channelsText: {
          pt: 'Seja um produto novo, um aplicativo, um projeto parado ou um reforço para o seu time, a conversa começa aqui. Preencha o formulário ou use um dos nossos canais.',
          en: 'Whether it is a new product, an app, a stalled project or extra hands for your team, the conversation starts here. Fill in the form or use one of our channels.',
          es: 'Ya sea un producto nuevo, una aplicación, un proyecto detenido o un refuerzo para tu equipo, la conversación empieza aquí. Completa el formulario o usa uno de nuestros canales.',
        },
      },
    },
  ],
  obrigado: [
    {
      type: 'hero',
      content: {
        visual: 'thanks',
        title: {
          pt: 'Obrigado por entrar em contato conosco.',
          en: 'Thank you for getting in touch with us.',
          es: 'Gracias por ponerte en contacto con nosotros.',
        },
        description: {
          pt: 'Em breve, um de nossos especialistas irá te atender!',
          en: 'One of our specialists will be with you shortly!',
          es: '¡En breve, uno de nuestros especialistas te atenderá!',
        },
        buttons: [
          {
            label: { pt: 'Voltar para a página inicial', en: 'Back to the home page', es: 'Volver a la página de inicio' },
            href: '/',
            style: 'secondary',
          },
        ],
        metrics: [],
      },
    },
  ],
};
