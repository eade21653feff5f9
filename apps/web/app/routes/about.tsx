import type { Route } from './+types/about';
import { AboutPage } from '~/features/about';
import { pageMeta } from '~/lib/seo';

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'about.meta.title', description: 'about.meta.description' });

export default function AboutRoute() {
  return <AboutPage />;
}
