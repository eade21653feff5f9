import type { Route } from './+types/outsourcing';
import { BLOCK_NAMESPACES, BlockPage } from '~/blocks/block-page';
import { loadPageBlocks } from '~/blocks/index.server';
import { submitContactAction } from '~/features/contact/index.server';
import { loadNamespaces, useLanguage } from '~/i18n';
import { BreadcrumbJsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/seo';

await loadNamespaces('outsourcing', ...BLOCK_NAMESPACES);

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'outsourcing.meta.title', description: 'outsourcing.meta.description' });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { blocks: await loadPageBlocks(context, 'outsourcing', request) };
}

/** The lead forms without JavaScript post here. */
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
      <BlockPage blocks={loaderData.blocks} page="outsourcing" />
    </>
  );
}
