import type { Dictionary } from '../../dictionary';

export const app: Dictionary['app'] = {
  meta: {
    title: 'Desarrollo de aplicaciones Android e iOS',
    description:
      'Aplicaciones nativas y multiplataforma para Android e iOS, del discovery a la publicación en las tiendas.',
  },
  eyebrow: 'Aplicaciones Android e iOS',
  title: 'Desarrollo de aplicaciones',
  description:
    'Aplicaciones Android e iOS rápidas, atractivas y fáciles de usar, hechas por quienes entienden de producto: del discovery a la publicación en las tiendas.',
  heroForm: {
    title: 'Cuéntanos sobre tu app',
    text: 'Respondemos en hasta un día hábil con los próximos pasos.',
  },
  services: {
    eyebrow: 'Servicios',
    title: 'Todo lo que tu app necesita, en un solo equipo',
    text: 'De la primera pantalla a la millonésima descarga, cuidamos cada etapa del ciclo de vida de la aplicación.',
    items: {
      native: {
        title: 'Apps nativas',
        text: 'Kotlin para Android y Swift para iOS cuando la app necesita el máximo rendimiento y acceso a los recursos del dispositivo.',
      },
      crossPlatform: {
        title: 'Apps multiplataforma',
        text: 'Flutter y React Native para lanzar en Android e iOS con un solo código, más rápido y a menor costo.',
      },
      design: {
        title: 'Diseño UX y UI',
        text: 'Investigación, prototipos navegables e interfaces que las personas entienden a la primera.',
      },
      backend: {
        title: 'APIs y back end',
        text: 'Integraciones, autenticación, notificaciones push y paneles administrativos que sostienen la app.',
      },
      launch: {
        title: 'Publicación en las tiendas',
        text: 'Preparamos y publicamos la app en App Store y Google Play, encargándonos de todo el proceso de revisión.',
      },
      evolution: {
        title: 'Soporte y evolución',
        text: 'Monitoreo de fallos, actualizaciones del sistema operativo y nuevas funcionalidades en cada versión.',
      },
    },
  },
  technologies: {
    eyebrow: 'Tecnologías',
    title: 'Las herramientas adecuadas para cada aplicación',
    text: 'Elegimos el stack según lo que tu app necesita, no por costumbre: nativo, multiplataforma, nube y datos.',
  },
  cases: {
    title: 'Apps que están en el bolsillo de miles de personas',
    text: 'Aplicaciones y plataformas digitales que pusimos en marcha para nuestros clientes.',
  },
  contact: {
    eyebrow: 'Habla con un especialista',
    title: '¿Hacemos realidad tu app?',
    text: 'Cuéntanos la idea, el público y las plataformas que tienes en mente, aunque todavía sea un borrador. Un especialista en aplicaciones te responde en hasta un día hábil con una estimación y los próximos pasos.',
  },
};
