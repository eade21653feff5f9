import type { Route } from './+types/app-development';
import { loadCarouselCases } from '~/features/carousel/index.server';
import { loadContactBlock, submitContactAction } from '~/features/contact/index.server';
import { AppPage } from '~/features/services';
import { APP_TECHNOLOGIES, TechnologiesSection } from '~/features/technologies';
import { loadNamespaces, useLanguage } from '~/i18n';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/seo';
import { resolveLanguage } from '~/i18n/resolve-language.server';

await loadNamespaces('app', 'services', 'carousel', 'contact', 'contactForm', 'technologies');

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'app.meta.title', description: 'app.meta.description' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = resolveLanguage(request);
  // No embedded third-party form is configured for apps (product.md §7 names outsourcing and software only).
  const [cases, contact] = await Promise.all([loadCarouselCases(context.site, lang), loadContactBlock(context.site, null, lang)]);
  return { cases, contact };
}

/** The lead forms without JavaScript post here. */
export const action = (args: Route.ActionArgs) => submitContactAction(args, 'aplicativo');

export default function AppDevelopmentRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <BreadcrumbJsonLd
        items={[
          { name: t('nav.home'), path: '/' },
          { name: t('nav.app'), path: '/aplicativo' },
        ]}
      />
      <AppPage
        cases={loaderData.cases}
        contact={loaderData.contact}
        technologies={
          <TechnologiesSection
            eyebrow={t('app.technologies.eyebrow')}
            title={t('app.technologies.title')}
            text={t('app.technologies.text')}
            only={APP_TECHNOLOGIES}
            className="bg-ink-50"
          />
        }
      />
    </>
  );
}
