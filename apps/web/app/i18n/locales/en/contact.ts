import type { Dictionary } from '../../dictionary';

export const contact: Dictionary['contact'] = {
  meta: {
    title: 'Contact',
    description: 'Talk to our team about your software, app or outsourcing project.',
  },
  channels: {
    phone: 'Phone',
    email: 'E-mail',
    careers: 'Careers',
    location: 'Where we are',
    careersText: 'Want to join the team?',
    careersCta: 'See open positions',
    opensInNewTab: '(opens in a new tab)',
  },
  embed: {
    label: 'Contact form',
    loading: 'Loading form...',
  },
};
