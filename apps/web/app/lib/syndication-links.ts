import { FEED_FORMATS, FEED_MEDIA_TYPES, feedPath, localizePath, markdownPath } from '@softhouse/contracts/constants';
import type { MetaDescriptor } from 'react-router';
import { metaContext } from './seo';

type MetaArgsLike = Parameters<typeof metaContext>[0];

const FORMAT_NAMES = { rss: 'RSS', atom: 'Atom' } as const;

/**
 * <link rel="alternate"> to the blog's RSS and Atom feeds in the page's language (decision 033), and to the
 * category's own feeds on a category's page, so browsers and feed readers find them from any blog page.
 */
export function feedLinks(args: MetaArgsLike, category?: string | null): MetaDescriptor[] {
  const { root, language, t } = metaContext(args);
  if (!root?.publicUrl) return [];
  const title = category ? `${t('blog.meta.title')} · ${t(`blog.categories.${category}`)}` : t('blog.meta.title');
  return FEED_FORMATS.map((format) => ({
    tagName: 'link',
    rel: 'alternate',
    type: FEED_MEDIA_TYPES[format],
    title: `${title} (${FORMAT_NAMES[format]})`,
    href: `${root.publicUrl}${feedPath(format, language, category)}`,
  }));
}

/** <link rel="alternate" type="text/markdown"> to the page's text as Markdown, for assistants (the llms.txt proposal). */
export function markdownLink(args: MetaArgsLike, path: string): MetaDescriptor[] {
  const { root, language } = metaContext(args);
  if (!root?.publicUrl) return [];
  return [{ tagName: 'link', rel: 'alternate', type: 'text/markdown', href: `${root.publicUrl}${markdownPath(localizePath(path, language))}` }];
}
