import type { Route } from './+types/home';
import { BLOCK_NAMESPACES, BlockPage } from '~/blocks/block-page';
import { loadPageBlocks } from '~/blocks/index.server';
import { submitContactAction } from '~/features/contact/index.server';
import { loadNamespaces } from '~/i18n';
import { WebSiteJsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/seo';

await loadNamespaces('home', ...BLOCK_NAMESPACES);

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'home.meta.title', description: 'home.meta.description' });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { blocks: await loadPageBlocks(context, 'home', request) };
}

/** A contact block's lead form without JavaScript posts here. */
export const action = (args: Route.ActionArgs) => submitContactAction(args, 'contato');

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <WebSiteJsonLd />
      <BlockPage blocks={loaderData.blocks} page="home" />
    </>
  );
}
