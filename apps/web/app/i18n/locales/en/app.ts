import type { Dictionary } from '../../dictionary';

export const app: Dictionary['app'] = {
  meta: {
    title: 'Android and iOS app development',
    description: 'Native and cross-platform apps for Android and iOS, from discovery to the app stores.',
  },
  eyebrow: 'Android and iOS apps',
  title: 'App development',
  description:
    'Fast, beautiful and easy-to-use Android and iOS apps, built by people who understand product: from discovery to the app stores.',
  heroForm: {
    title: 'Tell us about your app',
    text: 'We reply within one business day with the next steps.',
  },
  services: {
    eyebrow: 'Services',
    title: 'Everything your app needs, in one team',
    text: 'From the first screen to the millionth download, we take care of every stage of the app’s life cycle.',
    items: {
      native: {
        title: 'Native apps',
        text: 'Kotlin for Android and Swift for iOS when the app needs top performance and full access to the device.',
      },
      crossPlatform: {
        title: 'Cross-platform apps',
        text: 'Flutter and React Native to launch on Android and iOS from a single codebase, faster and at a lower cost.',
      },
      design: {
        title: 'UX and UI design',
        text: 'Research, clickable prototypes and interfaces people understand at first sight.',
      },
      backend: {
        title: 'APIs and back end',
        text: 'Integrations, authentication, push notifications and admin panels that power the app.',
      },
      launch: {
        title: 'App store publishing',
        text: 'We prepare and publish the app on the App Store and Google Play, handling the whole review process.',
      },
      evolution: {
        title: 'Support and evolution',
        text: 'Crash monitoring, operating system updates and new features in every release.',
      },
    },
  },
  technologies: {
    eyebrow: 'Technologies',
    title: 'The right tools for every app',
    text: 'We choose the stack for what your app needs, not out of habit: native, cross-platform, cloud and data.',
  },
  cases: {
    title: 'Apps in the pockets of thousands of people',
    text: 'Apps and digital platforms we launched for our clients.',
  },
  contact: {
    eyebrow: 'Talk to a specialist',
    title: 'Shall we get your app off the ground?',
    text: 'Tell us the idea, the audience and the platforms you have in mind, even if it is still a rough sketch. An app specialist gets back to you within one business day with an estimate and the next steps.',
  },
};
