import type { Route } from './+types/contact';
import { ContactPage } from '~/features/contact';
import { loadContactBlock, submitContactAction } from '~/features/contact/index.server';
import { loadNamespaces, useLanguage } from '~/i18n';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { resolveLanguage } from '~/i18n/resolve-language.server';
import { pageMeta } from '~/lib/seo';

await loadNamespaces('contact', 'contactForm');

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'contact.meta.title', description: 'contact.meta.description' });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { contact: await loadContactBlock(context.site, 'contact', resolveLanguage(request)) };
}

/** The lead form without JavaScript posts here. */
export const action = (args: Route.ActionArgs) => submitContactAction(args, 'contato');

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <BreadcrumbJsonLd
        items={[
          { name: t('nav.home'), path: '/' },
          { name: t('nav.contact'), path: '/contato' },
        ]}
      />
      <ContactPage data={loaderData.contact} />
    </>
  );
}
