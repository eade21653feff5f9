import type { Dictionary } from '../../dictionary';

export const services: Dictionary['services'] = {
  metricsLabel: 'Our numbers',
  seeCases: 'See cases',
  process: {
    eyebrow: 'How we work',
    title: 'From the first coffee to a product in production',
    text: 'A clear process, with defined milestones and you close to every decision. No black box, no surprises on the invoice.',
    steps: {
      diagnosis: {
        title: 'Discovery',
        text: 'A conversation to understand the business, the goals and the constraints. We leave it with the problem clearly defined.',
      },
      proposal: {
        title: 'Tailored proposal',
        text: 'Scope, team format, timeline and investment laid out clearly, so you can decide with confidence.',
      },
      kickoff: {
        title: 'Team in action',
        text: 'Kick-off, agreed rituals and releases in short cycles. You follow the progress every sprint.',
      },
      evolution: {
        title: 'Continuous improvement',
        text: 'We monitor, measure and improve. The product keeps evolving together with your business.',
      },
    },
  },
};
