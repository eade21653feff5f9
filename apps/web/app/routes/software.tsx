import type { Route } from './+types/software';
import { loadCarouselCases } from '~/features/carousel/index.server';
import { loadContactBlock, submitContactAction } from '~/features/contact/index.server';
import { SoftwarePage } from '~/features/services';
import { loadNamespaces, useLanguage } from '~/i18n';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/seo';
import { resolveLanguage } from '~/i18n/resolve-language.server';

await loadNamespaces('software', 'services', 'carousel', 'contact', 'contactForm');

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'software.meta.title', description: 'software.meta.description' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = resolveLanguage(request);
  const [cases, contact] = await Promise.all([
    loadCarouselCases(context.site, lang),
    loadContactBlock(context.site, 'software', lang),
  ]);
  return { cases, contact };
}

/** The lead form without JavaScript posts here. */
export const action = (args: Route.ActionArgs) => submitContactAction(args, 'software');

export default function SoftwareRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <BreadcrumbJsonLd
        items={[
          { name: t('nav.home'), path: '/' },
          { name: t('nav.software'), path: '/software' },
        ]}
      />
      <SoftwarePage cases={loaderData.cases} contact={loaderData.contact} />
    </>
  );
}
