import type { Dictionary } from '../../dictionary';

export const home: Dictionary['home'] = {
  meta: {
    title: 'Desarrollo de software, aplicaciones y outsourcing de TI',
    description:
      'Software house brasileña: desarrollo de software a medida, aplicaciones Android e iOS y outsourcing de TI con squads dedicados o body shop.',
  },
  eyebrow: 'Software house brasileña',
  title: 'Tecnología a medida para empresas que no pueden detenerse.',
  description:
    'Creamos software, aplicaciones y squads de tecnología que resuelven problemas reales de negocio, del primer prototipo a la operación a escala.',
  viewAllCases: 'Ver todos los casos',
  servicesEyebrow: 'Qué hacemos',
  servicesTitle: 'Cómo podemos ayudarte',
  servicesText:
    'Tres formas de poner la tecnología a trabajar para tu negocio. Elige por dónde empezar: nosotros nos encargamos del resto.',
  services: {
    software: {
      title: 'Software a medida',
      text: 'Productos digitales, SaaS y automatización de procesos diseñados para tu negocio.',
    },
    app: {
      title: 'Aplicaciones',
      text: 'Apps Android e iOS con una experiencia impecable, del discovery a la publicación en las tiendas.',
    },
    outsourcing: {
      title: 'Outsourcing de TI',
      text: 'Squads dedicados o profesionales asignados para acelerar tu equipo.',
    },
  },
  cases: {
    eyebrow: 'Casos',
    title: 'Proyectos que ya están marcando la diferencia',
    text: 'Bancos, minoristas, healthtechs e industrias confían en nuestro equipo para hacer realidad sus ideas. Algunos de los proyectos que entregamos:',
  },
  posts: {
    eyebrow: 'Blog',
    title: 'Ideas de quienes viven los proyectos día a día',
    text: 'Arquitectura, producto, gestión y carrera: lo que aprendemos construyendo software para empresas de todos los tamaños.',
    viewAll: 'Ir al blog',
    error: 'No pudimos cargar las publicaciones del blog. Inténtalo de nuevo más tarde.',
    empty: 'Todavía no hay publicaciones.',
    readTime: '{minutes} min de lectura',
    categories: {
      tecnologia: 'Tecnología',
      desenvolvimento: 'Desarrollo',
      design: 'Diseño',
      marketing: 'Marketing',
      negocios: 'Negocios',
    },
  },
};
