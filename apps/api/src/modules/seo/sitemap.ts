import { AI_CRAWLERS, feedPath, LANGUAGE_TAGS, LANGUAGES, localizePath, type TLanguage } from '@softhouse/contracts';
import { type PublicSite, type TSitemapEntry } from '@softhouse/contracts/server';

/** Public pages that belong in search results (the thank-you page and the back office do not). */
export const STATIC_PAGES = ['/', '/sobre', '/software', '/aplicativo', '/outsourcing', '/cases', '/blog', '/blog/todos', '/contato'] as const;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The URL of a page in a language: Portuguese at its path, the others under /en and /es (decision 027). */
export const localizedUrl = (base: string, path: string, lang: TLanguage) => `${base}${localizePath(path, lang)}`;

/**
 * Every address of every public page: one <url> per language the page exists in, each listing the
 * same alternates (those languages and x-default, the Portuguese address). The static pages exist
 * in the three languages; a case or post in Portuguese and in each language it is written in, with
 * that language's slug (decision 031).
 */
export async function buildSitemap(site: PublicSite): Promise<{ xml: string; urls: number }> {
  const dynamic = await site.sitemapEntries();
  const entries: TSitemapEntry[] = [
    ...STATIC_PAGES.map((path) => ({ paths: Object.fromEntries(LANGUAGES.map((lang) => [lang, path])) as TSitemapEntry['paths'], lastModified: null })),
    ...dynamic,
  ];
  const urls = entries.flatMap(({ paths, lastModified }) => {
    const languages = LANGUAGES.filter((lang) => paths[lang]);
    const url = (lang: TLanguage) => escapeXml(localizedUrl(site.publicUrl, paths[lang]!, lang));
    const alternates = [
      ...languages.map((lang) => `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[lang].html}" href="${url(lang)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url('pt')}"/>`,
    ].join('\n');
    return languages.map((lang) => `  <url>\n    <loc>${url(lang)}</loc>\n${lastModified ? `    <lastmod>${lastModified.slice(0, 10)}</lastmod>\n` : ''}${alternates}\n  </url>`);
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return { xml, urls: urls.length };
}

/**
 * The sitemap index (sitemaps.org): the pages' sitemap and each language's RSS feed, which search engines
 * read as a sitemap of the newest posts (decision 033). Each feed lives under /blog/, the folder of the
 * addresses it lists, as the protocol requires of a sitemap.
 */
export const sitemapIndex = (publicUrl: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...['/sitemap.xml', ...LANGUAGES.map((lang) => feedPath('rss', lang))].map((path) => `  <sitemap>\n    <loc>${escapeXml(`${publicUrl}${path}`)}</loc>\n  </sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');

/**
 * robots.txt: every crawler may read the public site (the llms.txt files and the Markdown addresses included)
 * but not the back office, the API or the thank-you pages. With AI access turned off by an administrator, the
 * AI crawlers get a group of their own that keeps them out of everything (a crawler obeys only its own group).
 */
export const robotsTxt = (publicUrl: string, { aiCrawlers = true }: { aiCrawlers?: boolean } = {}) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /obrigado',
    'Disallow: /en/obrigado',
    'Disallow: /es/obrigado',
    '',
    ...(aiCrawlers ? [] : ['# AI crawlers: turned off in SEO › Assistentes de IA', ...AI_CRAWLERS.map((agent) => `User-agent: ${agent}`), 'Disallow: /', '']),
    `Sitemap: ${publicUrl}/sitemap.xml`,
    `Sitemap: ${publicUrl}/sitemap-index.xml`,
    '',
  ].join('\n');
