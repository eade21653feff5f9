import type { Dictionary } from '../../dictionary';

export const technologies: Dictionary['technologies'] = {
  eyebrow: 'Technologies',
  title: 'A modern stack, hand-picked for each challenge',
  text: 'We master the languages, frameworks and platforms behind high-performance digital products, from the interface to the cloud.',
  listLabel: 'Technologies we work with',
};
