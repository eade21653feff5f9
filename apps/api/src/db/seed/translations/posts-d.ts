import type { PostTranslation, Translations } from './types.js';

export const POSTS_D: Translations<PostTranslation> = {
  'Observabilidade sem complicação: logs, métricas e traces': {
    en: {
      title: 'Observability Made Simple: Logs, Metrics, and Traces',
      slug: 'observability-made-simple-logs-metrics-and-traces',
      excerpt:
        'When your system slows down at three in the morning, how long does it take your team to find out why? Here is how we build observability in from the very first version.',
      tags: ['observability', 'monitoring', 'opentelemetry', 'sre'],
      content: `Every system in production will, sooner or later, behave unexpectedly: slowdowns at a specific time of day, an error that only affects some customers, a queue that stops moving. **Observability** is the ability to understand what is happening on the inside based on what the system shows on the outside.

## The three pillars

- **Logs**: records of events, useful for understanding what happened in a specific request.
- **Metrics**: numbers aggregated over time, such as requests per second, latency, and error rate.
- **Traces**: the full path of a request through services, queues, and databases.

Each pillar answers different questions. Metrics tell you something is wrong; traces show you where; logs explain why.

## Structured logs from day one

Free-text logs are hard to search. We use JSON logs with standardized fields and a request ID that accompanies every message:

\`\`\`ts
logger.info(
  { requestId, route: '/api/orders', customerId, durationMs: 182 },
  'order created',
);
\`\`\`

This turns finding every message from a problematic request into a simple search. And we never log personal data or secrets.

## The metrics that matter

For each service, we start with four signals:

1. **Latency**: how long requests take, looking at the 95th and 99th percentiles, not just the average.
2. **Traffic**: how many requests come in.
3. **Errors**: how many fail.
4. **Saturation**: how close CPU, memory, database connections, and queues are to their limits.

Alerts are set on symptoms that affect users, such as high latency or error rate, not on every CPU fluctuation. Too many alerts become noise, and noise gets ignored.

## Traces with OpenTelemetry

OpenTelemetry has become the open standard for instrumentation. With it, the same instrumentation sends data to different tools, with no vendor lock-in. On a payments project, traces showed that 70% of the time spent in a slow operation went to a fraud-check query that was needlessly called twice. The fix took one afternoon.

> You can't improve what you can't see.

## Dashboards the business understands

In addition to the technical dashboards, we build a view with indicators that make sense to people outside of tech: orders per minute, declined payments, search response time. When the sales team notices a drop in those numbers, they can warn operations even before the alerts fire. And when there is an incident, it is easy to estimate the real impact on customers.

## Start small

You don't need to build a full platform on day one. Structured logs, four metrics per service, and a dashboard with alerts for the main symptoms already completely change how well the team can respond. **What matters is that observability is born with the system**, not after the first major incident.`,
    },
    es: {
      title: 'Observabilidad sin complicaciones: logs, métricas y trazas',
      slug: 'observabilidad-sin-complicaciones-logs-metricas-y-trazas',
      excerpt:
        'Cuando el sistema se pone lento a las tres de la mañana, ¿cuánto tarda tu equipo en descubrir el motivo? Te mostramos cómo estructuramos la observabilidad desde la primera versión.',
      tags: ['observabilidad', 'monitoreo', 'opentelemetry', 'sre'],
      content: `Todo sistema en producción, tarde o temprano, tendrá un comportamiento inesperado: lentitud en un horario específico, un error que solo les ocurre a algunos clientes, una cola que no avanza. La **observabilidad** es la capacidad de entender lo que sucede por dentro a partir de lo que el sistema muestra por fuera.

## Los tres pilares

- **Logs**: registros de eventos, útiles para entender qué pasó en una solicitud específica.
- **Métricas**: números agregados a lo largo del tiempo, como solicitudes por segundo, latencia y tasa de errores.
- **Trazas**: el recorrido completo de una solicitud a través de servicios, colas y bases de datos.

Cada pilar responde a preguntas distintas. Las métricas dicen que algo anda mal; las trazas muestran dónde; los logs explican por qué.

## Logs estructurados desde el inicio

Los logs en texto libre son difíciles de consultar. Usamos logs en JSON, con campos estandarizados y un identificador de solicitud que acompaña todos los mensajes:

\`\`\`ts
logger.info(
  { requestId, ruta: '/api/pedidos', clienteId, duracionMs: 182 },
  'pedido creado',
);
\`\`\`

Así, encontrar todos los mensajes de una solicitud problemática se vuelve una búsqueda sencilla. Y nunca registramos datos personales ni secretos en los logs.

## Las métricas que importan

Para cada servicio, empezamos con cuatro señales:

1. **Latencia**: cuánto tardan las solicitudes, mirando los percentiles 95 y 99, no solo el promedio.
2. **Tráfico**: cuántas solicitudes llegan.
3. **Errores**: cuántas fallan.
4. **Saturación**: qué tan cerca del límite están la CPU, la memoria, las conexiones con la base de datos y las colas.

Las alertas se configuran sobre síntomas que afectan a los usuarios, como latencia alta o tasa de errores, y no sobre cada variación de la CPU. Demasiadas alertas se convierten en ruido, y el ruido se ignora.

## Trazas con OpenTelemetry

OpenTelemetry se convirtió en el estándar abierto para la instrumentación. Con él, la misma instrumentación envía datos a distintas herramientas, sin quedar atado a un proveedor. En un proyecto de pagos, las trazas mostraron que el 70% del tiempo de una operación lenta se iba en una consulta antifraude que se llamaba dos veces sin necesidad. La corrección tomó una tarde.

> No se puede mejorar lo que no se puede ver.

## Paneles que el negocio entiende

Además de los paneles técnicos, creamos una vista con indicadores que tienen sentido para quienes no son del área de tecnología: pedidos por minuto, pagos rechazados, tiempo de respuesta de la búsqueda. Cuando el equipo comercial nota una caída en esas cifras, puede avisar a operaciones incluso antes de que se disparen las alertas. Y cuando hay un incidente, es fácil estimar el impacto real en los clientes.

## Empieza en pequeño

No hace falta montar una plataforma completa el primer día. Logs estructurados, cuatro métricas por servicio y un panel con alertas para los síntomas principales ya cambian por completo la capacidad de respuesta del equipo. **Lo importante es que la observabilidad nazca con el sistema**, y no después del primer incidente grave.`,
    },
  },
  'Marketing de conteúdo para empresas B2B de tecnologia': {
    en: {
      title: 'Content Marketing for B2B Tech Companies',
      slug: 'content-marketing-for-b2b-tech-companies',
      excerpt:
        'How to plan content that generates business opportunities, not just traffic, when your customer is another company.',
      tags: ['content marketing', 'b2b', 'lead generation', 'inbound'],
      content: `Selling technology to businesses is a long process, with several people involved in the decision. In this scenario, **content marketing** plays a role that goes far beyond attracting visitors: it educates, builds trust, and paves the way for the sales conversation.

## Know who makes the decision

In a B2B software sale, there is rarely a single buyer. There is the person who feels the pain, the one who evaluates the technical solution, the one who approves the budget, and the people who will use the system every day. Each of them looks for different information:

- the business side wants to understand the gains and see similar cases;
- the technical team wants to know about architecture, security, and integration;
- finance wants predictable costs and a clear return;
- users want to know whether the change will make their daily work easier.

A good content plan has pieces designed for each of these people.

## Content for each stage

1. **Awareness**: articles that help put a name to the problem, such as guides and checklists.
2. **Consideration**: comparisons of approaches, case studies, webinars.
3. **Decision**: free assessments, demos, ROI calculators.

Case studies deserve special attention. In our experience, they are the content that generates the most qualified sales conversations, as long as they include concrete numbers and the customer's context.

## Distribution matters as much as production

Publishing on the blog is just the beginning. Each relevant article becomes LinkedIn posts, newsletter snippets, and support material for the sales team to send during negotiations. Well-distributed content keeps working for months.

> Good B2B content answers the questions your customer would ask in the first meeting, before that meeting even happens.

## How to measure

Visits and likes are reach indicators, but what matters is the contribution to the funnel: how many qualified leads came from content, how many opportunities those leads generated, and the average time to close. **Integrating the website with the CRM** from the start lets you answer these questions with data.

## Common mistakes

- Writing about your own company instead of your customer's problems.
- Publishing generic posts that could appear on any competitor's blog.
- Hiding all content behind forms, driving away people who are still researching.
- Not updating old articles that keep bringing in traffic but carry outdated information.

## Consistency over volume

One in-depth article every two weeks, published regularly for a year, delivers better results than an intense burst of posts followed by months of silence. Build a realistic editorial calendar, bring in the company's technical experts as sources, and periodically review the content that brings in the most opportunities.`,
    },
    es: {
      title: 'Marketing de contenidos para empresas B2B de tecnología',
      slug: 'marketing-de-contenidos-para-empresas-b2b-de-tecnologia',
      excerpt:
        'Cómo planificar contenidos que generen oportunidades de negocio, y no solo visitas, cuando tu cliente es otra empresa.',
      tags: ['marketing de contenidos', 'b2b', 'generación de leads', 'inbound'],
      content: `Vender tecnología a empresas es un proceso largo, con varias personas involucradas en la decisión. En este escenario, el **marketing de contenidos** cumple un papel que va mucho más allá de atraer visitas: educa, genera confianza y prepara el terreno para la conversación comercial.

## Conoce a quienes deciden

En una venta B2B de software, rara vez hay un único comprador. Está quien sufre el problema, quien evalúa la solución técnica, quien aprueba el presupuesto y quien usará el sistema en el día a día. Cada uno busca información diferente:

- el área de negocio quiere entender los beneficios y conocer casos similares;
- el área técnica quiere saber de arquitectura, seguridad e integración;
- el área de finanzas quiere previsibilidad de costos y de retorno;
- los usuarios quieren saber si el cambio les facilitará la rutina.

Un buen plan de contenidos tiene piezas pensadas para cada una de estas personas.

## Contenido para cada etapa

1. **Descubrimiento**: artículos que ayudan a ponerle nombre al problema, como guías y listas de verificación.
2. **Consideración**: comparaciones de enfoques, estudios de caso, webinars.
3. **Decisión**: diagnósticos gratuitos, demostraciones, calculadoras de retorno.

Los estudios de caso merecen especial atención. En nuestra experiencia, son el contenido que más conversaciones comerciales calificadas genera, siempre que incluyan cifras concretas y el contexto del cliente.

## La distribución importa tanto como la producción

Publicar en el blog es solo el comienzo. Cada artículo relevante se convierte en publicaciones para LinkedIn, fragmentos para el newsletter y material de apoyo que el equipo comercial envía durante las negociaciones. Un contenido bien distribuido sigue trabajando durante meses.

> El buen contenido B2B responde las preguntas que tu cliente haría en la primera reunión, incluso antes de que esta ocurra.

## Cómo medir

Las visitas y los "me gusta" son indicadores de alcance, pero lo que importa es la contribución al embudo: cuántos contactos calificados vinieron del contenido, cuántas oportunidades generaron esos contactos y cuál es el tiempo promedio hasta el cierre. **Integrar el sitio web con el CRM** desde el inicio permite responder estas preguntas con datos.

## Errores comunes

- Escribir sobre la propia empresa, y no sobre los problemas del cliente.
- Publicar textos genéricos, que podrían estar en el blog de cualquier competidor.
- Esconder todo el contenido detrás de formularios, alejando a quienes todavía están investigando.
- No actualizar artículos antiguos que siguen atrayendo visitas, pero con información desactualizada.

## Constancia por encima del volumen

Un artículo en profundidad cada dos semanas, publicado con regularidad durante un año, da más resultados que una serie intensa de publicaciones seguida de meses de silencio. Arma un calendario realista, involucra a los especialistas técnicos de la empresa como fuentes y revisa periódicamente los contenidos que más oportunidades generan.`,
    },
  },
  'Edge computing e 5G: o que muda para aplicativos': {
    en: {
      title: 'Edge Computing and 5G: What Changes for Apps',
      slug: 'edge-computing-and-5g-what-changes-for-apps',
      excerpt:
        'As 5G expands across Brazil, processing data closer to the user opens up new possibilities for industrial, healthcare, and retail apps.',
      tags: ['5g', 'edge computing', 'iot', 'apps'],
      content: `5G coverage is spreading across Brazil's state capitals and large cities, and with it comes growing interest in **edge computing**: processing data close to where it is generated, instead of sending everything to a distant data center. For app developers, this combination changes some long-held assumptions.

## What edge computing is

Instead of each device sending raw data to the cloud and waiting for a response, part of the processing happens on nearby servers: at the carrier, in the factory, in the store, or on the device itself. The result is lower latency, less network traffic, and more resilience when the connection drops.

## Where it makes a difference

- **Manufacturing**: visual inspection of parts with cameras and computer vision models running right on the production line.
- **Healthcare**: patient monitoring with alerts that cannot depend on an unstable connection.
- **Retail**: foot traffic counting and shelf analysis without sending video outside the store, which also helps with LGPD (Brazil's General Data Protection Law) compliance.
- **Agribusiness**: machines that make decisions in the field, where connectivity is limited.

## What changes in development

1. **Distributed architecture by default.** The app has to work with parts running in different places, with versions that may be temporarily out of sync.
2. **Smaller AI models.** Models optimized to run on devices and edge servers, using quantization and compression techniques.
3. **Secure remote updates.** Hundreds of edge locations need to receive new versions without an on-site technician visit.
4. **Observability outside the cloud.** Logs and metrics collected locally and sent whenever possible.

## An example architecture

On a bottling line, for example, a typical architecture would include:

- industrial cameras connected to a small GPU server next to the line;
- a computer vision model that classifies each package in a few milliseconds;
- an app on the operator's tablet showing rejections and trends for the shift;
- uploading only summaries and images of rejected items to the cloud, to retrain the model.

If the cloud connection goes down, the line keeps inspecting as usual, and the data is synced when the network comes back.

## What to consider before investing

5G coverage is still uneven, and many use cases work very well with 4G and local processing on the device. Before designing an edge architecture, it is worth measuring the latency the business actually needs and the cost of running distributed infrastructure.

> Not every problem needs the edge. But the ones that do can't be solved without it.

**This article is under review** and will be expanded with a case study on visual inspection on a bottling line.`,
    },
    es: {
      title: 'Edge computing y 5G: qué cambia para las aplicaciones',
      slug: 'edge-computing-y-5g-que-cambia-para-las-aplicaciones',
      excerpt:
        'Con la expansión del 5G en Brasil, procesar datos más cerca del usuario abre nuevas posibilidades para aplicaciones industriales, de salud y de comercio minorista.',
      tags: ['5g', 'edge computing', 'iot', 'aplicaciones'],
      content: `La cobertura 5G avanza por las capitales y grandes ciudades de Brasil, y con ella crece el interés por el **edge computing** (computación en el borde): procesar los datos cerca de donde se generan, en lugar de enviarlo todo a un centro de datos distante. Para quienes desarrollan aplicaciones, esta combinación cambia algunas premisas de siempre.

## Qué es el edge computing

En lugar de que cada dispositivo envíe datos en bruto a la nube y espere la respuesta, parte del procesamiento ocurre en servidores cercanos: en el operador de telecomunicaciones, en la fábrica, en la tienda o en el propio dispositivo. El resultado es menor latencia, menos tráfico de red y más resiliencia cuando la conexión falla.

## Dónde marca la diferencia

- **Industria**: inspección visual de piezas con cámaras y modelos de visión por computadora que se ejecutan en la línea de producción.
- **Salud**: monitoreo de pacientes con alertas que no pueden depender de una conexión inestable.
- **Comercio minorista**: conteo del flujo de personas y análisis de estanterías sin enviar video fuera de la tienda, lo que también ayuda a cumplir la LGPD (la ley brasileña de protección de datos personales).
- **Agronegocio**: máquinas que toman decisiones en el campo, donde la conectividad es limitada.

## Qué cambia en el desarrollo

1. **Arquitectura distribuida por defecto.** La aplicación debe funcionar con partes que se ejecutan en lugares distintos, con versiones que pueden estar temporalmente desincronizadas.
2. **Modelos de IA más pequeños.** Modelos optimizados para ejecutarse en dispositivos y servidores de borde, con cuantización y técnicas de compresión.
3. **Actualización remota segura.** Cientos de puntos de borde necesitan recibir nuevas versiones sin visitas técnicas.
4. **Observabilidad fuera de la nube.** Logs y métricas recolectados localmente y enviados cuando sea posible.

## Un ejemplo de arquitectura

En una línea de envasado, por ejemplo, una arquitectura típica tendría:

- cámaras industriales conectadas a un pequeño servidor con GPU junto a la línea;
- un modelo de visión por computadora que clasifica cada envase en pocos milisegundos;
- una aplicación en la tablet del operador que muestra los rechazos y las tendencias del turno;
- envío a la nube solo de los resúmenes y de las imágenes de las piezas rechazadas, para reentrenar el modelo.

Si se cae la conexión con la nube, la línea sigue inspeccionando con normalidad, y los datos se sincronizan cuando vuelve la red.

## Precauciones antes de invertir

El 5G todavía tiene una cobertura desigual, y muchos casos de uso funcionan muy bien con 4G y procesamiento local en el dispositivo. Antes de diseñar una arquitectura de borde, conviene medir la latencia que el negocio realmente necesita y el costo de operar una infraestructura distribuida.

> No todo problema necesita edge. Pero los que lo necesitan no se resuelven sin él.

**Este artículo está en revisión** y se complementará con un estudio de caso de inspección visual en una línea de envasado.`,
    },
  },
  'Como montar o orçamento de um projeto de software': {
    en: {
      title: 'How to Put Together a Software Project Budget',
      slug: 'how-to-put-together-a-software-project-budget',
      excerpt:
        'Scope, team, timeline, and risks: understand the components of a software budget and how to compare proposals from different vendors.',
      tags: ['budget', 'project management', 'procurement', 'estimates'],
      content: `Getting three proposals for the same system with prices that vary by a factor of five is a common, and frustrating, experience for anyone hiring software development. The difference rarely lies in the hourly rate alone: it lies in what each vendor understood about the scope and in the risks each one chose to take on or ignore.

## The components of a budget

- **Discovery and design**: interviews, prototypes, and architecture definition.
- **Development**: building the features, usually the largest share of the cost.
- **Quality**: automated tests, manual tests, and user acceptance testing.
- **Infrastructure**: environments, deployment pipelines, monitoring.
- **Management**: project oversight, team rituals, communication with stakeholders.
- **Maintenance and support**: fixes and small improvements after launch.

A proposal far below the others has almost always left out one or more of these items.

## Fixed scope or dedicated team

There are two main engagement models. With **fixed scope**, the price is set for a list of features; it works well when requirements are stable and well understood. With a **dedicated team**, you pay for a team's capacity over a period of time; it is a better fit when the product will evolve based on what you learn from users.

## How to compare proposals

1. Ask for a breakdown by feature or by phase, not just the total price.
2. Check whether testing, infrastructure, and maintenance are included.
3. Ask how scope changes will be handled.
4. Evaluate the team composition: how many people, at what seniority level, and with what time allocation.
5. Ask for references from similar projects and talk to those clients.

> The cheapest budget is the one that delivers a working system, not the one with the lowest number on the first page.

## Estimates in ranges

Be wary of exact numbers at the start of a project. When the scope has not been detailed yet, an honest estimate comes as a range, for example between 900 and 1,300 hours, and becomes more precise as discovery progresses. Many clients prefer to first hire a short, fixed-price discovery phase and only then receive the build proposal, with requirements, prototypes, and architecture already defined.

## Don't forget maintenance

After launch, the system needs security updates, infrastructure adjustments, and small improvements. Including a maintenance contract in the budget, with a set number of monthly hours and defined response times, prevents surprises and keeps the investment running smoothly for years to come.

## Set aside a buffer for the unexpected

Every software project uncovers things along the way: an integration more complex than it seemed, a business rule nobody had mentioned. **A reserve of 15% to 20%** for adjustments prevents rushed decisions when those moments arrive.

This draft will be expanded with a spreadsheet template for comparing proposals.`,
    },
    es: {
      title: 'Cómo armar el presupuesto de un proyecto de software',
      slug: 'como-armar-el-presupuesto-de-un-proyecto-de-software',
      excerpt:
        'Alcance, equipo, plazo y riesgos: entiende los componentes de un presupuesto de software y cómo comparar propuestas de distintos proveedores.',
      tags: ['presupuesto', 'gestión de proyectos', 'contratación', 'estimaciones'],
      content: `Recibir tres propuestas para el mismo sistema con valores que varían de uno a cinco es una experiencia común, y frustrante, para quien contrata desarrollo de software. La diferencia rara vez está solo en el precio por hora: está en lo que cada proveedor entendió del alcance y en los riesgos que decidió asumir o ignorar.

## Los componentes de un presupuesto

- **Descubrimiento y diseño**: entrevistas, prototipos y definición de la arquitectura.
- **Desarrollo**: construcción de las funcionalidades, normalmente la mayor parte del costo.
- **Calidad**: pruebas automatizadas, pruebas manuales y validación con usuarios.
- **Infraestructura**: ambientes, pipelines de despliegue, monitoreo.
- **Gestión**: seguimiento, ceremonias del equipo, comunicación con las partes interesadas.
- **Soporte**: correcciones y pequeñas mejoras después del lanzamiento.

Una propuesta muy por debajo de las demás casi siempre dejó fuera uno o más de estos elementos.

## Alcance cerrado o equipo dedicado

Hay dos modelos principales de contratación. En el de **alcance cerrado**, el precio se define para una lista de funcionalidades; funciona bien cuando los requisitos son estables y bien conocidos. En el de **equipo dedicado**, se paga por la capacidad de un equipo durante un período; es más adecuado cuando el producto va a evolucionar a partir de lo que se aprende de los usuarios.

## Cómo comparar propuestas

1. Pide el desglose por funcionalidad o por etapa, no solo el valor total.
2. Verifica si las pruebas, la infraestructura y el soporte están incluidos.
3. Pregunta cómo se manejarán los cambios de alcance.
4. Evalúa la composición del equipo: cuántas personas, con qué nivel de experiencia y con qué dedicación.
5. Pide referencias de proyectos similares y conversa con esos clientes.

> El presupuesto más barato es el que entrega el sistema funcionando, y no el que tiene el número más bajo en la primera página.

## Estimaciones en rangos

Desconfía de los números exactos al inicio de un proyecto. Cuando el alcance todavía no se ha detallado, una estimación honesta viene en rangos, por ejemplo entre 900 y 1300 horas, y se vuelve más precisa a medida que avanza el descubrimiento. Muchos clientes prefieren contratar primero una etapa corta de descubrimiento, con precio cerrado, y solo después recibir la propuesta de construcción, ya con requisitos, prototipos y arquitectura definidos.

## No olvides el soporte

Después del lanzamiento, el sistema necesita actualizaciones de seguridad, ajustes de infraestructura y pequeñas mejoras. Incluir en el presupuesto un contrato de soporte, con horas mensuales y tiempos de atención definidos, evita sorpresas y garantiza que la inversión siga funcionando bien a lo largo de los años.

## Reserva un margen para imprevistos

Todo proyecto de software descubre cosas en el camino: una integración más compleja de lo que parecía, una regla de negocio que nadie había mencionado. **Una reserva del 15% al 20%** para ajustes evita decisiones apresuradas cuando llegan esos momentos.

Este borrador se complementará con una plantilla de hoja de cálculo para comparar propuestas.`,
    },
  },
};
