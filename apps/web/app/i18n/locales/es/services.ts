import type { Dictionary } from '../../dictionary';

export const services: Dictionary['services'] = {
  metricsLabel: 'Nuestros números',
  seeCases: 'Ver casos',
  process: {
    eyebrow: 'Cómo trabajamos',
    title: 'Del primer café al producto en producción',
    text: 'Un proceso claro, con hitos definidos y contigo cerca en cada decisión. Sin cajas negras, sin sorpresas en la factura.',
    steps: {
      diagnosis: {
        title: 'Diagnóstico',
        text: 'Una conversación para entender el negocio, los objetivos y las restricciones. Salimos de ella con el problema bien definido.',
      },
      proposal: {
        title: 'Propuesta a medida',
        text: 'Alcance, formato de equipo, cronograma e inversión presentados con claridad, para que decidas con seguridad.',
      },
      kickoff: {
        title: 'Equipo en acción',
        text: 'Kick-off, rituales acordados y entregas en ciclos cortos. Sigues la evolución en cada sprint.',
      },
      evolution: {
        title: 'Evolución continua',
        text: 'Monitoreamos, medimos y mejoramos. El producto sigue evolucionando junto con tu negocio.',
      },
    },
  },
};
