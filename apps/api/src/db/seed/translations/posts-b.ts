import type { PostTranslation, Translations } from './types.js';

export const POSTS_B: Translations<PostTranslation> = {
  'Testes automatizados que valem o investimento': {
    en: {
      title: 'Automated tests that are worth the investment',
      slug: 'automated-tests-that-are-worth-the-investment',
      excerpt:
        '100% coverage is not the goal. We show how to prioritize the tests that actually prevent incidents, with TypeScript examples and the pyramid we use on our projects.',
      tags: ['testing', 'quality', 'typescript', 'ci'],
      content: `Everyone agrees that automated tests matter. The hard part is deciding **which** tests to write when the deadline is tight. After many projects, we have settled on a few practical rules that balance cost and safety.

## Test behavior, not implementation

A good test describes what the user or the API client observes: the response, the error message, the record that was saved. Tests that check internal details break with every refactor and end up disabled. Compare:

\`\`\`ts
import { describe, expect, it } from 'vitest';
import { calcularFrete } from './frete';

describe('calcularFrete', () => {
  it('offers free shipping above R$ 299 in the Southeast region', () => {
    expect(calcularFrete({ uf: 'SP', subtotal: 300 })).toEqual({ valor: 0, prazoDias: 3 });
  });

  it('rejects a postal code in an unserved area with a clear message', () => {
    expect(() => calcularFrete({ uf: 'XX', subtotal: 100 })).toThrow('Region not served');
  });
});
\`\`\`

Both tests remain valid even if the function is rewritten from scratch.

## Our pyramid

- **Lots of unit tests** for business rules: calculations, validations, permissions. They are fast and cheap.
- **Integration tests** for every API route, with a real database in memory or in a container. This is where we find most bugs.
- **A few end-to-end tests** in the browser, covering the journeys that generate revenue: sign-up, purchase, contracting a service.

A typical project of ours has roughly 70% unit tests, 25% integration tests, and 5% end-to-end tests.

## Where not to cut corners

Some areas deserve tests even when the deadline is short:

1. **Money**: price, tax, discount, and installment calculations.
2. **Permissions**: who can see and change what.
3. **External integrations**: what happens when a partner responds slowly, with an error, or with unexpected data.
4. **Data migrations**: run the migration on a copy of the production data before releasing.

## Slow tests are ignored tests

A suite that takes 40 minutes doesn't get run before every commit, and then it loses much of its value. We keep the main suite under five minutes by running files in parallel and using an in-memory database whenever possible. Heavier tests run in the continuous integration pipeline and before every release.

> A test nobody runs is just outdated documentation.

## Measuring the return

On a retail project we took over with no tests at all, the rate of emergency fixes after each release was four per month. Six months after we prioritized integration tests on the critical routes, it dropped to less than one. The time invested paid for itself by the third month, in saved support hours alone.

**Start with what hurts.** Look at your most recent production incidents and write the test that would have prevented each one. Before long, the suite protects exactly what matters to the business.`,
    },
    es: {
      title: 'Pruebas automatizadas que valen la inversión',
      slug: 'pruebas-automatizadas-que-valen-la-inversion',
      excerpt:
        'Una cobertura del 100% no es la meta. Mostramos cómo priorizar las pruebas que realmente evitan incidentes, con ejemplos en TypeScript y la pirámide que usamos en nuestros proyectos.',
      tags: ['pruebas', 'calidad', 'typescript', 'ci'],
      content: `Todos coinciden en que las pruebas automatizadas son importantes. Lo difícil es decidir **qué** pruebas escribir cuando el plazo aprieta. Después de muchos proyectos, llegamos a algunas reglas prácticas que equilibran costo y seguridad.

## Prueba el comportamiento, no la implementación

Una buena prueba describe lo que observa el usuario o el cliente de la API: la respuesta, el mensaje de error, el registro guardado. Las pruebas que verifican detalles internos se rompen con cada refactorización y terminan desactivadas. Compara:

\`\`\`ts
import { describe, expect, it } from 'vitest';
import { calcularFrete } from './frete';

describe('calcularFrete', () => {
  it('ofrece envío gratis por encima de R$ 299 para la región Sudeste', () => {
    expect(calcularFrete({ uf: 'SP', subtotal: 300 })).toEqual({ valor: 0, prazoDias: 3 });
  });

  it('rechaza un código postal de una zona sin cobertura con un mensaje claro', () => {
    expect(() => calcularFrete({ uf: 'XX', subtotal: 100 })).toThrow('Región sin cobertura');
  });
});
\`\`\`

Las dos pruebas siguen siendo válidas aunque la función se reescriba desde cero.

## Nuestra pirámide

- **Muchas pruebas unitarias** para las reglas de negocio: cálculos, validaciones, permisos. Son rápidas y baratas.
- **Pruebas de integración** para cada ruta de la API, con una base de datos real en memoria o en un contenedor. Aquí es donde encontramos la mayoría de los errores.
- **Pocas pruebas de extremo a extremo** en el navegador, que cubren los recorridos que generan ingresos: registro, compra, contratación.

Un proyecto típico nuestro tiene alrededor de un 70% de pruebas unitarias, un 25% de integración y un 5% de extremo a extremo.

## Dónde no ahorrar

Algunos puntos merecen pruebas incluso cuando el plazo es corto:

1. **Dinero**: cálculo de precios, impuestos, descuentos y pagos en cuotas.
2. **Permisos**: quién puede ver y modificar qué.
3. **Integraciones externas**: qué pasa cuando el socio responde con lentitud, con un error o con datos inesperados.
4. **Migraciones de datos**: ejecutar la migración en una copia de los datos de producción antes de publicar.

## Pruebas lentas son pruebas ignoradas

Una suite que tarda 40 minutos no se ejecuta antes de cada commit, y así pierde buena parte de su valor. Mantenemos la suite principal por debajo de cinco minutos, ejecutando los archivos en paralelo y usando una base de datos en memoria cuando es posible. Las pruebas más pesadas se ejecutan en el pipeline de integración continua y antes de cada lanzamiento.

> Una prueba que nadie ejecuta es solo documentación desactualizada.

## Medir el retorno

En un proyecto de retail que asumimos sin ninguna prueba, la tasa de correcciones de emergencia después de cada lanzamiento era de cuatro por mes. Seis meses después de priorizar las pruebas de integración en las rutas críticas, bajó a menos de una. El tiempo invertido se pagó ya en el tercer mes, solo con las horas de soporte ahorradas.

**Empieza por lo que duele.** Revisa los últimos incidentes de producción y escribe la prueba que habría evitado cada uno. En poco tiempo, la suite protege exactamente lo que importa para el negocio.`,
    },
  },

  'CI/CD enxuto: um pipeline simples para times pequenos': {
    en: {
      title: 'Lean CI/CD: a simple pipeline for small teams',
      slug: 'lean-ci-cd-a-simple-pipeline-for-small-teams',
      excerpt:
        "You don't need a complex platform to ship safely several times a day. We share the minimal pipeline we use on new projects.",
      tags: ['devops', 'ci/cd', 'github actions', 'deployment'],
      seoDescription:
        'A simple continuous integration and delivery pipeline, with automated tests, builds, and deployments, designed for small teams.',
      content: `Releasing a new version of a system shouldn't be an event. On new projects, our goal is for anyone on the team to be able to put a change into production safely, in minutes, several times a day. You don't need a complex platform for that: a lean pipeline does the job.

## The four stages

1. **Verification**: linting, type checking, and unit tests on every push.
2. **Integration**: API tests against a real database running in a container.
3. **Build**: a container image versioned by the commit hash.
4. **Deployment**: automatic release to staging and, once approved, to production.

Each stage only runs if the previous one passed. If something fails, whoever made the commit is notified within a few minutes.

## A real example

This is a simplified GitHub Actions pipeline, similar to the one we use on several projects:

\`\`\`yaml
name: ci
on: [push]
jobs:
  tests:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: postgres
        ports: ['5432:5432']
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
      - run: npm ci
      - run: npm run lint && npm run typecheck
      - run: npm test
        env:
          DATABASE_URL: postgres://postgres:postgres@localhost:5432/postgres
\`\`\`

Deployment lives in a second workflow, triggered only on the main branch and protected by manual approval in the production environment.

## Practices that make a difference

- **Short-lived branches.** Small changes, reviewed and merged the same day, reduce conflicts and make it easier to find the cause of a problem.
- **Feature flags.** New code can go to production switched off and be turned on for a small group of users before everyone else.
- **Compatible migrations.** Every database change has to work with the previous version of the application, so a rollback is always possible.
- **Automated deployments, and automated rollbacks too.** Going back to the previous version should take one click, and it should be tested regularly.

## Secrets and environments

Database passwords, API keys, and certificates never live in the repository. They are stored as pipeline secrets, with access separated by environment: the staging workflow can't see the production credentials. We also keep the environments as similar as possible, using the same container image in staging and production and changing only the configuration variables. That way, what was tested is exactly what goes live.

## Metrics to track

Together with our clients, we track four indicators inspired by the DORA research: deployment frequency, time from commit to production, change failure rate, and time to restore service. On a logistics project, moving from a manual monthly deployment to automated daily deployments cut the average bug-fix time from nine days to less than one.

> If releasing is scary, release more often, with smaller changes.

**Automate what is repetitive and risky first.** A simple, reliable, fast pipeline is worth far more than a sophisticated delivery line that nobody understands.`,
    },
    es: {
      title: 'CI/CD liviano: un pipeline simple para equipos pequeños',
      slug: 'ci-cd-liviano-un-pipeline-simple-para-equipos-pequenos',
      excerpt:
        'No necesitas una plataforma compleja para publicar con seguridad varias veces al día. Compartimos el pipeline mínimo que usamos en los proyectos nuevos.',
      tags: ['devops', 'ci/cd', 'github actions', 'despliegue'],
      seoDescription:
        'Un pipeline de integración y entrega continuas sencillo, con pruebas, build y despliegue automatizados, pensado para equipos pequeños.',
      content: `Publicar una nueva versión del sistema no debería ser un acontecimiento. En los proyectos nuevos, nuestro objetivo es que cualquier persona del equipo pueda llevar un cambio a producción con seguridad, en minutos, varias veces al día. Para eso no hace falta una plataforma compleja: un pipeline liviano resuelve el problema.

## Las cuatro etapas

1. **Verificación**: lint, chequeo de tipos y pruebas unitarias en cada push.
2. **Integración**: pruebas de API con una base de datos real en un contenedor.
3. **Build**: una imagen de contenedor versionada con el hash del commit.
4. **Despliegue**: publicación automática en el entorno de staging y, con aprobación, en producción.

Cada etapa solo se ejecuta si la anterior pasó. Si algo falla, quien hizo el commit recibe el aviso en pocos minutos.

## Un ejemplo real

Este es un pipeline simplificado en GitHub Actions, parecido al que usamos en varios proyectos:

\`\`\`yaml
name: ci
on: [push]
jobs:
  pruebas:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: postgres
        ports: ['5432:5432']
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
      - run: npm ci
      - run: npm run lint && npm run typecheck
      - run: npm test
        env:
          DATABASE_URL: postgres://postgres:postgres@localhost:5432/postgres
\`\`\`

El despliegue queda en un segundo workflow, que se dispara solo en la rama principal y está protegido por una aprobación manual en el entorno de producción.

## Prácticas que marcan la diferencia

- **Ramas de corta duración.** Los cambios pequeños, revisados e integrados el mismo día, reducen los conflictos y facilitan encontrar la causa de un problema.
- **Feature flags.** El código nuevo puede llegar a producción desactivado y habilitarse para un grupo pequeño de usuarios antes que para todos.
- **Migraciones compatibles.** Cada cambio en la base de datos debe funcionar con la versión anterior de la aplicación, para que siempre sea posible hacer rollback.
- **Despliegue automatizado, y rollback también.** Volver a la versión anterior debe costar un clic y probarse con regularidad.

## Secretos y entornos

Las contraseñas de bases de datos, las claves de API y los certificados nunca se guardan en el repositorio. Se registran como secretos del pipeline, con acceso separado por entorno: el workflow de staging no ve las credenciales de producción. También mantenemos los entornos lo más parecidos posible, usando la misma imagen de contenedor en staging y en producción y cambiando solo las variables de configuración. Así, lo que se probó es exactamente lo que sale en vivo.

## Métricas a seguir

Con los clientes seguimos cuatro indicadores inspirados en la investigación DORA: frecuencia de despliegue, tiempo entre el commit y producción, tasa de fallas en los cambios y tiempo para restaurar el servicio. En un proyecto de logística, pasar de un despliegue mensual manual a despliegues diarios automatizados redujo el tiempo promedio de corrección de errores de nueve días a menos de uno.

> Si publicar da miedo, publica más seguido, con cambios más pequeños.

**Automatiza primero lo repetitivo y riesgoso.** Un pipeline simple, confiable y rápido vale mucho más que una cadena sofisticada que nadie entiende.`,
    },
  },

  'Design system: como reduzimos 40% do tempo de entrega de telas': {
    en: {
      title: 'Design system: how we cut screen delivery time by 40%',
      slug: 'design-system-how-we-cut-screen-delivery-time-by-40',
      excerpt:
        "A design system isn't just a pretty component library. We explain how we structured ours, how we keep design and code in sync, and the impact on delivery times.",
      tags: ['design system', 'ui', 'components', 'productivity'],
      seoTitle: 'Design systems in practice: 40% less time to deliver screens',
      seoDescription:
        'How to structure a design system with tokens, components, and governance to speed up the development of digital products.',
      content: `As a product grows, its interface starts piling up variations: five shades of blue, three button styles, forms that behave in different ways. Every new screen turns into a small negotiation between design and development. A **design system** solves this problem when it is treated as a product, not as a reference file.

## The three layers

We organize our design systems in three layers:

1. **Tokens**: colors, typography, spacing, border radii, and shadows, defined once and used in both Figma and code.
2. **Components**: buttons, fields, tables, dialogs, each with documented states (default, focus, error, disabled, loading).
3. **Patterns**: recurring combinations, such as a sign-up form, a list with filters, and a detail page.

Tokens are the foundation of everything. When the brand changes its primary color, a change to a single file updates the entire product.

## Design and code speaking the same language

The biggest challenge isn't creating the components but **keeping them in sync**. A few practices that work:

- Component and property names are the same in Figma and in code.
- Each component has a documentation page with interactive examples.
- Changes go through a joint review by one designer and one developer.
- A component only joins the system after it has been used in at least two real screens.

## Built-in accessibility

When a component is accessible from day one, every new screen inherits that with no extra effort. Our base components guarantee minimum AA contrast, visible focus, keyboard navigation, and labels for screen readers. This keeps accessibility from depending on each team member's memory.

## The measured impact

On a financial platform project, we compared screen delivery times before and after the design system:

| Metric | Before | After |
|---|---|---|
| Average time to deliver a new screen | 5.2 days | 3.1 days |
| Mismatches between prototype and production per sprint | 14 | 3 |
| Different button components in the code | 11 | 1 |

The roughly 40% reduction in delivery time came mainly from eliminating rework: less back-and-forth between design and code, fewer last-minute tweaks.

> Consistency isn't a lack of creativity. It frees up energy to solve the problems that really matter.

## Where to start

Don't try to build everything at once. Start with the tokens and the five most used components in the product, usually the button, text field, select, table, and dialog. Document them, use them in real screens, gather feedback, and only then expand. A small, living design system is worth more than a huge library nobody looks at.`,
    },
    es: {
      title: 'Sistema de diseño: cómo redujimos un 40% el tiempo de entrega de pantallas',
      slug: 'sistema-de-diseno-como-redujimos-un-40-el-tiempo-de-entrega-de-pantallas',
      excerpt:
        'Un sistema de diseño no es solo una biblioteca de componentes bonita. Contamos cómo estructuramos el nuestro, cómo mantenemos diseño y código sincronizados y su impacto en los plazos.',
      tags: ['sistema de diseño', 'ui', 'componentes', 'productividad'],
      seoTitle: 'Sistema de diseño en la práctica: pantallas en 40% menos tiempo',
      seoDescription:
        'Cómo estructurar un sistema de diseño con tokens, componentes y gobernanza para acelerar el desarrollo de productos digitales.',
      content: `Cuando un producto crece, la interfaz empieza a acumular variaciones: cinco tonos de azul, tres estilos de botón, formularios que se comportan de maneras distintas. Cada pantalla nueva se convierte en una pequeña negociación entre diseño y desarrollo. Un **sistema de diseño** (design system) resuelve este problema cuando se trata como un producto, y no como un archivo de referencia.

## Las tres capas

Organizamos nuestros sistemas de diseño en tres capas:

1. **Tokens**: colores, tipografía, espaciados, radios de borde y sombras, definidos una sola vez y usados tanto en Figma como en el código.
2. **Componentes**: botones, campos, tablas, diálogos, cada uno con sus estados documentados (predeterminado, foco, error, deshabilitado, cargando).
3. **Patrones**: combinaciones recurrentes, como un formulario de registro, un listado con filtros y una página de detalle.

Los tokens son la base de todo. Cuando la marca cambia su color principal, una modificación en un solo archivo actualiza todo el producto.

## Diseño y código hablando el mismo idioma

El mayor desafío no es crear los componentes, sino **mantenerlos sincronizados**. Algunas prácticas que funcionan:

- Los nombres de los componentes y de sus propiedades son los mismos en Figma y en el código.
- Cada componente tiene una página de documentación con ejemplos interactivos.
- Los cambios pasan por una revisión conjunta de una persona de diseño y una de desarrollo.
- Un componente solo entra al sistema después de usarse en al menos dos pantallas reales.

## Accesibilidad incorporada

Cuando el componente nace accesible, cada pantalla nueva lo hereda sin esfuerzo adicional. Nuestros componentes base garantizan un contraste mínimo AA, foco visible, navegación por teclado y etiquetas para lectores de pantalla. Así, la accesibilidad no depende de la memoria de cada persona del equipo.

## El impacto medido

En un proyecto de plataforma financiera, comparamos el tiempo de entrega de pantallas antes y después del sistema de diseño:

| Indicador | Antes | Después |
|---|---|---|
| Tiempo promedio para entregar una pantalla nueva | 5.2 días | 3.1 días |
| Diferencias entre prototipo y producción por sprint | 14 | 3 |
| Componentes de botón distintos en el código | 11 | 1 |

La reducción de cerca del 40% en el tiempo de entrega se debió principalmente a la eliminación del retrabajo: menos idas y vueltas entre diseño y código, menos ajustes de último momento.

> La consistencia no es falta de creatividad. Es liberar energía para resolver los problemas que realmente importan.

## Por dónde empezar

No intentes construirlo todo de una vez. Empieza por los tokens y por los cinco componentes más usados del producto, normalmente botón, campo de texto, selector, tabla y diálogo. Documéntalos, úsalos en pantallas reales, recoge comentarios y solo entonces amplía. Un sistema de diseño pequeño y vivo vale más que una biblioteca enorme que nadie consulta.`,
    },
  },

  'Como medir o ROI de um aplicativo próprio': {
    en: {
      title: 'How to measure the ROI of your own app',
      slug: 'how-to-measure-the-roi-of-your-own-app',
      excerpt:
        "Downloads don't pay the bills. See the metrics we use with clients to prove, with hard numbers, the return on a customer engagement or sales app.",
      tags: ['roi', 'apps', 'metrics', 'customer loyalty'],
      seoTitle: 'App ROI: the metrics that prove the return on your app',
      seoDescription:
        'How to calculate the return on your own app with metrics for revenue, retention, customer acquisition cost, and operational savings.',
      content: `Launching your own app is a significant investment, and sooner or later someone in leadership asks: **how much is it bringing back?** Download counts and app store ratings don't answer that question. In this article we show how we structure return measurement with our clients.

## Define the goal before the first screen

An app can create value in very different ways, and each one calls for its own metrics:

- **Increase revenue**: more purchases, a higher average order value, more frequent repeat purchases.
- **Cut costs**: fewer phone support calls, less paper, fewer trips.
- **Build loyalty**: customers who stay longer and recommend the brand.

Mixing goals without setting priorities leads to an app that does a little of everything and nothing very well.

## The metrics we track

| Metric | What it measures | Source |
|---|---|---|
| Monthly active users | The app's real reach | App analytics |
| Day-30 retention | Whether the app became a habit | App analytics |
| Average order value of app users vs. other customers | Revenue impact | ERP or sales platform |
| Purchase frequency | Loyalty | CRM |
| Support tickets per active customer | Customer service savings | Customer service system |
| Acquisition cost per active user | Marketing efficiency | Media and analytics |

The most important metric is usually the **comparison between customers who use the app and customers who don't**, always taking care to separate cause from effect: more loyal customers tend to download the app, and not necessarily the other way around.

## A simple calculation

For a supermarket chain, the first-year calculation looked like this:

1. Incremental revenue: app users spent 23% more than a control group with a similar profile.
2. Margin on that incremental revenue, net of cashback costs.
3. Savings from replacing printed flyers with in-app offers.
4. Minus the investments: development, maintenance, and media spend for user acquisition.

The result was a return of 2.7 times the investment in the first year, and higher in the second, since the initial development cost doesn't recur.

## Common pitfalls

- Measuring only downloads, which say little about actual usage.
- Forgetting the maintenance cost, which usually runs between 15% and 25% of the development cost per year.
- Not instrumenting events from the first version, which means losing the baseline.
- Ignoring cannibalization: some of the in-app purchases would have happened at the physical store anyway.

> Whatever isn't measured from launch day becomes an opinion in the budget meeting.

**Plan the measurement together with the product.** When analytics events are part of the development stories, the return report is ready in the first month, and decisions about how the app evolves become data-driven.`,
    },
    es: {
      title: 'Cómo medir el ROI de una aplicación propia',
      slug: 'como-medir-el-roi-de-una-aplicacion-propia',
      excerpt:
        'Las descargas no pagan las cuentas. Conoce los indicadores que usamos con nuestros clientes para demostrar, con números, el retorno de una aplicación de relación con clientes o de ventas.',
      tags: ['roi', 'aplicaciones', 'métricas', 'fidelización'],
      seoTitle: 'ROI de aplicaciones: indicadores para demostrar el retorno de tu app',
      seoDescription:
        'Cómo calcular el retorno de una aplicación propia con métricas de ingresos, retención, costo de adquisición y ahorro operativo.',
      content: `Lanzar una aplicación propia es una inversión importante, y tarde o temprano alguien de la dirección pregunta: **¿cuánto nos está devolviendo?** La cantidad de descargas y la calificación en la tienda no responden esa pregunta. En este artículo mostramos cómo estructuramos la medición del retorno con nuestros clientes.

## Define el objetivo antes de la primera pantalla

Una aplicación puede generar valor de formas muy distintas, y cada una exige sus propios indicadores:

- **Aumentar los ingresos**: más compras, un ticket promedio mayor, recompras más frecuentes.
- **Reducir costos**: menos atención telefónica, menos papel, menos desplazamientos.
- **Fidelizar**: clientes que se quedan más tiempo y recomiendan la marca.

Mezclar objetivos sin prioridades lleva a una app que hace un poco de todo y nada muy bien.

## Los indicadores que seguimos

| Indicador | Qué mide | Fuente |
|---|---|---|
| Usuarios activos mensuales | Alcance real de la app | Analítica de la app |
| Retención al día 30 | Si la app generó un hábito | Analítica de la app |
| Ticket promedio de los usuarios de la app vs. los demás | Impacto en los ingresos | ERP o plataforma de ventas |
| Frecuencia de compra | Fidelización | CRM |
| Solicitudes de soporte por cliente activo | Ahorro en atención al cliente | Sistema de atención al cliente |
| Costo de adquisición por usuario activo | Eficiencia del marketing | Medios y analítica |

El indicador más importante suele ser la **comparación entre los clientes que usan la app y los que no la usan**, siempre con cuidado de separar causa y efecto: los clientes más fieles tienden a descargar la app, y no necesariamente al revés.

## Una cuenta simple

Para una cadena de supermercados, el cálculo del primer año quedó así:

1. Ingresos incrementales: los usuarios de la app gastaron un 23% más que un grupo de control con un perfil similar.
2. Margen sobre esos ingresos incrementales, descontados los costos de cashback.
3. Ahorro por reemplazar los folletos impresos con ofertas en la app.
4. Menos las inversiones: desarrollo, mantenimiento y medios para la adquisición de usuarios.

El resultado fue un retorno de 2.7 veces la inversión en el primer año, y mayor en el segundo, ya que el costo del desarrollo inicial no se repite.

## Trampas comunes

- Medir solo las descargas, que dicen poco sobre el uso.
- Olvidar el costo de mantenimiento, que suele estar entre el 15% y el 25% del desarrollo por año.
- No instrumentar los eventos desde la primera versión, con lo que se pierde la línea de base.
- Ignorar la canibalización: parte de las compras en la app ocurriría de todos modos en la tienda física.

> Lo que no se mide desde el lanzamiento se convierte en opinión en la reunión de presupuesto.

**Planifica la medición junto con el producto.** Cuando los eventos de analítica forman parte de las historias de desarrollo, el informe de retorno está listo en el primer mes, y las decisiones sobre la evolución de la app pasan a basarse en datos.`,
    },
  },
};
