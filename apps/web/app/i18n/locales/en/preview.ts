import type { Dictionary } from '../../dictionary';

export const preview: Dictionary['preview'] = {
  bar: 'Preview',
  barText: 'This page is not published yet. Only people with this link can see it.',
  draft: 'Draft',
  scheduled: 'Scheduled for {{date}}',
  published: 'Published',
  gone: {
    metaTitle: 'Preview link unavailable',
    title: 'This preview link is no longer available',
    text: 'It has expired or was revoked by whoever shared it. Ask the team for a new link.',
    home: 'Go to the home page',
  },
};
