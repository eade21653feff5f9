import { data } from 'react-router';
import type { Route } from './+types/preview-page';
import { BLOCK_NAMESPACES, BlockPage } from '~/blocks/block-page';
import { firstPageLists, loadBlocks } from '~/blocks/index.server';
import { PreviewGone } from '~/features/preview';
import { loadNamespaces } from '~/i18n';
import { resolveLanguage } from '~/i18n/resolve-language.server';
import { pageMeta } from '~/lib/seo';

await loadNamespaces('preview', ...BLOCK_NAMESPACES);

/**
 * /previa/pagina/{token} (decision 047): a page as the editor is changing it, before anything is saved, in the
 * frame beside the Páginas form. Never stored by any cache (the page host keeps nothing under /previa),
 * never indexed, no referrer sent onwards; an unknown or expired draft shows a page that says so.
 */
const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = resolveLanguage(request);
  const draft = await context.site.pageDraft(params.token, lang);
  if (!draft) return data({ draft: null }, { status: 404, headers: NO_STORE });
  const lists = await firstPageLists(context.site, draft.page, lang);
  return data({ draft: { page: draft.page, blocks: await loadBlocks(context, draft.blocks, lang, lists) } }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of Object.entries(NO_STORE)) headers.set(name, loaderHeaders.get(name) ?? value);
  return headers;
};

export const meta = (args: Route.MetaArgs) => pageMeta(args, { title: args.loaderData?.draft ? 'preview.bar' : 'preview.gone.metaTitle', noindex: true });

export default function PreviewPagePage({ loaderData }: Route.ComponentProps) {
  const { draft } = loaderData;
  if (!draft) return <PreviewGone />;
  return <BlockPage blocks={draft.blocks} page={draft.page} />;
}
