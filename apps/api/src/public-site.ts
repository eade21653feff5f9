import { desc } from 'drizzle-orm';
import {
  CASE_TRANSLATABLE,
  careersUrl,
  FOOTER_CAREER_KEY,
  isBlockType,
  isLegacyContent,
  localizePath,
  POST_TRANSLATABLE,
  resolveBlock,
  type TBlockType,
  type TLanguage,
  type TResolvedBlock,
  type TShellData,
} from '@softhouse/contracts';
import { type PublicSite, type TIntegrations, type TSitemapEntry } from '@softhouse/contracts/server';
import { plainText, renderMarkdown } from '@softhouse/contracts/server';
import { blogPosts, cases } from './db/schema.js';
import type { Services } from './services.js';
import { findPageDraft } from './modules/content/drafts.js';
import { DEFAULT_MAIN_MENU } from './modules/menus/service.js';
import { caseIsPublic, postIsPublic } from './modules/publishing.js';
import { slugsOf } from './modules/translations.js';

const orNull = async <T>(promise: Promise<T>): Promise<T | null> => {
  try {
    return await promise;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
};

/**
 * The visible blocks of a page, or of a draft, in order, each resolved to `lang` (decision 047). A section the
 * site has no block for (an old one not converted yet) is left out rather than shown broken.
 */
const resolvedBlocks = (sections: { id: string; type: string; content: unknown; visible: boolean }[], lang: TLanguage): TResolvedBlock[] =>
  sections
    .filter((section) => section.visible && isBlockType(section.type) && !isLegacyContent(section.content))
    .map((section) => resolveBlock({ id: section.id, type: section.type as TBlockType, content: section.content as Record<string, unknown> }, lang));

/** The in-process data access the web app's server loaders use (no HTTP call to ourselves). */
export function createPublicSite(services: Services, publicUrl: string, integrations: TIntegrations | null = null): PublicSite {
  const { db } = services.database;
  return {
    publicUrl,
    async shell(lang: TLanguage): Promise<TShellData> {
      const [company, socialLinks, items, columns, footerSettings, contactConfig] = await Promise.all([
        services.settings.company(),
        services.footer.socialLinks(),
        services.menus.visibleItems('main'),
        services.footer.columns(),
        services.footer.footerSettings(),
        services.settings.contactConfig(),
      ]);
      // The career link goes where /contato's careers card does (Contato config › Carreira), or is 'Em breve' there too.
      const careers = careersUrl(contactConfig?.careers);
      const linkOf = (l: { labelKey: string | null; url: string | null; newTab: boolean }) =>
        l.labelKey === FOOTER_CAREER_KEY
          ? { url: careers && localizePath(careers, lang), newTab: careers ? /^https?:/i.test(careers) : false }
          : { url: l.url && localizePath(l.url, lang), newTab: l.newTab };
      const localized = (text: unknown) => {
        const t = (text ?? {}) as Partial<Record<TLanguage, string>>;
        return t[lang] || t.pt || undefined;
      };
      // A label with a dictionary key: a language without its own text shows the dictionary's (the
      // site's translation), never another language's. Without a key, Portuguese is the fallback.
      const labelOf = (label: unknown, labelKey: string | null) =>
        labelKey ? ((label ?? {}) as Partial<Record<TLanguage, string>>)[lang] || undefined : localized(label);
      // Editors write site links as Portuguese paths (/contato); each language's pages link to its own.
      const nav = (items.length ? items.map((i) => ({ labelKey: i.labelKey ?? '', label: labelOf(i.label, i.labelKey), path: i.path })) : DEFAULT_MAIN_MENU).map(
        (i) => ({ ...i, path: localizePath(i.path, lang) }),
      );
      const footer = {
        columns: columns.map((c) => ({
          title: localized(c.title) ?? '',
          links: c.links.map((l) => ({ labelKey: l.labelKey, label: labelOf(l.label, l.labelKey), ...linkOf(l) })),
        })),
        rightsText: localized(footerSettings.rightsText) ?? '',
        copyrightYear: footerSettings.copyrightYear,
      };
      // The Organization's contact points (structured data, decision 036): the address in the visitor's language, else the Portuguese one.
      const filled = (value: string | undefined) => value?.trim() || undefined;
      const contact = {
        telephone: filled(contactConfig?.phone.number),
        email: filled(contactConfig?.email.address),
        address: filled(lang === 'pt' ? undefined : contactConfig?.translations?.[lang]?.location?.address) ?? filled(contactConfig?.location.address),
      };
      return { company, socialLinks, nav, footer, contact };
    },
    cases: ({ page = 1, limit, lang, source, ids }) =>
      source ? services.cases.carousel({ source, ids, page, limit, lang }) : services.cases.list({ page, limit, sortBy: 'order', sortOrder: 'asc', lang }, 'public'),
    async caseBySlug(slug, lang) {
      const item = await orNull(services.cases.getBySlug(slug, 'public', lang));
      // The description is Markdown, like a post's content (plain text written before is Markdown too).
      return item && { ...item, descriptionHtml: renderMarkdown(item.description), descriptionText: plainText(item.description) };
    },
    posts: ({ page = 1, limit, category, lang }) =>
      services.blog.list({ page, limit, category: category as never, sortBy: 'publishedAt', sortOrder: 'desc', lang }, 'public'),
    async postBySlug(slug, lang) {
      const post = await orNull(services.blog.getPublicBySlug(slug, lang));
      return post && { ...post, contentHtml: renderMarkdown(post.content) };
    },
    relatedPosts: (post, limit, lang) => services.blog.related(post, limit, lang),
    async pageBlocks(page, lang) {
      const content = await services.content.find(page);
      return resolvedBlocks(content?.sections ?? [], lang);
    },
    async pageDraft(token, lang) {
      const draft = await findPageDraft(db, token);
      return draft && { page: draft.page, blocks: resolvedBlocks(draft.blocks, lang) };
    },
    async pageSeo(page, lang) {
      const [seo, global] = await Promise.all([services.seo.page(page), services.seo.global()]);
      const pick = (o: Record<string, string>) => o[lang] || undefined;
      return {
        title: pick(seo.title),
        description: pick(seo.description),
        image: seo.image,
        noindex: seo.noindex,
        siteName: global.siteName,
        defaultDescription: (global.defaultDescription as Record<string, string | undefined>)[lang] || global.defaultDescription.pt || undefined,
        defaultImage: global.defaultImage ?? null,
      };
    },
    settings: async () => ({ ...(await services.settings.publicSettings()), integrations }),
    search: (query) => services.search.search(query),
    async preview(token, lang) {
      const link = await services.scheduling.resolve(token);
      if (!link || link.state === 'gone') return link;
      // The item as saved now, whatever its state; gone with it once it is deleted or in the trash.
      const timeZone = await services.scheduling.timeZone();
      const statusOf = (published: boolean, publishAt: string | null | undefined) => {
        const scheduled = published && !!publishAt && Date.parse(publishAt) > Date.now();
        return { status: scheduled ? ('scheduled' as const) : published ? ('published' as const) : ('draft' as const), publishAt: scheduled ? publishAt! : null, timeZone };
      };
      if (link.type === 'post') {
        const post = await orNull(services.blog.get(link.itemId, 'staff', lang));
        if (!post) return { state: 'gone' };
        const related = await services.blog.related(post, 3, lang);
        return { state: 'post', post: { ...post, contentHtml: renderMarkdown(post.content) }, related, ...statusOf(post.status === 'published', post.publishedAt) };
      }
      const item = await orNull(services.cases.get(link.itemId, 'staff', lang));
      if (!item) return { state: 'gone' };
      return { state: 'case', item: { ...item, descriptionHtml: renderMarkdown(item.description), descriptionText: plainText(item.description) }, ...statusOf(item.published, item.publishedAt) };
    },
    async submitContact(body, ip) {
      return services.contacts.submit(body, ip);
    },
    async sitemapEntries() {
      const [posts, published] = await Promise.all([
        db.select({ slug: blogPosts.slug, translations: blogPosts.translations, updatedAt: blogPosts.updatedAt }).from(blogPosts)
          .where(postIsPublic()).orderBy(desc(blogPosts.publishedAt)),
        db.select({ slug: cases.slug, translations: cases.translations, updatedAt: cases.updatedAt }).from(cases).where(caseIsPublic()).orderBy(cases.order),
      ]);
      // Each language the item is written in, at its own slug (decision 031).
      const pathsOf = (prefix: string, slugs: Partial<Record<TLanguage, string>> & { pt: string }) =>
        Object.fromEntries(Object.entries(slugs).map(([lang, slug]) => [lang, `${prefix}${slug}`])) as TSitemapEntry['paths'];
      return [
        ...published.map((c) => ({ paths: pathsOf('/cases/', slugsOf(CASE_TRANSLATABLE, c.slug, c.translations)), lastModified: c.updatedAt.toISOString() })),
        ...posts.map((p) => ({ paths: pathsOf('/blog/', slugsOf(POST_TRANSLATABLE, p.slug, p.translations)), lastModified: p.updatedAt.toISOString() })),
      ];
    },
  };
}
