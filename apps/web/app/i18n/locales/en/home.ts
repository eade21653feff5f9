import type { Dictionary } from '../../dictionary';

export const home: Dictionary['home'] = {
  meta: {
    title: 'Software development, mobile apps and IT outsourcing',
    description:
      'Brazilian software house: custom software development, Android and iOS apps, and IT outsourcing with dedicated squads or body shop.',
  },
  eyebrow: 'Brazilian software house',
  title: 'Tailor-made technology for companies that cannot stop.',
  description:
    'We build software, apps and technology squads that solve real business problems, from the first prototype to operation at scale.',
  viewAllCases: 'See all cases',
  servicesEyebrow: 'What we do',
  servicesTitle: 'How we can help',
  servicesText:
    'Three ways to put technology to work for your business. Choose where to start: we take care of the rest.',
  services: {
    software: {
      title: 'Custom software',
      text: 'Digital products, SaaS and process automation designed for your business.',
    },
    app: {
      title: 'Mobile apps',
      text: 'Android and iOS apps with a flawless experience, from discovery to the app stores.',
    },
    outsourcing: {
      title: 'IT outsourcing',
      text: 'Dedicated squads or allocated professionals to speed up your team.',
    },
  },
  cases: {
    eyebrow: 'Cases',
    title: 'Projects already making a difference',
    text: 'Banks, retailers, healthtechs and manufacturers trust our team to turn ideas into reality. A few of the projects we delivered:',
  },
  posts: {
    eyebrow: 'Blog',
    title: 'Ideas from people who live the projects every day',
    text: 'Architecture, product, management and careers: what we learn building software for companies of every size.',
    viewAll: 'Go to the blog',
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
