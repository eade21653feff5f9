import type { Dictionary } from '../../dictionary';

export const outsourcing: Dictionary['outsourcing'] = {
  meta: {
    title: 'Outsourcing de TI: squads dedicados y body shop',
    description: 'Profesionales de tecnología asignados a tu proyecto, en squads gestionados o en el modelo body shop.',
  },
};
