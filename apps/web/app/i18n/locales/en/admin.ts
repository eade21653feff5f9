import type { Dictionary } from '../../dictionary';

export const admin: Dictionary['admin'] = {
  meta: { title: 'Admin panel' },
  loading: 'Loading the admin panel...',
  title: 'Admin panel',
  description: 'The admin panel is being prepared.',
};
