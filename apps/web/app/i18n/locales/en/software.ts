import type { Dictionary } from '../../dictionary';

export const software: Dictionary['software'] = {
  meta: {
    title: 'Custom software development',
    description: 'Digital products, custom SaaS, process automation and recovery of stalled projects.',
  },
  eyebrow: 'Custom software',
  title: 'Custom software development',
  description:
    'From the SaaS born from an idea to the automation of the processes your company already runs: software designed for your business and built to last.',
  primaryCta: 'I want to get my project started',
  scenarios: {
    eyebrow: 'Scenarios',
    title: 'Where is your project today?',
    text: 'Every company reaches us in a different way. These are the three most common scenarios, and how we help in each one.',
    items: {
      product: {
        title: 'A digital product or SaaS from an idea',
        text: 'You have an idea and want to turn it into a digital product or a custom SaaS. We validate the value proposition, design the MVP and build a solid foundation to scale when customers arrive.',
      },
      automation: {
        title: 'Software to optimise and automate processes',
        text: 'Spreadsheets, rework and systems that do not talk to each other are expensive. We map the process, remove bottlenecks and build the software that automates what is manual today, integrated with the tools you already use.',
      },
      portability: {
        title: 'Project portability',
        text: 'Did your project stall halfway? We assess the code, the architecture and what has already been delivered, and propose a clear plan, with realistic timelines and costs, to finish it and take it to production.',
      },
    },
  },
  values: {
    eyebrow: 'Why us',
    title: 'What you gain with custom-built software',
    text: 'More than shipping features, we deliver an asset that works for your business for years.',
    items: {
      fit: {
        title: 'Built around your process',
        text: 'No bending your operation to fit generic software: the system follows your business rules.',
      },
      ownership: {
        title: 'Code that is yours',
        text: 'Source code, documentation and intellectual property belong to your company. No lock-in.',
      },
      scale: {
        title: 'Architecture that scales',
        text: 'Cloud, APIs and databases sized to grow together with your number of users.',
      },
      quality: {
        title: 'Automated quality',
        text: 'Automated tests, code review and continuous integration in every release, not just at the end.',
      },
      security: {
        title: 'Security and privacy',
        text: 'Security and data-protection best practices (LGPD included) from the very first commit.',
      },
      support: {
        title: 'Support and evolution',
        text: 'After launch we stay together: monitoring, improvements and new features.',
      },
    },
  },
  cases: {
    title: 'Software already running our clients’ day-to-day',
    text: 'Platforms, internal systems and SaaS products we delivered for companies across many industries.',
  },
  contact: {
    eyebrow: 'Talk to a specialist',
    title: 'Shall we design your software?',
    text: 'Tell us in a few lines what you need: a new product, an automation or a project to get back on track. A software specialist reviews your case and gets back to you with the next steps within one business day.',
  },
};
