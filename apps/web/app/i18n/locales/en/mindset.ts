import type { Dictionary } from '../../dictionary';

export const mindset: Dictionary['mindset'] = {
  eyebrow: 'Mindset',
  title: 'Five pillars behind every project',
  text: 'It is not only what we deliver, it is how we deliver it. These are the principles that keep clients working with us for years.',
  items: {
    culture: {
      title: 'Culture',
      text: 'Curious, autonomous people who love to learn. We encourage knowledge sharing, honest feedback and end-to-end ownership: whoever builds it also cares about how it runs in production.',
    },
    relationship: {
      title: 'Relationship',
      text: 'We work side by side with your team, with direct communication and no middlemen. You know who is on the project, what is being done and why, at every step.',
    },
    strategy: {
      title: 'Strategy',
      text: 'The why comes before the code. We understand the business goals, prioritise what creates the most value and design an architecture that keeps up with the product as it grows.',
    },
    processes: {
      title: 'Processes',
      text: 'Agile methods in the right measure: short cycles, frequent releases, code review, automated tests and continuous integration. Predictability for you, quality for the product.',
    },
    results: {
      title: 'Results',
      text: 'We measure success by impact: more sales, less rework, faster processes, happier users. Every release has to move your numbers.',
    },
  },
};
