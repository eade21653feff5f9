import type { Route } from './+types/outsourcing';
import { loadCarouselCases } from '~/features/carousel/index.server';
import { loadContactBlock, submitContactAction } from '~/features/contact/index.server';
import { OutsourcingPage } from '~/features/services';
import { loadNamespaces, useLanguage } from '~/i18n';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/seo';
import { resolveLanguage } from '~/i18n/resolve-language.server';

await loadNamespaces('outsourcing', 'services', 'carousel', 'contact', 'contactForm');

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'outsourcing.meta.title', description: 'outsourcing.meta.description' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = resolveLanguage(request);
  const [cases, contact] = await Promise.all([
    loadCarouselCases(context.site, lang),
    loadContactBlock(context.site, 'outsourcing', lang),
  ]);
  return { cases, contact };
}

/** The lead form without JavaScript posts here. */
export const action = (args: Route.ActionArgs) => submitContactAction(args, 'outsourcing');

export default function OutsourcingRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <BreadcrumbJsonLd
        items={[
          { name: t('nav.home'), path: '/' },
          { name: t('nav.outsourcing'), path: '/outsourcing' },
        ]}
      />
      <OutsourcingPage cases={loaderData.cases} contact={loaderData.contact} />
    </>
  );
}
