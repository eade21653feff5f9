import type { Dictionary } from '../../dictionary';

export const outsourcing: Dictionary['outsourcing'] = {
  meta: {
    title: 'IT outsourcing: dedicated squads and body shop',
    description: 'Technology professionals allocated to your project, as managed squads or in the body shop model.',
  },
  eyebrow: 'IT outsourcing',
  title: 'Technology teams ready to speed up your roadmap',
  description:
    'Dedicated squads and allocated professionals to keep your roadmap moving without losing quality. You choose the format, we make sure it is the right team.',
  primaryCta: 'I want to build my team',
  formats: {
    eyebrow: 'Engagement models',
    title: 'Two formats, the same quality standard',
    text: 'Pick the model that matches the maturity of your team and how much management you want to take on.',
    squad: {
      name: 'Managed squad',
      tag: 'Dedicated squad',
      text: 'A complete, cross-functional team dedicated to your product and managed by us, focused on delivering results.',
      points: {
        team: 'Developers, QA, design and an agile lead in one team',
        management: 'Management, rituals and metrics are on us',
        outcome: 'Committed to deliverables and goals, not hours',
      },
    },
    bodyshop: {
      name: 'Body shop',
      tag: 'Allocated professionals',
      text: 'Specialised professionals who join your team and follow your processes and your technical leadership.',
      points: {
        speed: 'Fast reinforcement for one-off or ongoing demand',
        fit: 'Profiles selected for your stack and your culture',
        scale: 'Grow or shrink the team as you need',
      },
    },
  },
  offerings: {
    eyebrow: 'What we offer',
    title: 'Why outsource technology with us',
    text: 'Six commitments you get in either engagement model.',
    items: {
      agility: {
        title: 'Agility',
        text: 'Screened professionals ready to start in days, not after months of recruiting.',
      },
      quality: {
        title: 'Quality',
        text: 'Rigorous technical assessment, sound engineering practices and continuous performance follow-up.',
      },
      flexibility: {
        title: 'Flexibility',
        text: 'Adjust the size and profile of the team as the roadmap changes, without red tape.',
      },
      culture: {
        title: 'Culture',
        text: 'People who fit the way you work and truly own your product.',
      },
      management: {
        title: 'Management',
        text: 'Close follow-up, clear metrics and a dedicated point of contact for your contract.',
      },
      security: {
        title: 'Security',
        text: 'Clear contracts, confidentiality, data-protection compliance and secure access policies to your systems.',
      },
    },
  },
  cases: {
    title: 'Teams that have already sped up large operations',
    text: 'Some of the projects where our squads made the difference.',
  },
  contact: {
    eyebrow: 'Build your team',
    title: 'Need to strengthen your technology team?',
    text: 'Tell us which profiles you are looking for, the size of the team and when you need to start. An outsourcing specialist gets back to you with a proposed format and candidates within one business day.',
  },
};
