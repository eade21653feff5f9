import type { Route } from './+types/home';
import { CasesShowcase } from '~/features/carousel';
import { loadCarouselCases } from '~/features/carousel/index.server';
import { HomeHero, HomeServices, LatestPosts } from '~/features/home';
import { loadLatestPosts } from '~/features/home/index.server';
import { loadNamespaces } from '~/i18n';
import { WebSiteJsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/seo';
import { resolveLanguage } from '~/i18n/resolve-language.server';

await loadNamespaces('home', 'carousel');

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'home.meta.title', description: 'home.meta.description' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = resolveLanguage(request);
  const [cases, latest] = await Promise.all([loadCarouselCases(context.site, lang), loadLatestPosts(context.site, lang)]);
  return { cases, latest };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <WebSiteJsonLd />
      <HomeHero />
      <CasesShowcase
        cases={loaderData.cases}
        eyebrow="home.cases.eyebrow"
        title="home.cases.title"
        text="home.cases.text"
        className="pt-4 md:pt-8"
      />
      <HomeServices />
      <LatestPosts latest={loaderData.latest} />
    </>
  );
}
