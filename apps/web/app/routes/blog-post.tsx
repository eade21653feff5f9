import { data, isRouteErrorResponse, redirect } from 'react-router';
import { localizePath } from '@softhouse/contracts/constants';
import { resolveLanguage } from '~/i18n/resolve-language.server';
import type { Route } from './+types/blog-post';
import { ErrorScreen } from '~/components/shell/error-screen';
import { NotFoundScreen } from '~/components/shell/not-found-screen';
import {
  PostArticle,
  postCategoryLabel,
  postDescription,
  postPath,
  postPaths,
  postShareImage,
  postTitle,
  RELATED_FETCHED,
  RELATED_SHOWN,
  toPostCard,
  toPostView,
} from '~/features/blog';
import { postSeo } from '@softhouse/contracts/constants';
import { loadNamespaces } from '~/i18n';
import { metaContext, pageMeta, plainText } from '~/lib/seo';
import { feedLinks, markdownLink } from '~/lib/syndication-links';
import { useLoggedError } from '~/lib/use-logged-error';

await loadNamespaces('blog');

/**
 * /blog/:id and /blog/:id/:slug share this screen; the id is used as the slug (product.md §2). The page host
 * renders and caches the longer form as /blog/:id (contracts' pagePath), so a made-up tail is not a new page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = resolveLanguage(request);
  const post = await context.site.postBySlug(params.id, lang);
  if (!post) throw data(null, { status: 404, statusText: 'Not Found' });
  // Each language's address has its own slug (decision 031): another of the post's slugs moves there.
  if (post.slug !== params.id) throw redirect(localizePath(postPath(post), lang), 301);
  const related = await context.site.relatedPosts(post, RELATED_FETCHED, lang);
  return { post: toPostView(post), related: related.slice(0, RELATED_SHOWN).map(toPostCard) };
}

export function meta(args: Route.MetaArgs) {
  const post = args.loaderData?.post;
  if (!post) return pageMeta(args, { title: 'blog.notFound.metaTitle', noindex: true });
  const { t } = metaContext(args);
  const tags = pageMeta(args, {
    // The post itself is written in Portuguese; the page type is said in the visitor's language.
    title: plainText(`${postTitle(post)} | ${t('blog.post.metaTitle')}`),
    description: plainText(postDescription(post)),
    image: postShareImage(post),
    canonicalPath: postPath(post),
    keywords: postSeo(post).keywords,
    // The languages the post is written in, each at its own slug; elsewhere it points to the Portuguese page.
    alternates: postPaths(post),
    article: {
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      author: post.author.name,
      section: postCategoryLabel(t, post.category),
      tags: post.tags,
    },
  });
  // The blog's feeds, and this post as Markdown for assistants (decision 033).
  return [...tags, ...feedLinks(args), ...markdownLink(args, postPath(post))];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} related={loaderData.related} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useLoggedError(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen variant="post" />;
  return <ErrorScreen />;
}
