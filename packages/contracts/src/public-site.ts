import type { TResolvedBlock } from './blocks/index.js';
import type { TBlogPost } from './blog.js';
import type { TCase } from './cases.js';
import type { TPage } from './common.js';
import type { TContactCreate } from './contacts.js';
import type { TLanguage } from './i18n.js';
import type { TSearchQuery, TSearchResult } from './search.js';
import type { TContactConfig } from './settings.js';
import type { TCompany, TShellData } from './site.js';

/** Marketing-automation forms (region na1) shown instead of our own form; null when not configured. */
export type TIntegrations = { hubspotPortalId: string; hubspotForms: { contact?: string; software?: string; outsourcing?: string } };

/** A page of the sitemap: its Portuguese-style path in each language it exists in (each language's slug), pt always. */
export type TSitemapEntry = { paths: { pt: string } & Partial<Record<TLanguage, string>>; lastModified: string | null };

/** A case or post with the language of its texts and the slugs of the languages it is written in. */
type Localized = { language: TLanguage; languages: TLanguage[]; slugs: { pt: string; en?: string; es?: string } };

/** Which published cases a carousel shows (decision 047): all, only the featured ones, one service's, or a hand-picked list. */
export type TCaseSource = 'all' | 'featured' | 'software' | 'app' | 'outsourcing' | 'picked';

/** Search-engine texts an editor set for a page, already resolved for the visitor's language. */
export type TPageSeo = { title?: string; description?: string; image?: string | null; noindex: boolean; siteName: string; defaultDescription?: string; defaultImage?: string | null };

/**
 * What the API process hands to the web app's server loaders through React Router's load context.
 * Domain logic stays in the API's services; loaders call it in process instead of over HTTP.
 * Everything here is public data: published cases and posts only.
 */
export interface PublicSite {
  publicUrl: string;
  shell(lang: TLanguage): Promise<TShellData>;
  /**
   * Published cases in display order, in a language (those written in it first, decision 031). With a
   * `source` (a carousel block's, decision 047) featured cases come first, then the order; 'picked' keeps `ids`' order.
   */
  cases(params: { page?: number; limit: number; lang: TLanguage; source?: TCaseSource; ids?: string[] }): Promise<TPage<TCase & Localized>>;
  /**
   * A published case by its slug in any language, in a language where it is written in it, with its
   * description (Markdown) rendered to sanitised HTML and as plain text, or null.
   */
  caseBySlug(slug: string, lang: TLanguage): Promise<(TCase & Localized & { descriptionHtml: string; descriptionText: string }) | null>;
  /** Published posts, newest first, in a language (those written in it first). */
  posts(params: { page?: number; limit: number; category?: string; lang: TLanguage }): Promise<TPage<TBlogPost & Localized>>;
  /** A published post by its slug in any language, in a language where it is written in it, with its content rendered to sanitised HTML, or null. */
  postBySlug(slug: string, lang: TLanguage): Promise<(TBlogPost & Localized & { contentHtml: string }) | null>;
  relatedPosts(post: Pick<TBlogPost, 'id' | 'category'>, limit: number, lang: TLanguage): Promise<(TBlogPost & Localized)[]>;
  settings(): Promise<{ contactConfig: TContactConfig | null; company: TCompany; integrations: TIntegrations | null }>;
  /** Stores a lead from the contact form (same rules as POST /api/contacts: honeypot, rate limit). */
  submitContact(body: TContactCreate, ip: string): Promise<{ id: string }>;
  /** A public page's visible blocks in order, each resolved to `lang` (decision 047); [] for a page that has none. */
  pageBlocks(page: string, lang: TLanguage): Promise<TResolvedBlock[]>;
  /**
   * The blocks an editor is changing and has not saved, for the live preview (decision 047): every visible
   * block of the draft its token names, resolved to `lang`, or null for a token unknown or expired.
   */
  pageDraft(token: string, lang: TLanguage): Promise<{ page: string; blocks: TResolvedBlock[] } | null>;
  /** Per-page SEO overrides and the global defaults, in the visitor's language. */
  pageSeo(page: string, lang: TLanguage): Promise<TPageSeo>;
  /** Published posts and cases with their last change, for the sitemap. */
  sitemapEntries(): Promise<TSitemapEntry[]>;
  /** The site search (GET /api/search's answer) for a query the page has already checked. */
  search(query: TSearchQuery): Promise<TSearchResult>;
  /**
   * What a preview address (/previa/{token}, decision 041) shows: the post or case its link names, as saved now
   * (draft or scheduled), 'gone' once the link is revoked or expired, null for a token never issued.
   */
  preview(token: string, lang: TLanguage): Promise<TPreview>;
}

/** A preview's item, whether it is a draft or scheduled (with its time) or already public, and the site's time zone to say it in. */
type TPreviewStatus = { status: 'draft' | 'scheduled' | 'published'; publishAt: string | null; timeZone: string };
export type TPreview =
  | ({ state: 'post'; post: TBlogPost & Localized & { contentHtml: string }; related: (TBlogPost & Localized)[] } & TPreviewStatus)
  | ({ state: 'case'; item: TCase & Localized & { descriptionHtml: string; descriptionText: string } } & TPreviewStatus)
  | { state: 'gone' }
  | null;

export type TLoadContext = { site: PublicSite; nonce: string; clientIp: string };
