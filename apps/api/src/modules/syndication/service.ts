import { inArray } from 'drizzle-orm';
import { Feed } from 'feed';
import {
  CASES_MAX,
  FEED_SIZE,
  isBlogCategory,
  LANGUAGE_TAGS,
  LANGUAGES,
  llmsPath,
  localizePath,
  markdownPath,
  truncateText,
  feedPath,
  type TBlogCategory,
  type TBlogPost,
  type TCase,
  type TResolvedBlock,
  type TFeedFormat,
  type TLanguage,
} from '@softhouse/contracts';
import { plainText, type PublicSite } from '@softhouse/contracts/server';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema.js';
import type { SeoService } from '../seo/service.js';
import type { SettingsService } from '../settings/service.js';
import { contentHtml, contentMarkdown, inlineText, loadMarkdownWriter } from './markdown.js';
import { TEXTS } from './texts.js';

type Localized = { language: TLanguage; slugs: { pt: string; en?: string; es?: string } };
type Post = TBlogPost & Localized;
type Case = TCase & Localized;

/** A Markdown document to serve, the address its page has (canonical), or where the asked address moved. */
export type MarkdownAnswer = { kind: 'document'; body: string; canonical: string; language: TLanguage } | { kind: 'moved'; location: string };

const SERVICES = ['software', 'aplicativo', 'outsourcing'] as const;

/** The title and description of a page's visible hero, in the language its blocks were resolved to. */
const heroOf = (blocks: TResolvedBlock[]) => {
  const hero = blocks.find((block): block is TResolvedBlock<'hero'> => block.type === 'hero');
  return hero ? { title: hero.content.title, description: hero.content.description } : null;
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Plain text inside a CDATA section: the one sequence that would end it early is broken up. */
const cdataSafe = (text: string) => text.replaceAll(']]>', ']] >');

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};
const imageTypeOf = (url: string) => IMAGE_TYPES[/\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'image/jpeg';

/**
 * The blog's feeds, /llms.txt and /llms-full.txt, and the Markdown of each post and case (decision 033), built
 * from the published content through the same port the pages read (PublicSite), so what they say is what the
 * pages show: the same posts, the same languages and fallbacks, the same sanitised content.
 */
export function createSyndication({ site, db, seo, settings }: { site: PublicSite; db: Db; seo: SeoService; settings: SettingsService }) {
  const base = site.publicUrl;
  const url = (path: string) => `${base}${path}`;
  const pageUrl = (path: string, language: TLanguage) => url(localizePath(path, language));
  const postPage = (post: Post) => pageUrl(`/blog/${post.slug}`, post.language);
  const casePage = (item: Case) => pageUrl(`/cases/${item.slug}`, item.language);
  const date = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

  async function siteName(): Promise<string> {
    const [global, company] = await Promise.all([seo.global(), settings.company()]);
    return global.siteName || company.name;
  }

  /** Type and size of the images in the media library, for the feeds' enclosures (0 bytes when unknown, as RSS allows). */
  async function imageFiles(urls: string[]): Promise<Map<string, { type: string; length: number }>> {
    const wanted = [...new Set(urls)];
    const rows = wanted.length
      ? await db.select({ url: media.url, mimetype: media.mimetype, size: media.size }).from(media).where(inArray(media.url, wanted))
      : [];
    return new Map(rows.map((r) => [r.url, { type: r.mimetype, length: r.size }]));
  }

  /** The newest posts of a language (and category): only those written in it, each at its address in that language. */
  async function latestPosts(language: TLanguage, category?: TBlogCategory): Promise<Post[]> {
    const page = await site.posts({ page: 1, limit: FEED_SIZE, lang: language, ...(category ? { category } : {}) });
    // Posts written in the language come first (decision 031): the others would show Portuguese in this language's feed.
    return page.data.filter((post) => post.language === language);
  }

  return {
    /** RSS 2.0 or Atom 1.0 of a language's latest posts, or of one category's; null for an unknown category. */
    async feed(format: TFeedFormat, language: TLanguage, rawCategory?: string | null): Promise<string | null> {
      if (rawCategory != null && !isBlogCategory(rawCategory)) return null;
      const category = rawCategory ?? undefined;
      const texts = TEXTS[language];
      const [name, posts] = await Promise.all([siteName(), latestPosts(language, category)]);
      const files = await imageFiles(posts.flatMap((p) => (p.featuredImage ? [p.featuredImage] : [])));
      const self = url(feedPath(format, language, category));
      const title = [texts.blogTitle, ...(category ? [texts.categories[category]] : [])].join(' · ');
      const updated = posts.reduce<Date | undefined>((newest, p) => (!newest || new Date(p.updatedAt) > newest ? new Date(p.updatedAt) : newest), undefined);
      const feed = new Feed({
        id: self,
        title: `${title} | ${name}`,
        description: texts.blogDescription,
        link: pageUrl(`/blog${category ? `?category=${category}` : ''}`, language),
        language: LANGUAGE_TAGS[language].html,
        updated: updated ?? new Date(),
        generator: false,
        docs: 'https://www.rssboard.org/rss-specification',
        feedLinks: { [format]: self },
        author: { name, link: url('/') },
        favicon: url('/favicon.ico'),
        copyright: `© ${name}`,
      });
      const host = new URL(base).hostname;
      for (const post of posts) {
        const link = postPage(post);
        // An address the feed library cannot parse would fail the whole feed: such a cover is left out.
        const image = post.featuredImage && URL.canParse(absolute(post.featuredImage)) ? absolute(post.featuredImage) : null;
        const file = post.featuredImage ? files.get(post.featuredImage) : undefined;
        feed.addItem({
          // Atom's titles and summaries are HTML here (the library marks them so): plain text is escaped for it.
          title: format === 'atom' ? escapeHtml(post.title) : cdataSafe(post.title),
          // A tag URI (RFC 4151): the entry keeps its identity when the post's slug or title changes.
          id: `tag:${host},${post.createdAt.slice(0, 10)}:blog/${post.id}/${language}`,
          link,
          date: new Date(post.updatedAt),
          published: new Date(post.publishedAt ?? post.createdAt),
          description: format === 'atom' ? escapeHtml(post.excerpt) : cdataSafe(post.excerpt),
          content: contentHtml(post.content, base),
          category: [
            {
              name: texts.categories[post.category as TBlogCategory] ?? post.category,
              term: post.category,
              domain: pageUrl(`/blog?category=${post.category}`, language),
            },
          ],
          // RSS wants an e-mail address in <author>: the name goes in Dublin Core's creator instead.
          ...(format === 'atom'
            ? { author: [{ name: post.author.name }] }
            : { extensions: [{ name: 'dc:creator', objects: { _cdata: cdataSafe(post.author.name) } }] }),
          ...(image ? { enclosure: { url: image, type: file?.type ?? imageTypeOf(image), length: file?.length ?? 0 } } : {}),
        });
      }
      return format === 'rss' ? feed.rss2() : feed.atom1();
    },

    /**
     * /llms.txt (the llms.txt proposal): the company's name, a one-paragraph summary, and sections linking to the
     * services, the cases and the latest posts, one line each (posts and cases at their Markdown addresses).
     * `full`: /llms-full.txt, the same content written out in full as Markdown.
     */
    async llms(language: TLanguage, full: boolean): Promise<string> {
      if (full) await loadMarkdownWriter();
      const texts = TEXTS[language];
      const [name, global, contactConfig, cases, posts, pageSeo, heroes] = await Promise.all([
        siteName(),
        seo.global(),
        settings.contactConfig(),
        site.cases({ page: 1, limit: CASES_MAX, lang: language }),
        site.posts({ page: 1, limit: FEED_SIZE, lang: language }),
        Promise.all(SERVICES.map((page) => site.pageSeo(page, language))),
        full ? Promise.all(SERVICES.map(async (page) => heroOf(await site.pageBlocks(page, language)))) : Promise.resolve(SERVICES.map(() => null)),
      ]);
      const descriptions = global.defaultDescription as Partial<Record<TLanguage, string>>;
      const summary = descriptions[language] || descriptions.pt || '';
      const lines: string[] = [`# ${inlineText(name)}`, '', `> ${summary.replace(/\s+/g, ' ').trim()}`, ''];
      // Written in Portuguese, items not translated yet are listed in Portuguese and say so (decision 031).
      const note = (item: { language: TLanguage }) => (item.language === language ? '' : ` (${texts.inPortuguese})`);
      const others = LANGUAGES.filter((l) => l !== language);
      lines.push(
        `${texts.otherLanguages}: ${others.map((l) => `[${TEXTS[l].languageNames[l]}](${url(llmsPath(l, full))})`).join(', ')}.`,
        ...(full ? [] : ['', `${texts.fullVersion}: ${url(llmsPath(language, true))}`]),
        '',
      );

      const services = SERVICES.map((page, i) => ({
        path: localizePath(`/${page}`, language),
        title: pageSeo[i]?.title || texts.services[page].title,
        description: pageSeo[i]?.description || texts.services[page].description,
        hero: heroes[i],
      }));

      lines.push(`## ${texts.sections.services}`, '');
      if (full) {
        for (const service of services) {
          lines.push(`### ${inlineText(service.title)}`, '', `${texts.fields.address}: ${url(service.path)}`, '', service.description, '');
          if (service.hero?.title) lines.push(`**${inlineText(service.hero.title)}**`, '');
          if (service.hero?.description && service.hero.description !== service.description) lines.push(service.hero.description, '');
        }
      } else {
        for (const service of services) lines.push(`- [${inlineText(service.title)}](${url(service.path)}): ${truncateText(service.description, 200)}`);
        lines.push('');
      }

      lines.push(`## ${texts.sections.cases}`, '');
      for (const item of cases.data) {
        if (full) lines.push(caseDocument(item, 3, texts, note(item)), '');
        else {
          const about = [item.client, truncateText(plainText(item.description), 160)].filter(Boolean).join(' — ');
          lines.push(
            `- [${inlineText(item.title)}](${url(markdownPath(localizePath(`/cases/${item.slug}`, item.language)))}): ${inlineText(about)}${note(item)}`,
          );
        }
      }
      if (!full) lines.push('');

      lines.push(`## ${texts.sections.posts}`, '');
      for (const post of posts.data) {
        if (full) lines.push(postDocument(post, 3, texts, note(post)), '');
        else
          lines.push(
            `- [${inlineText(post.title)}](${url(markdownPath(localizePath(`/blog/${post.slug}`, post.language)))}): ${inlineText(truncateText(post.excerpt, 200))}${note(post)}`,
          );
      }
      if (!full) lines.push('');

      const location = ((language !== 'pt' && contactConfig?.translations?.[language]?.location?.address) || contactConfig?.location.address || '').trim();
      const contacts = [
        contactConfig?.email.address && `${texts.fields.email}: ${contactConfig.email.address}`,
        contactConfig?.phone.number && `${texts.fields.phone}: ${contactConfig.phone.number}`,
        // The address as written for this language (Contato config), else the Portuguese one.
        location && `${texts.fields.location}: ${location}`,
      ].filter(Boolean);
      lines.push(
        `## ${texts.sections.contact}`,
        '',
        `- [${texts.contact}](${pageUrl('/contato', language)})${contacts.length ? `: ${contacts.join('; ')}` : ''}`,
        '',
      );

      // The proposal's "Optional" section: what an assistant may skip when its context is short.
      lines.push(
        '## Optional',
        '',
        `- [${texts.about.title}](${pageUrl('/sobre', language)}): ${texts.about.description}`,
        `- [${texts.allPosts}](${pageUrl('/blog', language)}): ${texts.blogDescription}`,
        `- [${texts.feedRss}](${url(feedPath('rss', language))})`,
        `- [${texts.feedAtom}](${url(feedPath('atom', language))})`,
        '',
      );
      return `${lines
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()}\n`;
    },

    /** The Markdown of a published post at /blog/{slug}.md in a language (its other slugs move to that one); null when there is none. */
    async postMarkdown(slug: string, language: TLanguage): Promise<MarkdownAnswer | null> {
      const [post] = await Promise.all([site.postBySlug(slug, language) as Promise<Post | null>, loadMarkdownWriter()]);
      if (!post) return null;
      if (post.slug !== slug) return { kind: 'moved', location: markdownPath(localizePath(`/blog/${post.slug}`, language)) };
      return { kind: 'document', body: `${postDocument(post, 1, TEXTS[language])}\n`, canonical: postPage(post), language: post.language };
    },

    /** The Markdown of a published case at /cases/{slug}.md in a language; null when there is none. */
    async caseMarkdown(slug: string, language: TLanguage): Promise<MarkdownAnswer | null> {
      const [item] = await Promise.all([site.caseBySlug(slug, language) as Promise<Case | null>, loadMarkdownWriter()]);
      if (!item) return null;
      if (item.slug !== slug) return { kind: 'moved', location: markdownPath(localizePath(`/cases/${item.slug}`, language)) };
      return { kind: 'document', body: `${caseDocument(item, 1, TEXTS[language])}\n`, canonical: casePage(item), language: item.language };
    },
  };

  /** A post as Markdown: its title at `level`, its facts as a list, its cover and its content (its headings lowered as far as the title is). */
  function postDocument(post: Post, level: number, texts: (typeof TEXTS)[TLanguage], note = ''): string {
    const facts = [
      `${texts.fields.address}: ${postPage(post)}`,
      post.publishedAt && `${texts.fields.published}: ${date(post.publishedAt)}`,
      `${texts.fields.author}: ${post.author.name}`,
      `${texts.fields.category}: ${texts.categories[post.category as TBlogCategory] ?? post.category}`,
      post.tags.length && `${texts.fields.tags}: ${post.tags.join(', ')}`,
    ].filter(Boolean);
    const cover = post.featuredImage ? `![${inlineText(post.image?.alt || post.title)}](${absolute(post.featuredImage)})` : '';
    return [
      `${'#'.repeat(level)} ${inlineText(post.title)}${note}`,
      `> ${inlineText(post.excerpt)}`,
      facts.map((fact) => `- ${fact}`).join('\n'),
      cover,
      contentMarkdown(post.content, base, level - 1),
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  /** A case as Markdown: title, facts (client, industry, technologies), main image, description and gallery. */
  function caseDocument(item: Case, level: number, texts: (typeof TEXTS)[TLanguage], note = ''): string {
    const facts = [
      `${texts.fields.address}: ${casePage(item)}`,
      `${texts.fields.client}: ${item.client}`,
      item.industry && `${texts.fields.industry}: ${item.industry}`,
      item.technologies.length && `${texts.fields.technologies}: ${item.technologies.join(', ')}`,
    ].filter(Boolean);
    const gallery = item.gallery.map((src, i) => `![${inlineText(`${item.title} ${i + 1}`)}](${absolute(src)})`);
    return [
      `${'#'.repeat(level)} ${inlineText(item.title)}${note}`,
      facts.map((fact) => `- ${fact}`).join('\n'),
      item.imageUrl ? `![${inlineText(item.image?.alt || item.title)}](${absolute(item.imageUrl)})` : '',
      contentMarkdown(item.description, base, level - 1),
      gallery.length ? `${'#'.repeat(Math.min(6, level + 1))} ${texts.fields.gallery}\n\n${gallery.join('\n')}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  function absolute(src: string) {
    return /^https?:/i.test(src) ? src : url(src.startsWith('/') ? src : `/${src}`);
  }
}
export type Syndication = ReturnType<typeof createSyndication>;
