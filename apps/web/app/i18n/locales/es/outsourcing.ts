import type { Dictionary } from '../../dictionary';

export const outsourcing: Dictionary['outsourcing'] = {
  meta: {
    title: 'Outsourcing de TI: squads dedicados y body shop',
    description: 'Profesionales de tecnología asignados a tu proyecto, en squads gestionados o en el modelo body shop.',
  },
  eyebrow: 'Outsourcing de TI',
  title: 'Equipos de tecnología listos para acelerar tu roadmap',
  description:
    'Squads dedicados y profesionales asignados para dar ritmo a tu roadmap sin perder calidad. Tú eliges el formato, nosotros garantizamos el equipo adecuado.',
  primaryCta: 'Quiero armar mi equipo',
  formats: {
    eyebrow: 'Modelos de contratación',
    title: 'Dos formatos, el mismo estándar de calidad',
    text: 'Elige el modelo que encaja con la madurez de tu equipo y con el nivel de gestión que quieres asumir.',
    squad: {
      name: 'Squad gestionado',
      tag: 'Squad dedicado',
      text: 'Un equipo completo y multidisciplinario, dedicado a tu producto y gestionado por nosotros, enfocado en entregar resultados.',
      points: {
        team: 'Desarrolladores, QA, diseño y agilista en el mismo equipo',
        management: 'La gestión, los rituales y los indicadores corren por nuestra cuenta',
        outcome: 'Compromiso con entregas y metas, no con horas',
      },
    },
    bodyshop: {
      name: 'Body shop',
      tag: 'Profesionales asignados',
      text: 'Profesionales especializados que se integran a tu equipo y siguen tus procesos y tu liderazgo técnico.',
      points: {
        speed: 'Refuerzo rápido para demandas puntuales o continuas',
        fit: 'Perfiles seleccionados para tu stack y tu cultura',
        scale: 'Aumenta o reduce el equipo según lo necesites',
      },
    },
  },
  offerings: {
    eyebrow: 'Qué ofrecemos',
    title: 'Por qué tercerizar tecnología con nosotros',
    text: 'Seis compromisos que encuentras en cualquier modelo de contratación.',
    items: {
      agility: {
        title: 'Agilidad',
        text: 'Profesionales seleccionados y listos para empezar en pocos días, no tras meses de reclutamiento.',
      },
      quality: {
        title: 'Calidad',
        text: 'Evaluación técnica rigurosa, buenas prácticas de ingeniería y seguimiento continuo del desempeño.',
      },
      flexibility: {
        title: 'Flexibilidad',
        text: 'Ajusta el tamaño y el perfil del equipo a medida que cambia el roadmap, sin burocracia.',
      },
      culture: {
        title: 'Cultura',
        text: 'Personas que se adaptan a tu forma de trabajar y se ponen la camiseta de tu producto.',
      },
      management: {
        title: 'Gestión',
        text: 'Seguimiento cercano, indicadores claros y un punto de contacto dedicado a tu contrato.',
      },
      security: {
        title: 'Seguridad',
        text: 'Contratos claros, confidencialidad, protección de datos y políticas de acceso seguro a tus sistemas.',
      },
    },
  },
  cases: {
    title: 'Equipos que ya aceleraron grandes operaciones',
    text: 'Algunos de los proyectos en los que nuestros squads marcaron la diferencia.',
  },
  contact: {
    eyebrow: 'Arma tu equipo',
    title: '¿Necesitas reforzar tu equipo de tecnología?',
    text: 'Cuéntanos qué perfiles buscas, el tamaño del equipo y cuándo necesitas empezar. Un especialista en outsourcing te responde con una propuesta de formato y de profesionales en hasta un día hábil.',
  },
};
