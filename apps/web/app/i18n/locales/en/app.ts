import type { Dictionary } from '../../dictionary';

export const app: Dictionary['app'] = {
  meta: {
    title: 'Android and iOS app development',
    description: 'Native and cross-platform apps for Android and iOS, from discovery to the app stores.',
  },
};
