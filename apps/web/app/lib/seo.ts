import { LANGUAGE_TAGS, LANGUAGES, localizePath, splitLanguage, type TLanguage } from '@softhouse/contracts/constants';
import type { MetaDescriptor } from 'react-router';
import type { TranslationKey } from '~/i18n';
import { translateFor } from '~/i18n';
import { pageKeyFor, rootDataFrom, type RootData } from './root-data';

type MetaArgsLike = {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  location: { pathname: string };
};

/** Text that is already final (a post title from the database), as opposed to a dictionary key. */
export type PlainText = { text: string };
export const plainText = (text: string): PlainText => ({ text });

export type ShareImage = {
  /** Absolute, or a path on the site (made absolute with PUBLIC_URL). */
  url: string;
  width?: number | null;
  height?: number | null;
  alt?: string;
};

export type ArticleMeta = {
  publishedTime?: string | null;
  modifiedTime?: string | null;
  author?: string;
  section?: string;
  tags?: readonly string[];
};

type PageMetaOptions = {
  title: TranslationKey | PlainText;
  description?: TranslationKey | PlainText;
  noindex?: boolean;
  /** The page's own share image; pages without one share the editor's default image, else DEFAULT_SHARE_IMAGE. */
  image?: ShareImage | null;
  /** Makes og:type `article` with its article:* tags. */
  article?: ArticleMeta;
  /** Canonical path (and query) when it is not the requested path, e.g. /blog/{slug} for /blog/{slug}/{anything}. */
  canonicalPath?: string;
  keywords?: readonly string[];
  /**
   * The languages the page really exists in (default: all three). In another language it shows the
   * Portuguese text with a note, so its canonical is the Portuguese address and it announces no alternates.
   */
  languages?: readonly TLanguage[];
  /**
   * The page's path in each language it exists in, when they differ (a case's or post's slug per language,
   * decision 031): Portuguese-style paths (`/cases/app`), each made into its language's address.
   */
  alternates?: Partial<Record<TLanguage, string>> & { pt: string };
};

/** 1200×630 branded image in apps/web/public, shared by pages that have no picture of their own. */
export const DEFAULT_SHARE_IMAGE = { url: '/og-default.png', width: 1200, height: 630 } as const;

/** A path on the site as an absolute URL on PUBLIC_URL; absolute URLs are kept. */
export const absoluteUrl = (base: string, path: string) => new URL(path, base.endsWith('/') ? base : `${base}/`).toString();

/** The public URL of a page in a language: pt at its path, the others under /en and /es (decision 027). */
export const localizedUrl = (base: string, path: string, language: TLanguage) => new URL(localizePath(path, language), base).toString();

/** What a meta function needs to write texts in the page's language. */
export function metaContext({ matches }: Pick<MetaArgsLike, 'matches'>): {
  root: RootData | undefined;
  language: TLanguage;
  t: ReturnType<typeof translateFor>;
} {
  const root = rootDataFrom(matches);
  const language = root?.lang ?? 'pt';
  return { root, language, t: translateFor(language) };
}

/**
 * <title>, description, canonical, hreflang alternates, Open Graph and Twitter tags for a page,
 * in the page's language.
 */
export function pageMeta({ matches, location }: MetaArgsLike, options: PageMetaOptions): MetaDescriptor[] {
  const { root, language, t } = metaContext({ matches });
  const text = (value: TranslationKey | PlainText) => (typeof value === 'string' ? t(value) : value.text);
  const seo = editorSeo(root, location.pathname);
  const siteName = seo?.siteName || root?.shell.company.name;
  // The editor's texts (already in the visitor's language) win over the dictionary's; not on the
  // error and not-found screens a page path can show (those pass noindex).
  const editor = options.noindex ? undefined : seo;
  const pageTitle = editor?.title ?? text(options.title);
  const title = siteName && pageTitle !== siteName && !(editor?.title && pageTitle.includes(siteName)) ? `${pageTitle} | ${siteName}` : pageTitle;
  const description = editor?.description ?? (options.description ? text(options.description) : editor?.defaultDescription);

  const tags: MetaDescriptor[] = [{ title }, { property: 'og:title', content: title }];
  if (description) {
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description });
  }
  if (options.keywords?.length) tags.push({ name: 'keywords', content: options.keywords.join(', ') });
  const languages = options.alternates ? LANGUAGES.filter((code) => options.alternates?.[code]) : (options.languages ?? LANGUAGES);
  const own = languages.includes(language);
  tags.push({ property: 'og:locale', content: LANGUAGE_TAGS[own ? language : 'pt'].og });
  for (const other of languages) {
    if (other !== (own ? language : 'pt')) tags.push({ property: 'og:locale:alternate', content: LANGUAGE_TAGS[other].og });
  }
  if (siteName) tags.push({ property: 'og:site_name', content: siteName });
  if (options.noindex) {
    tags.push({ name: 'robots', content: 'noindex, nofollow' });
    return tags;
  }
  // Kept out of search results by the editor; links and share previews still work.
  if (editor?.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (!root?.publicUrl) return tags;

  const base = root.publicUrl;
  // The Portuguese-style path of the page in each language: each language's address is made from it.
  const path = splitLanguage(options.canonicalPath ?? location.pathname).path;
  const pathIn = (code: TLanguage) => options.alternates?.[code] ?? path;
  const canonical = localizedUrl(base, pathIn(own ? language : 'pt'), own ? language : 'pt');
  tags.push(
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:url', content: canonical },
    ...languages.map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LANGUAGE_TAGS[code].html,
      href: localizedUrl(base, pathIn(code), code),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: localizedUrl(base, pathIn('pt'), 'pt') },
  );

  tags.push({ property: 'og:type', content: options.article ? 'article' : 'website' });
  if (options.article) tags.push(...articleTags(options.article));

  const imageAlt = siteName ? `${siteName}: ${t('footer.tagline')}` : undefined;
  // The page's own image (the editor's, else the one the route passes), else the editor's default, else ours.
  const ownImage: ShareImage | null | undefined = editor?.image ? { url: editor.image, alt: imageAlt } : options.image;
  const defaultImage: ShareImage = editor?.defaultImage
    ? { url: editor.defaultImage, alt: imageAlt }
    : { ...DEFAULT_SHARE_IMAGE, alt: imageAlt };
  const image = ownImage ?? defaultImage;
  const imageUrl = absoluteUrl(base, image.url);
  tags.push({ property: 'og:image', content: imageUrl });
  if (imageUrl.startsWith('https:')) tags.push({ property: 'og:image:secure_url', content: imageUrl });
  if (image.width && image.height) {
    tags.push(
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
    );
  }
  if (image.alt) tags.push({ property: 'og:image:alt', content: image.alt });
  tags.push(
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
    { name: 'twitter:image', content: imageUrl },
    ...(image.alt ? [{ name: 'twitter:image:alt', content: image.alt }] : []),
  );
  return tags;
}

/**
 * The back office's SEO for the page at `pathname` (home, sobre, software... see EDITABLE_PAGES), or
 * undefined on other pages. The root loader loads it for the page it ran for; after a client
 * navigation that has not reloaded it yet, it belongs to another page and is ignored.
 */
function editorSeo(root: RootData | undefined, pathname: string) {
  const key = pageKeyFor(pathname);
  return key && root?.pageKey === key ? (root.pageSeo ?? undefined) : undefined;
}

function articleTags(article: ArticleMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [];
  if (article.publishedTime) tags.push({ property: 'article:published_time', content: article.publishedTime });
  if (article.modifiedTime) tags.push({ property: 'article:modified_time', content: article.modifiedTime });
  if (article.author) tags.push({ property: 'article:author', content: article.author });
  if (article.section) tags.push({ property: 'article:section', content: article.section });
  for (const tag of article.tags ?? []) tags.push({ property: 'article:tag', content: tag });
  return tags;
}

/** Shortens text to at most `max` characters at a word boundary, with an ellipsis when cut (one rule, in the contracts). */
export { truncateText as truncate } from '@softhouse/contracts/constants';
