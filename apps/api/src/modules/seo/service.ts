import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { caseSeo, historyItemOf, postSeo, SEO_LIMITS, ZAiCrawlers, ZSeoGlobal, ZSeoPageInput, type TAiCrawlers, type TSeoGlobal, type TSeoGlobalEdit, type TSeoIssue, type TSeoPage } from '@softhouse/contracts';
import { plainText } from '@softhouse/contracts/server';
import type { Db } from '../../db/client.js';
import { blogPosts, cases, media, seoPages } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { parseRevision, type Tracking } from '../history/service.js';
import type { SettingsService } from '../settings/service.js';
import { caseIsPublic, postIsPublic } from '../publishing.js';

export const DEFAULT_SEO_GLOBAL: TSeoGlobal = {
  siteName: 'Órbita Software',
  defaultDescription: {
    pt: 'Software house brasileira: desenvolvimento de software sob medida, aplicativos Android e iOS e outsourcing de TI com squads dedicados.',
    en: 'Brazilian software house: custom software development, Android and iOS apps and IT outsourcing with dedicated squads.',
    es: 'Software house brasileña: desarrollo de software a medida, aplicaciones Android e iOS y outsourcing de TI con squads dedicados.',
  },
  defaultImage: null,
  twitterHandle: null,
};

/** Public pages an editor can tune, keyed as in the back office. */
export const SEO_PAGES = ['home', 'sobre', 'software', 'aplicativo', 'outsourcing', 'cases', 'blog', 'contato', 'obrigado'] as const;
export const SEO_PAGE_PATHS: Record<string, string> = { home: '/', sobre: '/sobre', software: '/software', aplicativo: '/aplicativo', outsourcing: '/outsourcing', cases: '/cases', blog: '/blog', contato: '/contato', obrigado: '/obrigado' };

type SeoRow = typeof seoPages.$inferSelect;
const toSeoPage = (page: string, row?: SeoRow): TSeoPage => ({
  page,
  title: (row?.title ?? {}) as Record<string, string>,
  description: (row?.description ?? {}) as Record<string, string>,
  image: row?.image ?? null,
  noindex: row?.noindex ?? false,
});

/** A revision of a page's SEO (decision 042): its fields as a save sends them. */
const ZSeoPageRevision = z.object({ ...ZSeoPageInput.shape, title: ZSeoPageInput.shape.title.unwrap(), description: ZSeoPageInput.shape.description.unwrap() });

/** Markdown images with empty alt text, and HTML <img> tags without a non-empty alt. */
export function imagesWithoutAlt(content: string): number {
  const markdown = [...content.matchAll(/!\[\s*\]\(([^)]+)\)/g)].length;
  const html = [...content.matchAll(/<img\b[^>]*>/gi)].filter((m) => !/\balt\s*=\s*("[^"]+"|'[^']+')/i.test(m[0])).length;
  return markdown + html;
}

export function createSeoService(db: Db, settings: SettingsService, onChange: () => void = () => {}) {
  async function global(): Promise<TSeoGlobal> {
    const parsed = ZSeoGlobal.safeParse(await settings.get('seoGlobal'));
    return parsed.success ? parsed.data : DEFAULT_SEO_GLOBAL;
  }
  async function page(name: string): Promise<TSeoPage> {
    const [row] = await db.select().from(seoPages).where(eq(seoPages.page, name)).limit(1);
    return toSeoPage(name, row);
  }
  async function saveGlobal({ version: _version, ...value }: TSeoGlobalEdit): Promise<TSeoGlobal> {
    await settings.set('seoGlobal', value);
    onChange();
    return value;
  }
  /** Texts left out keep theirs; a language sent empty is removed. */
  async function savePage(name: string, input: z.infer<typeof ZSeoPageInput>): Promise<TSeoPage> {
    const current = await page(name);
    const clean = (o: Record<string, string | undefined> | undefined, fallback: Record<string, string>) =>
      o ? Object.fromEntries(Object.entries(o).filter(([, v]) => v && v.trim())) as Record<string, string> : fallback;
    const values = {
      page: name,
      title: clean(input.title, current.title),
      description: clean(input.description, current.description),
      image: input.image === undefined ? current.image : input.image || null,
      noindex: input.noindex ?? current.noindex,
      updatedAt: new Date(),
    };
    await db.insert(seoPages).values(values).onConflictDoUpdate({ target: seoPages.page, set: values });
    onChange();
    return page(name);
  }

  return {
    global,
    page,
    async all() {
      const rows = await db.select().from(seoPages).orderBy(asc(seoPages.page));
      const byPage = new Map(rows.map((r) => [r.page, r]));
      const names = [...new Set([...SEO_PAGES, ...rows.map((r) => r.page)])];
      return { global: await global(), pages: names.map((n) => toSeoPage(n, byPage.get(n))) };
    },
    /** Whether AI crawlers may read the site (robots.txt); allowed until an administrator turns it off. */
    async aiCrawlers(): Promise<TAiCrawlers> {
      const parsed = ZAiCrawlers.safeParse(await settings.get('aiCrawlers'));
      return parsed.success ? parsed.data : { allowed: true };
    },
    async setAiCrawlers(value: TAiCrawlers): Promise<TAiCrawlers> {
      await settings.set('aiCrawlers', value);
      onChange();
      return value;
    },
    /** `version`: the one the editor read (decision 042), checked by the history before the save. */
    setGlobal: saveGlobal,
    setPage: savePage,
    /** Puts a page's SEO back as a revision has it (every language: one missing from it is removed). */
    async restorePage(name: string, data: unknown): Promise<TSeoPage> {
      return savePage(name, parseRevision(ZSeoPageRevision, data));
    },
    async restoreGlobal(data: unknown): Promise<TSeoGlobal> {
      return saveGlobal(parseRevision(ZSeoGlobal, data));
    },
    /** SEO of a published post or case by slug, with the fallbacks pages use. */
    async bySlug(slug: string) {
      const [post] = await db.select().from(blogPosts).where(and(eq(blogPosts.slug, slug), postIsPublic())).limit(1);
      if (post) return { kind: 'post' as const, ...postSeo(post), image: post.featuredImage };
      const [item] = await db.select().from(cases).where(and(eq(cases.slug, slug), caseIsPublic())).limit(1);
      if (item) return { kind: 'case' as const, ...caseSeo({ ...item, description: plainText(item.description) }), image: item.imageUrl };
      throw notFound('Conteúdo não encontrado');
    },

    /** What an editor should fix, page by page, post by post and case by case. */
    async health(): Promise<TSeoIssue[]> {
      const [{ pages }, g, posts, items] = await Promise.all([
        this.all(),
        global(),
        db.select().from(blogPosts).where(postIsPublic()).orderBy(asc(blogPosts.title)),
        db.select().from(cases).where(caseIsPublic()).orderBy(asc(cases.order)),
      ]);
      const urls = [...posts.map((p) => p.featuredImage), ...items.flatMap((c) => [c.imageUrl, ...c.gallery])].filter((u): u is string => !!u);
      const alts = urls.length ? await db.select({ url: media.url, alt: media.alt }).from(media).where(inArray(media.url, [...new Set(urls)])) : [];
      const altOf = new Map(alts.map((a) => [a.url, a.alt]));
      const missingAlt = (url: string | null) => !!url && altOf.has(url) && !altOf.get(url)?.trim();
      // Each problem with the field that fixes it: the editor opens there (…&field=name).
      type Problem = { problem: string; field: string };
      const lengthProblems = (title: string, description: string | null): Problem[] => [
        ...(title.length > SEO_LIMITS.title ? [{ problem: `Título com ${title.length} caracteres (máx. ${SEO_LIMITS.title})`, field: 'seoTitle' }] : []),
        ...(!description?.trim()
          ? [{ problem: 'Sem descrição', field: 'seoDescription' }]
          : description.length > SEO_LIMITS.description
            ? [{ problem: `Descrição com ${description.length} caracteres (máx. ${SEO_LIMITS.description})`, field: 'seoDescription' }]
            : []),
      ];
      const issues: TSeoIssue[] = [];
      const report = (kind: TSeoIssue['kind'], id: string, label: string, base: string, problems: Problem[]) => {
        if (!problems.length) return;
        const fixes = problems.map(({ problem, field }) => ({ problem, path: `${base}&field=${encodeURIComponent(field)}` }));
        issues.push({ kind, id, label, path: fixes[0]!.path, problems: problems.map((p) => p.problem), fixes });
      };
      for (const p of pages.filter((x) => SEO_PAGE_PATHS[x.page])) {
        const problems: Problem[] = [];
        for (const [lang, title] of Object.entries(p.title)) if (title.length > SEO_LIMITS.title) problems.push({ problem: `Título (${lang}) com ${title.length} caracteres (máx. ${SEO_LIMITS.title})`, field: `title.${lang}` });
        for (const [lang, d] of Object.entries(p.description)) if (d.length > SEO_LIMITS.description) problems.push({ problem: `Descrição (${lang}) com ${d.length} caracteres (máx. ${SEO_LIMITS.description})`, field: `description.${lang}` });
        if (!p.image && !g.defaultImage) problems.push({ problem: 'Sem imagem de compartilhamento', field: 'image' });
        if (p.noindex) problems.push({ problem: 'Página fora dos buscadores (noindex)', field: 'noindex' });
        report('page', p.page, SEO_PAGE_PATHS[p.page]!, `/admin/seo?page=${p.page}`, problems);
      }
      for (const post of posts) {
        const problems = lengthProblems(post.seoTitle || post.title, post.seoDescription || post.excerpt);
        if (!post.featuredImage) problems.push({ problem: 'Sem imagem de compartilhamento', field: 'imageUrl' });
        else if (missingAlt(post.featuredImage)) problems.push({ problem: 'Imagem de capa sem texto alternativo', field: 'alt:cover' });
        const noAlt = imagesWithoutAlt(post.content);
        if (noAlt) problems.push({ problem: `${noAlt} imagem(ns) no conteúdo sem texto alternativo`, field: 'content' });
        report('post', post.id, post.title, `/admin/blog?edit=${post.id}`, problems);
      }
      for (const item of items) {
        const problems = lengthProblems(item.seoTitle || item.title, item.seoDescription || item.description);
        const images = [item.imageUrl, ...item.gallery];
        const noAlt = images.filter(missingAlt).length;
        // The first image without it: the cover, or the gallery image by its position.
        const first = images.findIndex(missingAlt);
        if (noAlt) problems.push({ problem: `${noAlt} imagem(ns) sem texto alternativo`, field: first === 0 ? 'alt:cover' : `alt:gallery-${first}` });
        report('case', item.id, item.title, `/admin/cases?edit=${item.id}`, problems);
      }
      return issues;
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;

/** Each page's SEO keeps a history (decision 042), by page key; a save checks the version its form read. */
export const seoPageHistory: Tracking<SeoService> = (seo) => ({
  read: (name) => seo.page(name),
  restore: (name, data) => seo.restorePage(name, data),
  saves: { setPage: (name, input) => ({ id: name, version: input.version }) },
});

/** The global SEO keeps a history as one item, 'global'. */
const SEO_GLOBAL_ITEM = historyItemOf('seo-global', {});
export const seoGlobalHistory: Tracking<SeoService> = (seo) => ({
  read: () => seo.global(),
  restore: (_item, data) => seo.restoreGlobal(data),
  saves: { setGlobal: (value) => ({ id: SEO_GLOBAL_ITEM, version: value.version }) },
});
