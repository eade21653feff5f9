import type { Dictionary } from '../../dictionary';

export const about: Dictionary['about'] = {
  meta: {
    title: 'About us',
    description: 'Get to know our story, the way we work and the mindset behind every project.',
  },
  eyebrow: 'Who we are',
  title: 'About us',
  description: `We are a Brazilian software house with **more than 13 years in the market**, building software, apps and technology squads for companies that take digital seriously.

We started from a simple belief: **good technology is technology that solves a real problem**. That is why, before writing the first line of code, we dive into the business, talk to the people who will use it and understand what has to go right.

Since then, we have delivered **more than 200 projects** for **more than 100 companies**, from startups validating an idea to large groups in finance, healthcare, retail, logistics and education. In every one of them, the same commitment: transparency from start to finish and a team that truly owns your product.`,
  metricsLabel: 'Our numbers',
};
