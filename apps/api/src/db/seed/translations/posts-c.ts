import type { PostTranslation, Translations } from './types.js';

export const POSTS_C: Translations<PostTranslation> = {
  'SEO técnico para sites institucionais: o checklist que usamos': {
    en: {
      title: 'Technical SEO for corporate websites: the checklist we use',
      slug: 'technical-seo-for-corporate-websites-the-checklist-we-use',
      excerpt:
        "Great content won't show up on Google if the website gets in the way. Here are the technical SEO items we check on every corporate website before it goes live.",
      tags: ['seo', 'performance', 'websites', 'core web vitals'],
      content: `Many companies invest in content and ads but forget the foundation: a website that search engines can **find, understand and recommend**. That is the job of technical SEO. Below is the checklist we apply to every corporate website we build.

## Crawling and indexing

- A robots.txt file that allows public pages and blocks admin areas.
- An XML sitemap that updates automatically whenever a post or case study is published.
- Friendly URLs: lowercase, no accents, with words separated by hyphens.
- One canonical URL for each piece of content, to avoid duplicates created by query parameters.
- Server-rendered pages, so the content is already in the HTML.

## Metadata that makes a difference

Every page needs a unique title of up to 60 characters and a description of up to 155 characters that invites the click. For sharing on social media, we set Open Graph tags with a high-resolution image. On multilingual sites, hreflang tags point each audience to the right version.

## Structured data

Structured data helps Google understand what a page is about and can produce rich results. On corporate websites, we mainly use:

1. **Organization**, with the company's name, logo, contact details and social media profiles.
2. **BlogPosting**, with the author, publication date and image of each article.
3. **BreadcrumbList**, to show the page hierarchy in search results.

## Performance and Core Web Vitals

Speed is a ranking factor and, above all, a conversion factor. These are the targets we aim for:

| Metric | What it measures | Target |
|---|---|---|
| LCP | Time until the largest content element appears | Up to 2.5 s |
| INP | Response time to interactions | Up to 200 ms |
| CLS | Visual stability while the page loads | Up to 0.1 |

To get there, we serve images in modern formats such as WebP, at the size they are displayed on screen, with declared width and height. Fonts are hosted on the site's own domain, and JavaScript is split so that each page loads only what it uses.

## Mobile first

Google evaluates the mobile version of websites. That is why we test every page on entry-level phones over a simulated 4G connection, not just on the office computer. Buttons with adequate touch targets and text that is readable without zooming are part of the checklist.

> Technical SEO can't work miracles with weak content, but excellent content can't make up for a website Google can't read.

## After launch

We connect the website to Google Search Console from day one to track crawl errors, indexed pages and the queries that bring in visitors. **Reviewing this data every month** shows which content deserves an update and which pages need technical fixes.`,
    },
    es: {
      title: 'SEO técnico para sitios corporativos: la lista de verificación que usamos',
      slug: 'seo-tecnico-para-sitios-corporativos-la-lista-de-verificacion-que-usamos',
      excerpt:
        'Un buen contenido no aparece en Google si el sitio le pone obstáculos. Reunimos los puntos de SEO técnico que revisamos en todo sitio corporativo antes de publicarlo.',
      tags: ['seo', 'rendimiento', 'sitios web', 'core web vitals'],
      content: `Muchas empresas invierten en contenido y anuncios, pero se olvidan de la base: un sitio que los motores de búsqueda puedan **encontrar, entender y recomendar**. Esa es la función del SEO técnico. A continuación, la lista de verificación que aplicamos en todo sitio corporativo que desarrollamos.

## Rastreo e indexación

- Un archivo robots.txt que permite el acceso a las páginas públicas y bloquea las áreas administrativas.
- Un sitemap XML que se actualiza automáticamente cuando se publica un artículo o un caso de éxito.
- URL amigables, en minúsculas, sin acentos y con palabras separadas por guiones.
- Una URL canónica para cada contenido, para evitar duplicados generados por parámetros.
- Páginas renderizadas en el servidor, para que el contenido ya venga en el HTML.

## Metadatos que marcan la diferencia

Cada página necesita un título único de hasta 60 caracteres y una descripción de hasta 155 caracteres que invite al clic. Para compartir en redes sociales, definimos las etiquetas Open Graph con una imagen de buena resolución. En sitios con más de un idioma, las etiquetas hreflang indican la versión correcta para cada público.

## Datos estructurados

Los datos estructurados ayudan a Google a entender de qué trata la página y pueden generar resultados enriquecidos. En sitios corporativos usamos principalmente:

1. **Organization**, con el nombre, el logotipo, los datos de contacto y las redes sociales de la empresa.
2. **BlogPosting**, con el autor, la fecha de publicación y la imagen de cada artículo.
3. **BreadcrumbList**, para mostrar la jerarquía de las páginas en los resultados.

## Rendimiento y Core Web Vitals

La velocidad es un factor de posicionamiento y, sobre todo, de conversión. Estas son las metas que perseguimos:

| Métrica | Qué mide | Meta |
|---|---|---|
| LCP | Tiempo hasta que aparece el elemento de contenido más grande | Hasta 2.5 s |
| INP | Tiempo de respuesta a las interacciones | Hasta 200 ms |
| CLS | Estabilidad visual durante la carga | Hasta 0.1 |

Para lograrlo, servimos imágenes en formatos modernos como WebP, en el tamaño en que aparecen en pantalla y con ancho y alto declarados. Las fuentes se alojan en el propio dominio, y el JavaScript se divide para que cada página cargue solo lo que usa.

## Primero, el móvil

Google evalúa la versión móvil de los sitios. Por eso probamos cada página en teléfonos de gama de entrada, con una red 4G simulada, y no solo en la computadora de la oficina. Botones con un área táctil adecuada y textos legibles sin hacer zoom forman parte de la lista.

> El SEO técnico no hace milagros con contenido débil, pero un contenido excelente no compensa un sitio que Google no puede leer.

## Después del lanzamiento

Conectamos el sitio a Google Search Console desde el primer día para dar seguimiento a los errores de rastreo, las páginas indexadas y las búsquedas que atraen visitantes. **Revisar estos datos cada mes** muestra qué contenidos merecen una actualización y qué páginas necesitan ajustes técnicos.`,
    },
  },
  'Squad dedicado ou body shop: qual modelo de outsourcing escolher': {
    en: {
      title: 'Dedicated squad or staff augmentation: which outsourcing model to choose',
      slug: 'dedicated-squad-or-staff-augmentation-which-outsourcing-model-to-choose',
      excerpt:
        'Both models bring skilled professionals to your project, but they split responsibilities in very different ways. Find out which one makes the most sense for where you are now.',
      tags: ['outsourcing', 'squad', 'staff augmentation', 'team management'],
      seoTitle: 'Dedicated squad or staff augmentation? Compare IT outsourcing models',
      seoDescription:
        'How a dedicated squad and staff augmentation differ in management, accountability, cost and timeline, so you can choose the right outsourcing model.',
      content: `When a company needs to expand its technology capacity, hiring and building an in-house team can take months. IT outsourcing solves that bottleneck, but there are two very different models: the **dedicated squad** and **staff augmentation** (known in Brazil as "body shop"). Picking the wrong one leads to frustration on both sides.

## Staff augmentation: professionals under your management

In the staff augmentation model, we assign professionals who work **under your team's management**. You set the priorities, run the ceremonies and follow the day-to-day work. We take care of recruiting, hiring, benefits, replacements when needed and the team members' technical development.

It works very well when:

- the company already has technical leadership and mature development processes;
- what's missing is capacity, not direction;
- domain knowledge needs to stay concentrated in the in-house team.

## Dedicated squad: a complete team accountable for delivery

With a dedicated squad, we provide a **complete cross-functional team**: development, quality assurance, product, design when needed, and its own technical leadership. The squad takes ownership of a goal, such as a product, a module or a business target, and is accountable for results.

It's the best option when:

- the company needs a new product and has no team to drive it;
- the goal is clear, but the technical path still needs to be designed;
- there is interest in bringing new practices and processes in-house.

## Side-by-side comparison

| Aspect | Staff augmentation | Dedicated squad |
|---|---|---|
| Who manages the day-to-day | Your company | Our leadership, aligned with you |
| Accountability for delivery | Shared | The squad's |
| Time to get started | 2 to 4 weeks | 3 to 5 weeks |
| Flexibility of composition | High, per professional | By team profile |
| Best suited for | Expanding capacity | Building or transforming products |

## How to make either model work

1. **Real onboarding.** Access to tools, people and context from day one.
2. **Explicit goals.** Even with staff augmentation, clear quarterly goals keep the team from becoming just "extra hands."
3. **Follow-up rituals.** A monthly conversation about quality, satisfaction and course corrections solves small problems before they grow.
4. **Planned knowledge transfer.** Documentation and pairing ensure the knowledge stays with the company.

> Well-done outsourcing doesn't outsource responsibility: it multiplies capacity.

Many clients start with staff augmentation for a specific need and move to squads when new products come along, or go the other way, gradually bringing management in-house. **The right model is the one that fits your team's maturity today**, and it can change over time.`,
    },
    es: {
      title: 'Squad dedicado o staff augmentation: qué modelo de outsourcing elegir',
      slug: 'squad-dedicado-o-staff-augmentation-que-modelo-de-outsourcing-elegir',
      excerpt:
        'Ambos modelos suman profesionales calificados a tu proyecto, pero reparten las responsabilidades de forma muy distinta. Descubre cuál tiene más sentido para el momento de tu empresa.',
      tags: ['outsourcing', 'squad', 'staff augmentation', 'gestión de equipos'],
      seoTitle: '¿Squad dedicado o staff augmentation? Compara modelos de outsourcing',
      seoDescription:
        'Diferencias entre squad dedicado y staff augmentation en gestión, responsabilidad, costo y plazo, para elegir el modelo de outsourcing adecuado.',
      content: `Cuando una empresa necesita ampliar su capacidad tecnológica, contratar y formar un equipo interno puede llevar meses. El outsourcing de TI resuelve ese cuello de botella, pero existen dos modelos muy diferentes: el **squad dedicado** y el **staff augmentation** (asignación de profesionales, conocido en Brasil como "body shop"). Elegir el equivocado genera frustración en ambas partes.

## Staff augmentation: profesionales bajo tu gestión

En el modelo de staff augmentation, asignamos profesionales que pasan a trabajar **bajo la gestión de tu equipo**. Tú defines las prioridades, conduces las ceremonias y sigues el día a día. Nosotros nos encargamos de la selección, la contratación, las prestaciones, el reemplazo cuando es necesario y el desarrollo técnico de las personas.

Funciona muy bien cuando:

- la empresa ya cuenta con liderazgo técnico y procesos de desarrollo maduros;
- lo que falta es capacidad, no dirección;
- el conocimiento del dominio debe quedar concentrado en el equipo interno.

## Squad dedicado: un equipo completo responsable de la entrega

Con el squad dedicado, ponemos a disposición un **equipo multidisciplinario completo**: desarrollo, calidad, producto, diseño cuando hace falta y un liderazgo técnico propio. El squad asume la responsabilidad de un objetivo, como un producto, un módulo o una meta de negocio, y rinde cuentas por los resultados.

Es la mejor opción cuando:

- la empresa necesita un producto nuevo y no tiene un equipo para llevarlo adelante;
- el objetivo es claro, pero el camino técnico aún debe diseñarse;
- hay interés en incorporar prácticas y procesos nuevos a la empresa.

## Comparación lado a lado

| Aspecto | Staff augmentation | Squad dedicado |
|---|---|---|
| Quién gestiona el día a día | Tu empresa | Nuestro liderazgo, alineado contigo |
| Responsabilidad por la entrega | Compartida | Del squad |
| Tiempo para comenzar | 2 a 4 semanas | 3 a 5 semanas |
| Flexibilidad de composición | Alta, por profesional | Por perfil de equipo |
| Indicado para | Ampliar la capacidad | Construir o transformar productos |

## Cómo lograr que funcione en cualquier modelo

1. **Integración real.** Acceso a las herramientas, a las personas y al contexto desde el primer día.
2. **Objetivos explícitos.** Incluso en el staff augmentation, metas claras por trimestre evitan que el equipo se convierta solo en "mano de obra".
3. **Rituales de seguimiento.** Una conversación mensual sobre calidad, satisfacción y ajustes de rumbo resuelve los problemas pequeños antes de que crezcan.
4. **Transferencia de conocimiento planificada.** La documentación y el trabajo en pareja garantizan que el conocimiento se quede en la empresa.

> Un outsourcing bien hecho no terceriza la responsabilidad: multiplica la capacidad.

Muchos clientes comienzan con staff augmentation para una necesidad puntual y evolucionan hacia squads cuando surgen nuevos productos, o recorren el camino inverso e internalizan la gestión poco a poco. **El modelo correcto es el que se ajusta a la madurez de tu equipo hoy**, y puede cambiar con el tiempo.`,
    },
  },
  'Como retomar um projeto de software parado': {
    en: {
      title: 'How to restart a stalled software project',
      slug: 'how-to-restart-a-stalled-software-project',
      excerpt:
        'A vendor that walked away, undocumented code, a blown deadline. Here is the assessment we run before taking over a stuck project, and how to decide between continuing and starting over.',
      tags: ['project management', 'legacy code', 'assessment', 'portability'],
      content: `A significant share of the projects that come to us don't start from scratch. They are systems that stalled halfway: the previous vendor left, the in-house team changed, the budget ran out sooner than planned. The client's question is always the same: **can we salvage what has been built?**

## First, the assessment

Before any proposal to continue, we run a two- to three-week assessment. It answers objective questions:

- Is the complete source code available, and does it build?
- Is there a working production or staging environment?
- Which features are done, which are partial and which haven't even started?
- Are there automated tests? What is the quality of the code?
- Are the dependencies up to date and free of known vulnerabilities?
- Can the architecture handle the expected usage volume?

We also talk to users and to the people who worked on the project. Often the problem wasn't in the code but in requirements that changed every week.

## Continue, refactor or start over

With the assessment in hand, we present three paths, always with estimated cost and timeline:

1. **Continue**: the code is healthy and what's mostly missing is finishing features.
2. **Refactor and continue**: the codebase is salvageable, but critical parts need to be rewritten before moving forward.
3. **Start over, building on what was learned**: the code doesn't hold up, but the requirements, screens and business rules uncovered become the specification for the new system.

Starting over is scary, but sometimes it's the cheapest path. In a recent case, the estimate to stabilize the existing code was 40% higher than rebuilding the system with a proper architecture.

## The first 30 days

When we take over a project, we follow a plan:

- put the code under version control, with an automated build and deploy pipeline;
- write tests for critical features before changing them;
- fix vulnerabilities and update abandoned dependencies;
- ship a first improvement that users can see, to win back their trust.

> A stalled project costs you twice: what has already been invested and what the business fails to earn while it doesn't work.

## How to keep it from happening again

A few simple precautions protect the investment in any software project: keep the code in a repository owned by your company, require minimal architecture and deployment documentation, maintain an accessible staging environment and **review working deliverables every two weeks** instead of percent-complete reports.

If you have a stuck project, the first step is to understand clearly what exists. From there, the decision stops being a leap in the dark.`,
    },
    es: {
      title: 'Cómo retomar un proyecto de software detenido',
      slug: 'como-retomar-un-proyecto-de-software-detenido',
      excerpt:
        'Un proveedor que se fue, código sin documentación, plazos vencidos. Mostramos el diagnóstico que hacemos antes de asumir un proyecto estancado y cómo decidir entre continuar o empezar de nuevo.',
      tags: ['gestión de proyectos', 'código heredado', 'diagnóstico', 'portabilidad'],
      content: `Una parte importante de los proyectos que llegan a nosotros no empieza desde cero. Son sistemas que se quedaron a mitad de camino: el proveedor anterior se fue, el equipo interno cambió, el presupuesto se acabó antes de lo previsto. La pregunta del cliente siempre es la misma: **¿se puede aprovechar lo que ya se hizo?**

## Primero, el diagnóstico

Antes de cualquier propuesta de continuidad, hacemos un diagnóstico de dos a tres semanas. Este responde preguntas objetivas:

- ¿El código fuente completo está disponible y compila?
- ¿Existe un entorno de producción o de pruebas en funcionamiento?
- ¿Qué funcionalidades están listas, cuáles están a medias y cuáles ni siquiera comenzaron?
- ¿Hay pruebas automatizadas? ¿Cuál es la calidad del código?
- ¿Las dependencias están actualizadas y sin vulnerabilidades conocidas?
- ¿La arquitectura soporta el volumen de uso esperado?

También conversamos con los usuarios y con quienes participaron en el proyecto. Muchas veces el problema no estaba en el código, sino en requisitos que cambiaban cada semana.

## Continuar, refactorizar o empezar de nuevo

Con el diagnóstico en la mano, presentamos tres caminos, siempre con costo y plazo estimados:

1. **Continuar**: el código está sano y lo que falta es, sobre todo, terminar funcionalidades.
2. **Refactorizar y continuar**: la base es aprovechable, pero partes críticas deben reescribirse antes de seguir evolucionando.
3. **Empezar de nuevo aprovechando lo aprendido**: el código no se sostiene, pero los requisitos, las pantallas y las reglas de negocio descubiertos se convierten en la especificación del nuevo sistema.

Empezar de nuevo asusta, pero a veces es el camino más barato. En un caso reciente, la estimación para estabilizar el código existente era un 40% mayor que la de reconstruir el sistema con una arquitectura adecuada.

## Los primeros 30 días

Cuando asumimos el proyecto, seguimos una hoja de ruta:

- poner el código bajo control de versiones, con un pipeline automatizado de build y despliegue;
- crear pruebas para las funcionalidades críticas antes de modificarlas;
- corregir vulnerabilidades y actualizar dependencias abandonadas;
- entregar una primera mejora visible para los usuarios, para recuperar la confianza.

> Un proyecto detenido cuesta dos veces: lo que ya se invirtió y lo que el negocio deja de ganar mientras no funciona.

## Cómo evitar que vuelva a ocurrir

Algunos cuidados simples protegen la inversión en cualquier proyecto de software: tener el código en un repositorio de la propia empresa, exigir una documentación mínima de arquitectura y despliegue, mantener un entorno de pruebas accesible y **revisar entregas funcionando cada dos semanas**, en lugar de informes de porcentaje de avance.

Si tienes un proyecto estancado, el primer paso es entender con claridad lo que existe. A partir de ahí, la decisión deja de ser un salto al vacío.`,
    },
  },
  'MVP em 12 semanas: o roteiro que usamos': {
    en: {
      title: 'MVP in 12 weeks: the roadmap we use',
      slug: 'mvp-in-12-weeks-the-roadmap-we-use',
      excerpt:
        'How to turn an idea into a live product, with real users, in three months. The week-by-week roadmap we use with startups and with the innovation teams of large companies.',
      tags: ['mvp', 'product', 'startups', 'innovation'],
      seoTitle: 'MVP in 12 weeks: a roadmap for launching a digital product',
      seoDescription:
        'A week-by-week roadmap to go from idea to a live MVP with real users in three months.',
      content: `Product ideas die in one of two ways: they never get off the drawing board, or they take so long to build that the market changes before launch. The **minimum viable product** exists to prevent both. This is the roadmap we use to get an MVP live in 12 weeks.

## Weeks 1 and 2: discovery

The goal is to answer three questions: who the user is, which problem we will solve first and how we will know it worked. We interview potential users, map the current journey and define **one primary success metric**, such as the number of orders or completed sign-ups.

At the end, we have a prioritized list of features and, above all, a list of what will **not** make it into the first version.

## Weeks 3 and 4: prototype and architecture

The design team creates a clickable prototype and tests it with five to eight users. In parallel, the technical lead defines the architecture and sets up the environments and the deploy pipeline. We choose mature technologies and managed services whenever possible: an MVP is no place for infrastructure experiments.

## Weeks 5 to 10: build

These are three two-week cycles. At the end of each one, there is a working version in staging, presented to the people who make decisions about the product. Some rules we follow:

- each feature goes in complete, with tests, never half-done;
- analytics is instrumented along with the screens;
- scope changes are welcome, as long as something of the same size comes out.

## Weeks 11 and 12: controlled launch

We release to a limited group of real users, monitor usage closely and fix whatever comes up. Only then do we open it to everyone. The launch is the beginning of learning, not the end of the project.

## What fits in an MVP

| In | Later |
|---|---|
| The main journey, from start to finish | Secondary journeys |
| Simple sign-up and login | Social login with multiple networks |
| Basic admin dashboard | Advanced reports |
| One payment method | Multiple methods and complex installment plans |

> If you're not a little embarrassed by the first version, you launched too late.

## The client's role

The factor that speeds up an MVP the most isn't technical: it's having **one person on the client side with the authority to make decisions**, available a few hours a week. When every business question takes days to answer, no roadmap holds up.

After the 12 weeks, real usage data guides what to build next. It's common for the second version to look quite different from what was imagined at the start, and that's a sign the process worked.`,
    },
    es: {
      title: 'MVP en 12 semanas: la hoja de ruta que usamos',
      slug: 'mvp-en-12-semanas-la-hoja-de-ruta-que-usamos',
      excerpt:
        'Cómo convertir una idea en un producto en producción, con usuarios reales, en tres meses. La hoja de ruta semana a semana que usamos con startups y con las áreas de innovación de grandes empresas.',
      tags: ['mvp', 'producto', 'startups', 'innovación'],
      seoTitle: 'MVP en 12 semanas: hoja de ruta para lanzar un producto digital',
      seoDescription:
        'Hoja de ruta semana a semana para pasar de la idea a un MVP en producción con usuarios reales en tres meses.',
      content: `Las ideas de producto mueren de dos maneras: sin salir nunca del papel, o tardando tanto en estar listas que el mercado cambia antes del lanzamiento. El **producto mínimo viable** existe para evitar ambas. Esta es la hoja de ruta que usamos para poner un MVP en producción en 12 semanas.

## Semanas 1 y 2: descubrimiento

El objetivo es responder tres preguntas: quién es el usuario, qué problema vamos a resolver primero y cómo sabremos si funcionó. Hacemos entrevistas con usuarios potenciales, mapeamos el recorrido actual y definimos **una métrica principal de éxito**, como la cantidad de pedidos o de registros completados.

Al final, tenemos una lista priorizada de funcionalidades y, sobre todo, una lista de lo que **no** entrará en la primera versión.

## Semanas 3 y 4: prototipo y arquitectura

El equipo de diseño crea un prototipo navegable y lo prueba con cinco a ocho usuarios. En paralelo, el liderazgo técnico define la arquitectura y prepara los entornos y el pipeline de despliegue. Elegimos tecnologías maduras y servicios administrados siempre que es posible: el MVP no es lugar para experimentos de infraestructura.

## Semanas 5 a 10: construcción

Son tres ciclos de dos semanas. Al final de cada uno, hay una versión funcionando en el entorno de pruebas, presentada a quienes toman las decisiones sobre el producto. Algunas reglas que seguimos:

- cada funcionalidad entra completa, con pruebas, y no a medias;
- la analítica se instrumenta junto con las pantallas;
- los cambios de alcance son bienvenidos, siempre que salga algo del mismo tamaño.

## Semanas 11 y 12: lanzamiento controlado

Publicamos para un grupo restringido de usuarios reales, seguimos el uso de cerca y corregimos lo que aparece. Solo entonces lo abrimos para todos. El lanzamiento es el comienzo del aprendizaje, no el fin del proyecto.

## Qué cabe en un MVP

| Entra | Queda para después |
|---|---|
| El recorrido principal, de principio a fin | Recorridos secundarios |
| Registro e inicio de sesión simples | Inicio de sesión con varias redes sociales |
| Panel administrativo básico | Informes avanzados |
| Un solo medio de pago | Varios medios y pagos en cuotas complejos |

> Si no te da un poco de vergüenza la primera versión, lanzaste demasiado tarde.

## El papel del cliente

El factor que más acelera un MVP no es técnico: es tener **una persona del lado del cliente con autonomía para decidir**, disponible algunas horas por semana. Cuando cada duda de negocio tarda días en responderse, ninguna hoja de ruta se sostiene.

Después de las 12 semanas, los datos de uso reales orientan qué construir a continuación. Es común que la segunda versión sea bastante diferente de lo que se imaginaba al principio, y eso es señal de que el proceso funcionó.`,
    },
  },
};
