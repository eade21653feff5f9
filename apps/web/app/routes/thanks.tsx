import type { Route } from './+types/thanks';
import { BLOCK_NAMESPACES, BlockPage } from '~/blocks/block-page';
import { loadPageBlocks } from '~/blocks/index.server';
import { submitContactAction } from '~/features/contact/index.server';
import { loadNamespaces } from '~/i18n';
import { pageMeta } from '~/lib/seo';

await loadNamespaces('thanks', ...BLOCK_NAMESPACES);

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: 'thanks.meta.title', description: 'thanks.meta.description', noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { blocks: await loadPageBlocks(context, 'obrigado', request) };
}

/** A contact block's lead form without JavaScript posts here. */
export const action = (args: Route.ActionArgs) => submitContactAction(args, 'contato');

export default function ThanksPage({ loaderData }: Route.ComponentProps) {
  return <BlockPage blocks={loaderData.blocks} page="obrigado" />;
}
