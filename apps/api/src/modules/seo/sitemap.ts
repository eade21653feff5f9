import { LANGUAGES } from '@softhouse/contracts';
import { type PublicSite } from '@softhouse/contracts/server';

/** Public pages that belong in search results (the thank-you page and the back office do not). */
export const STATIC_PAGES = ['/', '/sobre', '/software', '/aplicativo', '/outsourcing', '/cases', '/blog', '/blog/todos', '/contato'] as const;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The URL of a page in a language: Portuguese is the canonical path, the others add ?lang=. */
export const localizedUrl = (base: string, path: string, lang: string) => `${base}${path}${lang === 'pt' ? '' : `?lang=${lang}`}`;

export async function buildSitemap(site: PublicSite): Promise<{ xml: string; urls: number }> {
  const dynamic = await site.sitemapEntries();
  const entries = [...STATIC_PAGES.map((path) => ({ path, lastModified: null as string | null })), ...dynamic];
  const body = entries
    .map(({ path, lastModified }) => {
      const alternates = [
        ...LANGUAGES.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang === 'pt' ? 'pt-BR' : lang}" href="${escapeXml(localizedUrl(site.publicUrl, path, lang))}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localizedUrl(site.publicUrl, path, 'pt'))}"/>`,
      ].join('\n');
      return `  <url>\n    <loc>${escapeXml(localizedUrl(site.publicUrl, path, 'pt'))}</loc>\n${lastModified ? `    <lastmod>${lastModified.slice(0, 10)}</lastmod>\n` : ''}${alternates}\n  </url>`;
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
  return { xml, urls: entries.length };
}

export const robotsTxt = (publicUrl: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /obrigado', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
