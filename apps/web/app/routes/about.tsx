import type { Route } from './+types/about';
import { AboutPage } from '~/features/about';
import { loadNamespaces } from '~/i18n';
import { pageMeta } from '~/lib/seo';

await loadNamespaces('about', 'mindset', 'technologies');

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'about.meta.title', description: 'about.meta.description' });

export default function AboutRoute() {
  return <AboutPage />;
}
