import { data } from 'react-router';
import type { Route } from './+types/preview';
import { PostArticle, postTitle, RELATED_SHOWN, toPostCard, toPostView } from '~/features/blog';
import { CaseDetail, caseTitle } from '~/features/cases';
import { PreviewBar, PreviewGone } from '~/features/preview';
import { loadNamespaces } from '~/i18n';
import { resolveLanguage } from '~/i18n/resolve-language.server';
import { pageMeta, plainText } from '~/lib/seo';

await loadNamespaces('preview', 'blog', 'cases', 'lightbox');

/**
 * /previa/{token} (decision 041): the post or case a preview link names, on its real public page, as saved now,
 * under a bar that says it is a preview. Never stored by any cache, never indexed, no referrer sent onwards;
 * a revoked or expired link (410) or an unknown one (404) shows a page that says so, never the draft.
 */
const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = resolveLanguage(request);
  const found = await context.site.preview(params.token, lang);
  if (!found || found.state === 'gone') return data({ preview: null }, { status: found ? 410 : 404, headers: NO_STORE });
  const status = { status: found.status, publishAt: found.publishAt, timeZone: found.timeZone };
  if (found.state === 'post') {
    const preview = { kind: 'post' as const, post: toPostView(found.post), related: found.related.slice(0, RELATED_SHOWN).map(toPostCard), ...status };
    return data({ preview }, { headers: NO_STORE });
  }
  return data({ preview: { kind: 'case' as const, item: found.item, ...status } }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of Object.entries(NO_STORE)) headers.set(name, loaderHeaders.get(name) ?? value);
  return headers;
};

export function meta(args: Route.MetaArgs) {
  const preview = args.loaderData?.preview;
  if (!preview) return pageMeta(args, { title: 'preview.gone.metaTitle', noindex: true });
  const title = preview.kind === 'post' ? postTitle(preview.post) : caseTitle(preview.item);
  return pageMeta(args, { title: plainText(title), noindex: true });
}

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const { preview } = loaderData;
  if (!preview) return <PreviewGone />;
  return (
    <>
      <PreviewBar status={preview.status} publishAt={preview.publishAt} timeZone={preview.timeZone} />
      {preview.kind === 'post' ? <PostArticle post={preview.post} related={preview.related} /> : <CaseDetail item={preview.item} />}
    </>
  );
}
