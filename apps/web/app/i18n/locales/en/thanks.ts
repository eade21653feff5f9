import type { Dictionary } from '../../dictionary';

export const thanks: Dictionary['thanks'] = {
  meta: {
    title: 'Thank you',
    description: 'We received your message. We will get in touch soon.',
  },
  title: 'Thank you for getting in touch with us.',
  text: 'One of our specialists will be with you shortly!',
};
