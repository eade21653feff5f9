import type { Dictionary } from '../../dictionary';

export const contact: Dictionary['contact'] = {
  meta: {
    title: 'Contact',
    description: 'Talk to our team about your software, app or outsourcing project.',
  },
  eyebrow: 'Contact',
  title: 'Let’s talk',
  description: 'Tell us about your challenge. A specialist replies within one business day.',
  intro:
    'Whether it is a new product, an app, a stalled project or extra hands for your team, the conversation starts here. Fill in the form or use one of our channels.',
  channels: {
    title: 'Our channels',
    phone: 'Phone',
    email: 'E-mail',
    careers: 'Careers',
    location: 'Where we are',
    careersText: 'Want to join the team?',
    careersCta: 'See open positions',
    opensInNewTab: '(opens in a new tab)',
  },
  form: {
    title: 'Send us a message',
    text: 'Fill in the fields below and we will get back to you within one business day.',
  },
  embed: {
    label: 'Contact form',
    loading: 'Loading form...',
  },
};
