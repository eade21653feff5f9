import type { Route } from './+types/contact';
import { BLOCK_NAMESPACES, BlockPage } from '~/blocks/block-page';
import { loadPageBlocks } from '~/blocks/index.server';
import { submitContactAction } from '~/features/contact/index.server';
import { loadNamespaces, useLanguage } from '~/i18n';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/seo';

await loadNamespaces('contact', ...BLOCK_NAMESPACES);

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'contact.meta.title', description: 'contact.meta.description' });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { blocks: await loadPageBlocks(context, 'contato', request) };
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
      <BlockPage blocks={loaderData.blocks} page="contato" />
    </>
  );
}
