import type { PostTranslation, Translations } from './types.js';

export const POSTS_A: Translations<PostTranslation> = {
  'Microsserviços: quando vale a pena e quando não vale': {
    en: {
      title: "Microservices: when they pay off and when they don't",
      slug: 'microservices-when-they-pay-off-and-when-they-dont',
      excerpt:
        'Microservices solve problems of organizational scale, not messy code. Here are the signs that your company is ready, and the signs that a modular monolith is still the better choice.',
      tags: ['architecture', 'microservices', 'modular monolith', 'scalability'],
      seoTitle: "Microservices or monolith? How to choose your system's architecture",
      seoDescription:
        'Practical criteria for choosing between microservices and a modular monolith, with costs, risks, and a gradual migration roadmap.',
      content: `Few architecture decisions spark as much debate as adopting microservices. In almost every first conversation with a client, the same question comes up: "shouldn't we break the system into services?" The honest answer is that it depends less on the technology and more on the size and structure of your team.

## The problem microservices solve

Microservices let **different teams release different parts of the system independently**. That is the main benefit. Horizontal scalability, fault isolation, and freedom to choose the stack come along with it, but on their own they rarely justify the cost of the change.

When a single team of six people looks after the entire product, splitting the system into fifteen services usually creates more problems than it solves: coordinated deployments, API contracts to maintain, scattered data, and a much bigger cloud bill.

## Signs that the time has come

- More than three teams work on the same codebase and wait on each other to release.
- Parts of the system have very different load patterns (for example, a calculation engine that needs ten times more machines than everything else).
- A bug in a secondary module frequently takes down critical features.
- Build and test time has gone past half an hour and is holding up every delivery.

If none of these signs shows up, the safest path is a **modular monolith**: a single deployment, but with well-separated modules, each one owning its own tables and exposing a clear interface to the others.

## Costs nobody puts on the spreadsheet

| Aspect | Modular monolith | Microservices |
|---|---|---|
| Deployment | One pipeline | One pipeline per service |
| Data consistency | Local transactions | Sagas, events, and reprocessing |
| Observability | Centralized logs are enough | Distributed tracing is mandatory |
| Infrastructure cost | Lower | Higher, especially at first |
| Team autonomy | Limited | High |

The most underestimated item is data consistency. An order that used to be written in a single transaction now depends on messages between services, and someone has to think through what happens when one of them gets lost.

## How to migrate without stopping the business

When migrating makes sense, we recommend the *strangler fig* pattern: the new system grows around the old one, route by route, until the legacy system can be switched off. A gateway in front decides where each request goes:

\`\`\`ts
// Routes that have already been migrated go to the new service; everything else stays on the monolith.
const migrated = ['/api/pagamentos', '/api/faturas'];

export function upstreamFor(path: string): string {
  return migrated.some((prefix) => path.startsWith(prefix))
    ? 'http://pagamentos.internal'
    : 'http://monolito.internal';
}
\`\`\`

Start with the module that has the clearest boundaries and the biggest scaling pain. Extract it, measure, learn, and only then move on to the next one.

> Good architecture is the kind your team can operate at three in the morning on a Sunday.

## Further reading

Martin Fowler's talk on the subject is still one of the best introductions, especially the part about prerequisites: [Microservices, by Martin Fowler](https://www.youtube.com/watch?v=wgdBVIX9ifA).

In short: microservices are a tool for scaling **organizations**. If your challenge today is delivering with quality and predictability, a well-modularized monolith will probably take you further, and it leaves the door open to extracting services when the need is real.`,
    },
    es: {
      title: 'Microservicios: cuándo vale la pena y cuándo no',
      slug: 'microservicios-cuando-vale-la-pena-y-cuando-no',
      excerpt:
        'Los microservicios resuelven problemas de escala organizacional, no de código desordenado. Conoce las señales de que tu empresa está lista y las que indican que un monolito modular sigue siendo la mejor opción.',
      tags: ['arquitectura', 'microservicios', 'monolito modular', 'escalabilidad'],
      seoTitle: '¿Microservicios o monolito? Cómo elegir la arquitectura de tu sistema',
      seoDescription:
        'Criterios prácticos para elegir entre microservicios y monolito modular, con costos, riesgos y una hoja de ruta de migración gradual.',
      content: `Pocas decisiones de arquitectura generan tanto debate como la adopción de microservicios. En casi toda primera conversación con un cliente surge la pregunta: "¿no deberíamos dividir el sistema en servicios?". La respuesta honesta es que depende menos de la tecnología y más del tamaño y la organización de tu equipo.

## El problema que resuelven los microservicios

Los microservicios permiten que **distintos equipos publiquen distintas partes del sistema de forma independiente**. Esa es la ventaja principal. La escalabilidad horizontal, el aislamiento de fallas y la libertad para elegir el stack vienen incluidos, pero rara vez justifican por sí solos el costo del cambio.

Cuando un único equipo de seis personas se encarga de todo el producto, dividir el sistema en quince servicios suele crear más problemas de los que resuelve: despliegues coordinados, contratos de API que mantener, datos dispersos y una factura de nube mucho más alta.

## Señales de que llegó el momento

- Más de tres equipos trabajan sobre el mismo código y tienen que esperarse unos a otros para publicar.
- Algunas partes del sistema tienen patrones de carga muy distintos (por ejemplo, un motor de cálculo que necesita diez veces más máquinas que el resto).
- Un error en un módulo secundario deja fuera de servicio funcionalidades críticas con frecuencia.
- El tiempo de build y de pruebas ya supera la media hora y retrasa todas las entregas.

Si no aparece ninguna de estas señales, el camino más seguro es un **monolito modular**: un único despliegue, pero con módulos bien separados, cada uno dueño de sus propias tablas y con una interfaz clara hacia los demás.

## Costos que nadie pone en la hoja de cálculo

| Aspecto | Monolito modular | Microservicios |
|---|---|---|
| Despliegue | Un pipeline | Un pipeline por servicio |
| Consistencia de datos | Transacciones locales | Sagas, eventos y reprocesamiento |
| Observabilidad | Bastan los logs centralizados | El tracing distribuido es obligatorio |
| Costo de infraestructura | Menor | Mayor, sobre todo al principio |
| Autonomía entre equipos | Limitada | Alta |

El punto más subestimado es la consistencia de datos. Un pedido que antes se guardaba en una sola transacción pasa a depender de mensajes entre servicios, y alguien tiene que pensar qué ocurre cuando uno de ellos se pierde.

## Cómo migrar sin detener el negocio

Cuando la migración tiene sentido, recomendamos el patrón *strangler fig*: el sistema nuevo crece alrededor del antiguo, ruta por ruta, hasta que el sistema heredado se puede apagar. Un gateway al frente decide a dónde va cada solicitud:

\`\`\`ts
// Las rutas ya migradas van al nuevo servicio; el resto sigue en el monolito.
const migrated = ['/api/pagamentos', '/api/faturas'];

export function upstreamFor(path: string): string {
  return migrated.some((prefix) => path.startsWith(prefix))
    ? 'http://pagamentos.internal'
    : 'http://monolito.internal';
}
\`\`\`

Empieza por el módulo con las fronteras más claras y el mayor problema de escala. Extrae, mide, aprende, y solo entonces pasa al siguiente.

> Una buena arquitectura es aquella que tu equipo puede operar a las tres de la mañana de un domingo.

## Para profundizar

La charla de Martin Fowler sobre el tema sigue siendo una de las mejores introducciones, en especial la parte sobre los requisitos previos: [Microservices, por Martin Fowler](https://www.youtube.com/watch?v=wgdBVIX9ifA).

En resumen: los microservicios son una herramienta para escalar **organizaciones**. Si hoy tu desafío es entregar con calidad y previsibilidad, un monolito bien modularizado probablemente te lleve más lejos, y deja la puerta abierta para extraer servicios cuando la necesidad sea real.`,
    },
  },

  'IA generativa no desenvolvimento de software: ganhos reais e cuidados': {
    en: {
      title: 'Generative AI in software development: real gains and precautions',
      slug: 'generative-ai-in-software-development-real-gains-and-precautions',
      excerpt:
        "Coding assistants are already part of our team's daily work. We share where they truly speed things up, where they get in the way, and the rules we adopted to use AI safely.",
      tags: ['artificial intelligence', 'productivity', 'security', 'best practices'],
      seoTitle: 'Generative AI in development: real gains and precautions',
      seoDescription:
        'What we learned using AI coding assistants on real projects: productivity, quality, security, and governance.',
      content: `A little over a year ago, we started using generative AI coding assistants in every squad at Órbita. The promise was huge, and so was the skepticism. After dozens of projects, we can now separate the real gains from the hype.

## Where AI really speeds things up

The biggest gains showed up in repetitive, well-defined tasks:

- **Automated tests**: generating edge cases from an existing function saves a lot of time, as long as someone reviews the assertions.
- **Integration code**: mapping between API formats, validations, and date and currency conversions.
- **Migrations and one-off scripts**: SQL queries, configuration tweaks, build automation.
- **Reading legacy code**: asking for a summary of an old module before changing it shortens the time it takes to understand it.

In our internal measurements, tasks like these became 25% to 40% faster. On architecture problems, domain modeling, and debugging intermittent failures, however, the gain was small or nonexistent.

## Where it gets in the way

The most common risk is code that is **plausible but wrong**. The suggestion compiles, looks elegant, and passes a rushed review, but it mishandles an edge case or uses an API insecurely. Another side effect is homogenization: the assistant tends to repeat popular patterns, which are not always the best fit for the project.

> AI writes the first draft. Responsibility for the code still lies with whoever makes the commit.

## The rules we adopted

To use AI safely on client projects, we defined a few simple rules:

1. **No sensitive data in the prompt.** Personal data, secrets, and contractually protected code are never sent to external services.
2. **Tools approved per client.** Each contract defines which assistants may be used and under what conditions.
3. **Mandatory human review.** Generated code goes through the same pull request process and the same tests as any other code.
4. **Tests before trust.** If a suggestion has no test covering the expected behavior, it doesn't get in.
5. **Usage log.** We note in the pull request when a significant part was generated, which helps with reviews and audits.

## Impact on the team

A frequent concern is how junior developers will learn their craft. We've noticed that AI can speed up learning when it's used as a tutor, asked for explanations and alternatives, and slow it down when it's used only to "make it pass." That's why, in our mentoring sessions, we ask juniors to explain each suggested snippet in their own words before accepting it.

## What to expect going forward

Assistants are getting better at understanding the context of an entire repository, and agents that carry out complete tasks are already showing up in maintenance workflows. Our bet is that the developer's role is shifting from typing code to **writing good specifications, reviewing rigorously, and making design decisions**. Teams that invest in tests, documentation, and clear architecture will get far more out of these tools than teams that are only chasing speed.`,
    },
    es: {
      title: 'IA generativa en el desarrollo de software: beneficios reales y precauciones',
      slug: 'ia-generativa-en-el-desarrollo-de-software-beneficios-reales-y-precauciones',
      excerpt:
        'Los asistentes de código ya forman parte del día a día de nuestro equipo. Contamos dónde aceleran de verdad, dónde estorban y qué reglas adoptamos para usar la IA de forma segura.',
      tags: ['inteligencia artificial', 'productividad', 'seguridad', 'buenas prácticas'],
      seoTitle: 'IA generativa en el desarrollo: beneficios reales y precauciones',
      seoDescription:
        'Lo que aprendimos al usar asistentes de código con IA en proyectos reales: productividad, calidad, seguridad y gobernanza.',
      content: `Hace poco más de un año empezamos a usar asistentes de código basados en IA generativa en todos los squads de Órbita. La promesa era enorme, y la desconfianza también. Después de decenas de proyectos, ya podemos separar los beneficios reales de las simples expectativas.

## Dónde la IA acelera de verdad

Los mayores beneficios aparecieron en tareas repetitivas y bien delimitadas:

- **Pruebas automatizadas**: generar casos límite a partir de una función existente ahorra mucho tiempo, siempre que alguien revise las aserciones.
- **Código de integración**: mapeo entre formatos de API, validaciones y conversiones de fechas y monedas.
- **Migraciones y scripts puntuales**: consultas SQL, ajustes de configuración, automatizaciones de build.
- **Lectura de código heredado**: pedir un resumen de un módulo antiguo antes de modificarlo reduce el tiempo necesario para entenderlo.

En nuestras mediciones internas, las tareas de este tipo se volvieron entre un 25% y un 40% más rápidas. En cambio, en problemas de arquitectura, modelado de dominio y depuración de fallas intermitentes, la ganancia fue pequeña o nula.

## Dónde estorba

El riesgo más común es el código **plausible, pero incorrecto**. La sugerencia compila, parece elegante y supera una revisión apresurada, pero maneja mal un caso límite o usa una API de forma insegura. Otro efecto secundario es la uniformidad: el asistente tiende a repetir patrones populares, que no siempre son los más adecuados para el proyecto.

> La IA escribe el primer borrador. La responsabilidad por el código sigue siendo de quien hace el commit.

## Las reglas que adoptamos

Para usar IA de forma segura en proyectos de clientes, definimos algunas reglas simples:

1. **Ningún dato sensible en el prompt.** Los datos personales, los secretos y los fragmentos protegidos por contrato no se envían a servicios externos.
2. **Herramientas aprobadas por cliente.** Cada contrato define qué asistentes se pueden usar y en qué condiciones.
3. **Revisión humana obligatoria.** El código generado pasa por el mismo proceso de pull request y por las mismas pruebas que cualquier otro código.
4. **Pruebas antes de confiar.** Si la sugerencia no tiene una prueba que cubra el comportamiento esperado, no entra.
5. **Registro de uso.** Indicamos en el pull request cuándo se generó una parte relevante, lo que facilita la revisión y las auditorías.

## Impacto en el equipo

Una preocupación frecuente es la formación de los desarrolladores junior. Notamos que la IA puede acelerar el aprendizaje cuando se usa como tutora, pidiéndole explicaciones y alternativas, y retrasarlo cuando se usa solo para "hacer que pase". Por eso, en las mentorías, pedimos a los perfiles junior que expliquen con sus propias palabras cada fragmento sugerido antes de aceptarlo.

## Qué esperar de aquí en adelante

Los asistentes entienden cada vez mejor el contexto de un repositorio completo, y ya aparecen en los flujos de mantenimiento agentes que ejecutan tareas enteras. Nuestra apuesta es que el papel de quien desarrolla pasará de teclear código a **especificar bien, revisar con rigor y tomar decisiones de diseño**. Los equipos que inviertan en pruebas, documentación y una arquitectura clara sacarán mucho más provecho de estas herramientas que los que solo buscan velocidad.`,
    },
  },

  'Por que o PostgreSQL é o nosso banco de dados padrão': {
    en: {
      title: 'Why PostgreSQL is our default database',
      slug: 'why-postgresql-is-our-default-database',
      excerpt:
        'Relational and extensible, with JSON, full-text search, and geographic data all in one place. We explain why we start almost every project with PostgreSQL, and when we choose something else.',
      tags: ['postgresql', 'database', 'sql', 'architecture'],
      content: `Every new project starts with a question that sounds simple: where are we going to store the data? At Órbita, the default answer is **PostgreSQL**, and we only change it when there's a concrete reason. In this article, we explain why.

## One database, many uses

PostgreSQL is a mature relational database with more than 30 years of open development. But what makes it special is its ability to meet needs that, in other stacks, would require several different products:

- **Relational data** with ACID transactions, foreign keys, and constraints that protect integrity.
- **JSON documents** with indexes, for flexible attributes without giving up SQL.
- **Full-text search** with a Portuguese dictionary, good enough for most catalogs and portals.
- **Geographic data** with the PostGIS extension, which we use in logistics and agribusiness projects.
- **Time series** with extensions such as TimescaleDB, for sensor telemetry.

Fewer moving parts mean fewer things to operate, monitor, and keep secure.

## A practical example

In a marketplace, product attributes vary a lot from one category to another. Instead of creating dozens of tables, we store the attributes in a JSONB column and create indexes for the most common queries:

\`\`\`sql
create table produtos (
  id bigint generated always as identity primary key,
  nome text not null,
  categoria text not null,
  atributos jsonb not null default '{}'
);

create index produtos_atributos_idx on produtos using gin (atributos);

-- All 18-liter acrylic paints
select id, nome
from produtos
where categoria = 'tintas'
  and atributos @> '{"tipo": "acrílica", "volume_litros": 18}';
\`\`\`

The query uses the GIN index and responds in milliseconds, even with hundreds of thousands of items.

## Operations and cost

All the major cloud providers offer managed PostgreSQL, with automatic backups, read replicas, and assisted version upgrades. That gives clients the freedom to switch providers without rewriting the application. And because it's free software, there's no per-core licensing fee, which makes a big difference as the system grows.

For development and testing, we use the same database that runs in production. This eliminates the whole class of bugs that appears when the local environment uses a different database from the server.

## When we choose something else

PostgreSQL isn't the answer to everything. We recommend other options when:

1. Write volume reaches hundreds of thousands of events per second, in which case tools such as Kafka and columnar databases become part of the architecture.
2. Search needs sophisticated relevance ranking, synonyms, and typo tolerance across large catalogs, where Elasticsearch or OpenSearch stand out.
3. The client already has a well-established enterprise platform, with its own team and contracts.

> The best technology is the one that solves today's problem without closing the door on tomorrow's.

Starting with PostgreSQL is a safe, inexpensive decision that leaves room to specialize the architecture when the numbers call for it.`,
    },
    es: {
      title: 'Por qué PostgreSQL es nuestra base de datos por defecto',
      slug: 'por-que-postgresql-es-nuestra-base-de-datos-por-defecto',
      excerpt:
        'Relacional y extensible, con JSON, búsqueda de texto completo y datos geográficos en un mismo lugar. Explicamos por qué empezamos casi todos los proyectos con PostgreSQL y cuándo elegimos otra cosa.',
      tags: ['postgresql', 'base de datos', 'sql', 'arquitectura'],
      content: `Todo proyecto nuevo empieza con una pregunta que parece sencilla: ¿dónde vamos a guardar los datos? En Órbita, la respuesta por defecto es **PostgreSQL**, y solo la cambiamos cuando hay un motivo concreto. En este artículo explicamos por qué.

## Una base de datos, muchos usos

PostgreSQL es una base de datos relacional madura, con más de 30 años de desarrollo abierto. Pero lo que la hace especial es su capacidad de atender necesidades que, en otros stacks, exigirían varios productos distintos:

- **Datos relacionales** con transacciones ACID, claves foráneas y restricciones que protegen la integridad.
- **Documentos JSON** con índices, para atributos flexibles sin renunciar a SQL.
- **Búsqueda de texto completo** con diccionario en portugués, suficiente para la mayoría de los catálogos y portales.
- **Datos geográficos** con la extensión PostGIS, que usamos en proyectos de logística y agronegocios.
- **Series temporales** con extensiones como TimescaleDB, para la telemetría de sensores.

Menos piezas significan menos cosas que operar, monitorear y mantener seguras.

## Un ejemplo práctico

En un marketplace, los atributos de los productos varían mucho según la categoría. En lugar de crear decenas de tablas, guardamos los atributos en una columna JSONB y creamos índices para las consultas más comunes:

\`\`\`sql
create table produtos (
  id bigint generated always as identity primary key,
  nome text not null,
  categoria text not null,
  atributos jsonb not null default '{}'
);

create index produtos_atributos_idx on produtos using gin (atributos);

-- Todas las pinturas acrílicas de 18 litros
select id, nome
from produtos
where categoria = 'tintas'
  and atributos @> '{"tipo": "acrílica", "volume_litros": 18}';
\`\`\`

La consulta usa el índice GIN y responde en milisegundos, incluso con cientos de miles de artículos.

## Operación y costo

Todos los grandes proveedores de nube ofrecen PostgreSQL administrado, con respaldos automáticos, réplicas de lectura y actualizaciones de versión asistidas. Eso le da al cliente la libertad de cambiar de proveedor sin reescribir la aplicación. Y, al ser software libre, no hay licencias por núcleo de procesador, algo que pesa mucho cuando el sistema crece.

Para desarrollo y pruebas, usamos la misma base de datos que corre en producción. Así eliminamos la clase de errores que aparece cuando el entorno local usa una base de datos distinta a la del servidor.

## Cuándo elegimos otra cosa

PostgreSQL no es la respuesta para todo. Recomendamos otras opciones cuando:

1. El volumen de escritura llega a cientos de miles de eventos por segundo; en ese caso, herramientas como Kafka y bases de datos columnares entran en la arquitectura.
2. La búsqueda necesita una relevancia sofisticada, sinónimos y tolerancia a errores tipográficos en catálogos grandes, donde Elasticsearch u OpenSearch se destacan.
3. El cliente ya tiene una plataforma corporativa consolidada, con su propio equipo y sus propios contratos.

> La mejor tecnología es la que resuelve el problema de hoy sin cerrarle la puerta al problema de mañana.

Empezar con PostgreSQL es una decisión segura y económica, que deja espacio para especializar la arquitectura cuando los números lo pidan.`,
    },
  },

  'Flutter ou React Native: como decidimos em cada projeto': {
    en: {
      title: 'Flutter or React Native: how we decide on each project',
      slug: 'flutter-or-react-native-how-we-decide-on-each-project',
      excerpt:
        'Both technologies deliver great cross-platform apps. Here are the criteria we use to choose between Flutter, React Native, and native development.',
      tags: ['flutter', 'react native', 'apps', 'mobile'],
      seoTitle: "Flutter or React Native? Criteria for choosing your app's technology",
      seoDescription:
        'A practical comparison of Flutter, React Native, and native: performance, team, ecosystem, and maintenance cost.',
      content: `"Which technology are you going to use for our app?" is one of the first questions we hear from people who reach out to us. In recent years, we've delivered apps in Flutter, in React Native, and in native code, and we've learned that there's no universal answer. There are criteria.

## What the two have in common

Both Flutter and React Native let you write **a single codebase for Android and iOS**, with more than enough performance for the vast majority of business apps: sign-ups, catalogs, payments, scheduling, order tracking. In both cases, the savings compared with building two native apps range from 30% to 45% in development, and are even greater in maintenance.

## The criteria we use

| Criterion | Flutter | React Native | Native |
|---|---|---|---|
| Highly customized, animated interface | Excellent | Good | Excellent |
| Team already proficient in React and TypeScript | Learning curve | Excellent | Learning curve |
| Sharing code with the website | Limited | Good | None |
| Access to the latest OS features | Good, via plugins | Good, via modules | Immediate |
| Apps with heavy processing (AR, audio, video) | Fair | Fair | Best option |

In practice, we choose **Flutter** when the design is highly distinctive and visual consistency across platforms is a priority. We choose **React Native** when the client already has a React web team that will keep evolving the app afterward. And we recommend **native** when the heart of the product depends on the camera, sensors, or real-time media processing.

## Offline-first changes the conversation

Many of our apps run out in the field: on farms, highways, and construction sites. In these cases, the most important decision isn't the framework but the **sync strategy**. Here is a simplified example of an upload queue we use in Flutter:

\`\`\`dart
Future<void> sincronizar(FilaLocal fila, ApiClient api) async {
  for (final registro in await fila.pendentes()) {
    try {
      await api.enviar(registro);
      await fila.marcarEnviado(registro.id);
    } on SemConexao {
      return; // try again when the network comes back
    }
  }
}
\`\`\`

Records stay on the device until the server confirms them, and each one has an identifier generated on the phone itself to prevent duplicates.

## Maintenance is where the cost lives

The cost of an app doesn't end at launch. Every year the app stores require newer SDK versions, and the operating system changes permissions and behaviors. That's why we also evaluate:

- the health of the library ecosystem the app will rely on;
- how easy it is to find developers for the client's team;
- the automated test coverage achievable in each stack.

> Choosing your app's technology means choosing who will be able to maintain it for the next five years.

If you're starting an app, talk to us before you lock in the stack. An hour spent discussing criteria usually saves months of rework.`,
    },
    es: {
      title: 'Flutter o React Native: cómo decidimos en cada proyecto',
      slug: 'flutter-o-react-native-como-decidimos-en-cada-proyecto',
      excerpt:
        'Ambas tecnologías permiten crear excelentes aplicaciones multiplataforma. Te mostramos los criterios que usamos para elegir entre Flutter, React Native y desarrollo nativo.',
      tags: ['flutter', 'react native', 'aplicaciones', 'móvil'],
      seoTitle: '¿Flutter o React Native? Cómo elegir la tecnología de tu app',
      seoDescription:
        'Comparación práctica entre Flutter, React Native y nativo: rendimiento, equipo, ecosistema y costo de mantenimiento.',
      content: `"¿Qué tecnología van a usar en nuestra aplicación?" es una de las primeras preguntas de quienes nos contactan. En los últimos años entregamos apps en Flutter, en React Native y en código nativo, y aprendimos que no existe una respuesta universal. Existen criterios.

## Lo que ambas tienen en común

Tanto Flutter como React Native permiten escribir **una sola base de código para Android e iOS**, con un rendimiento más que suficiente para la gran mayoría de las aplicaciones de negocio: registros, catálogos, pagos, agendamiento de citas, seguimiento de pedidos. En ambos casos, el ahorro frente a dos apps nativas va del 30% al 45% en el desarrollo, y es todavía mayor en el mantenimiento.

## Los criterios que usamos

| Criterio | Flutter | React Native | Nativo |
|---|---|---|---|
| Interfaz muy personalizada y animada | Excelente | Buena | Excelente |
| Equipo que ya domina React y TypeScript | Curva de aprendizaje | Excelente | Curva de aprendizaje |
| Compartir código con el sitio web | Limitado | Bueno | Ninguno |
| Acceso a funciones recientes del sistema | Bueno, con plugins | Bueno, con módulos | Inmediato |
| Apps con procesamiento pesado (RA, audio, video) | Aceptable | Aceptable | Mejor opción |

En la práctica, elegimos **Flutter** cuando el diseño es muy propio y la consistencia visual entre plataformas es una prioridad. Elegimos **React Native** cuando el cliente ya tiene un equipo web en React que seguirá evolucionando la app más adelante. Y recomendamos **nativo** cuando el corazón del producto depende de la cámara, de sensores o del procesamiento de medios en tiempo real.

## El enfoque offline-first cambia la conversación

Buena parte de nuestras apps se usa en campo: cultivos, carreteras, obras. En esos casos, la decisión más importante no es el framework, sino la **estrategia de sincronización**. Este es un ejemplo simplificado de la cola de envío que usamos en Flutter:

\`\`\`dart
Future<void> sincronizar(FilaLocal fila, ApiClient api) async {
  for (final registro in await fila.pendentes()) {
    try {
      await api.enviar(registro);
      await fila.marcarEnviado(registro.id);
    } on SemConexao {
      return; // vuelve a intentarlo cuando regrese la conexión
    }
  }
}
\`\`\`

Los registros se quedan en el dispositivo hasta que el servidor los confirma, y cada uno tiene un identificador generado en el propio celular para evitar duplicados.

## El costo está en el mantenimiento

El costo de una aplicación no termina con la publicación. Cada año las tiendas exigen nuevas versiones del SDK, y el sistema operativo cambia permisos y comportamientos. Por eso también evaluamos:

- la salud del ecosistema de bibliotecas que usará la app;
- la facilidad para encontrar profesionales para el equipo del cliente;
- la cobertura de pruebas automatizadas que se puede lograr en cada stack.

> Elegir la tecnología de la app es elegir quién podrá mantenerla durante los próximos cinco años.

Si estás empezando una aplicación, conversa con nosotros antes de definir el stack. Una hora de discusión sobre criterios suele ahorrar meses de retrabajo.`,
    },
  },
};
