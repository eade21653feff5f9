import type { Dictionary } from '../../dictionary';

export const admin: Dictionary['admin'] = {
  meta: { title: 'Panel administrativo' },
  loading: 'Cargando el panel administrativo...',
  title: 'Panel administrativo',
  description: 'El panel administrativo se está preparando.',
};
