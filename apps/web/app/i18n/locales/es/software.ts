import type { Dictionary } from '../../dictionary';

export const software: Dictionary['software'] = {
  meta: {
    title: 'Desarrollo de software a medida',
    description: 'Productos digitales, SaaS a medida, automatización de procesos y rescate de proyectos detenidos.',
  },
  eyebrow: 'Software a medida',
  title: 'Desarrollo de software a medida',
  description:
    'Del SaaS que nace de una idea a la automatización de los procesos que tu empresa ya tiene: software pensado para tu negocio y construido para durar.',
  primaryCta: 'Quiero poner en marcha mi proyecto',
  scenarios: {
    eyebrow: 'Escenarios',
    title: '¿En qué momento está tu proyecto?',
    text: 'Cada empresa llega a nosotros de una forma distinta. Estos son los tres escenarios más comunes y cómo ayudamos en cada uno.',
    items: {
      product: {
        title: 'Producto digital o SaaS a partir de una idea',
        text: 'Tienes una idea y quieres convertirla en un producto digital o en un SaaS a medida. Validamos la propuesta de valor, diseñamos el MVP y construimos una base sólida para escalar cuando lleguen los clientes.',
      },
      automation: {
        title: 'Software para optimizar y automatizar procesos',
        text: 'Las hojas de cálculo, el retrabajo y los sistemas que no se comunican entre sí salen caros. Mapeamos el proceso, eliminamos cuellos de botella y creamos el software que automatiza lo que hoy es manual, integrado con lo que ya usas.',
      },
      portability: {
        title: 'Portabilidad de proyectos',
        text: '¿Tu proyecto se quedó a mitad de camino? Evaluamos el código, la arquitectura y lo que ya se entregó, y proponemos un plan claro, con plazos y costos realistas, para terminarlo y llevarlo a producción.',
      },
    },
  },
  values: {
    eyebrow: 'Por qué nosotros',
    title: 'Lo que ganas con un software hecho a medida',
    text: 'Más que entregar funcionalidades, entregamos un activo que trabaja para tu negocio durante muchos años.',
    items: {
      fit: {
        title: 'Hecho para tu proceso',
        text: 'Nada de adaptar tu operación a un sistema genérico: el software sigue las reglas de tu negocio.',
      },
      ownership: {
        title: 'Un código que es tuyo',
        text: 'El código fuente, la documentación y la propiedad intelectual quedan en tu empresa. Sin ataduras.',
      },
      scale: {
        title: 'Arquitectura que escala',
        text: 'Nube, APIs y bases de datos dimensionadas para crecer junto con el número de usuarios.',
      },
      quality: {
        title: 'Calidad automatizada',
        text: 'Pruebas automatizadas, code review e integración continua en cada entrega, no solo al final.',
      },
      security: {
        title: 'Seguridad y privacidad',
        text: 'Buenas prácticas de seguridad y protección de datos (incluida la LGPD) desde el primer commit.',
      },
      support: {
        title: 'Soporte y evolución',
        text: 'Después del lanzamiento seguimos juntos: monitoreo, mejoras y nuevas funcionalidades.',
      },
    },
  },
  cases: {
    title: 'Software que ya forma parte del día a día de nuestros clientes',
    text: 'Plataformas, sistemas internos y SaaS que entregamos a empresas de diversos sectores.',
  },
  contact: {
    eyebrow: 'Habla con un especialista',
    title: '¿Diseñamos tu software?',
    text: 'Cuéntanos en pocas líneas lo que necesitas: un producto nuevo, una automatización o un proyecto para retomar. Un especialista en software analiza tu caso y te responde con los próximos pasos en hasta un día hábil.',
  },
};
