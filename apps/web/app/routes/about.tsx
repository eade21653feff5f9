import type { Route } from './+types/about';
import { BLOCK_NAMESPACES, BlockPage } from '~/blocks/block-page';
import { loadPageBlocks } from '~/blocks/index.server';
import { submitContactAction } from '~/features/contact/index.server';
import { loadNamespaces, useLanguage } from '~/i18n';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/seo';

await loadNamespaces('about', ...BLOCK_NAMESPACES);

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'about.meta.title', description: 'about.meta.description' });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { blocks: await loadPageBlocks(context, 'sobre', request) };
}

/** A contact block's lead form without JavaScript posts here. */
export const action = (args: Route.ActionArgs) => submitContactAction(args, 'contato');

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <BreadcrumbJsonLd
        items={[
          { name: t('nav.home'), path: '/' },
          { name: t('nav.about'), path: '/sobre' },
        ]}
      />
      <BlockPage blocks={loaderData.blocks} page="sobre" />
    </>
  );
}
