import type { Dictionary } from '../../dictionary';

export const home: Dictionary['home'] = {
  meta: {
    title: 'Software development, mobile apps and IT outsourcing',
    description: 'Brazilian software house: custom software development, Android and iOS apps, and IT outsourcing with dedicated squads or body shop.',
  },
  viewAllCases: 'See all cases',
  posts: {
    error: 'We could not load the blog posts. Please try again later.',
    empty: 'No posts published yet.',
    readTime: '{minutes} min read',
    categories: {
      tecnologia: 'Technology',
      desenvolvimento: 'Development',
      design: 'Design',
      marketing: 'Marketing',
      negocios: 'Business',
    },
  },
};
