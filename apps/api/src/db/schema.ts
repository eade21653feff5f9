import { sql } from 'drizzle-orm';
import { LEAD_STAGES, type TTranslations } from '@softhouse/contracts/constants';
import type { TCaseService } from '@softhouse/contracts';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Text in each site language; pt is the source of truth, en and es fall back to it or to the dictionary. */
export type Localized = { pt: string; en?: string; es?: string };

/** A case's texts in English or Spanish, as stored (decision 031). */
export type CaseTranslation = { title: string; slug: string; description: string; industry: string; seoTitle: string; seoDescription: string; seoKeywords: string[] };
/** A post's texts in English or Spanish, as stored (decision 031). */
export type PostTranslation = { title: string; slug: string; excerpt: string; content: string; tags: string[]; seoTitle: string; seoDescription: string; seoKeywords: string[] };

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role', { enum: ['admin', 'editor', 'sales'] }).notNull().default('editor'),
  passwordHash: text('password_hash').notNull(),
  active: boolean('active').notNull().default(true),
  /** Created by invitation and has not chosen a password yet (the hash is then of a random secret no one knows). */
  invitationPending: boolean('invitation_pending').notNull().default(false),
  /** The TOTP secret, encrypted (AES-256-GCM, modules/auth/sealed.ts); null without two-factor. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code is accepted once (RFC 6238 §5.2). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('users_email_key').on(t.email)]);

/** Single-use two-factor recovery codes (issue 17), kept as hashes. */
export const recoveryCodes = pgTable('recovery_codes', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('recovery_codes_user_idx').on(t.userId), uniqueIndex('recovery_codes_hash_key').on(t.codeHash)]);

/** WebAuthn credentials (passkeys) of staff members (issue 17). */
export const passkeys = pgTable('passkeys', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The credential id, base64url, as the authenticator gives it. */
  credentialId: text('credential_id').notNull(),
  publicKey: text('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
  name: text('name').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('passkeys_credential_id_key').on(t.credentialId), index('passkeys_user_idx').on(t.userId)]);

/**
 * Short-lived, single-use challenges of sign-in and enrolment (issue 17): the second step of a sign-in
 * (by the hash of the token the browser holds), a TOTP secret being enrolled, WebAuthn challenges.
 */
export const authChallenges = pgTable('auth_challenges', {
  id: id(),
  kind: text('kind', { enum: ['second-factor', 'totp-setup', 'passkey-register', 'passkey-login'] }).notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** What the challenge is looked up by: a token's hash, or the WebAuthn challenge itself. */
  lookup: text('lookup').notNull(),
  /** What it carries: an encrypted TOTP secret, the sign-in's device and address. */
  data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('auth_challenges_lookup_key').on(t.kind, t.lookup), index('auth_challenges_expires_at_idx').on(t.expiresAt)]);

/**
 * What "Sessões ativas" shows of a session (a refresh-token family, whose id it shares): the browser,
 * the address, when it started and was last used, and a hash of the browser's device id, by which a
 * sign-in from a browser never seen on the account is told (issue 17).
 */
export const userSessions = pgTable('user_sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  userAgent: text('user_agent').notNull().default(''),
  ip: text('ip').notNull().default(''),
  deviceHash: text('device_hash'),
  method: text('method', { enum: ['password', 'two-factor', 'passkey'] }).notNull().default('password'),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('user_sessions_user_idx').on(t.userId, t.lastUsedAt), index('user_sessions_device_idx').on(t.userId, t.deviceHash)]);

export const refreshTokens = pgTable('refresh_tokens', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** Every token issued from one login shares a family; reuse of a rotated token revokes the family. */
  familyId: uuid('family_id').notNull(),
  /** When the family's login happened: no rotation extends a session past its absolute lifetime. */
  sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull().defaultNow(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
  index('refresh_tokens_family_idx').on(t.familyId),
  index('refresh_tokens_user_idx').on(t.userId),
  index('refresh_tokens_expires_at_idx').on(t.expiresAt),
]);

/** Fixed-window counters shared by every instance (login attempts, contact submissions). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
}, (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)]);

/**
 * When each periodic job last ran. An instance runs a job only if it moves `last_run_at` forward in
 * one conditional upsert, so with several instances on one database each run happens exactly once.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

export type MediaVariant = { width: number; height: number; url: string; format: 'webp' };

export const media = pgTable('media', {
  id: id(),
  storageKey: text('storage_key').notNull(),
  url: text('url').notNull(),
  originalName: text('original_name').notNull(),
  alt: text('alt').notNull().default(''),
  /** The alt text in English and Spanish (decision 031); `alt` is the Portuguese one. */
  altTranslations: jsonb('alt_translations').$type<{ en?: string; es?: string }>().notNull().default({}),
  mimetype: text('mimetype').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  /** In the trash since then (issue 16); its files stay until it is purged. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('media_storage_key_key').on(t.storageKey),
  uniqueIndex('media_url_key').on(t.url),
  index('media_created_at_idx').on(t.createdAt),
  index('media_mimetype_idx').on(t.mimetype),
]);

export const blogPosts = pgTable('blog_posts', {
  id: id(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  content: text('content').notNull(),
  featuredImage: text('featured_image'),
  category: text('category').notNull().default('tecnologia'),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull().default('Unknown'),
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  readTime: integer('read_time').notNull().default(1),
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  seoKeywords: text('seo_keywords').array().notNull().default(sql`'{}'::text[]`),
  /** English and Spanish texts (decision 031); the Portuguese ones are the columns above. */
  translations: jsonb('translations').$type<TTranslations<PostTranslation>>().notNull().default({}),
  /** Goes up on every save; a save that names an older one is refused (issue 16, history). */
  version: integer('version').notNull().default(1),
  /** In the trash since then (issue 16); invisible to the public site, purged after the trash period. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('blog_posts_slug_key').on(t.slug),
  uniqueIndex('blog_posts_slug_en_key').on(sql`(${t.translations} -> 'en' ->> 'slug')`),
  uniqueIndex('blog_posts_slug_es_key').on(sql`(${t.translations} -> 'es' ->> 'slug')`),
  index('blog_posts_status_published_idx').on(t.status, t.publishedAt.desc()),
  index('blog_posts_category_status_published_idx').on(t.category, t.status, t.publishedAt.desc()),
  index('blog_posts_created_at_idx').on(t.createdAt.desc()),
]);

export const cases = pgTable('cases', {
  id: id(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull().default('general'),
  technologies: text('technologies').array().notNull().default(sql`'{}'::text[]`),
  client: text('client').notNull(),
  industry: text('industry').notNull().default('Tecnologia'),
  imageUrl: text('image_url').notNull(),
  logoUrl: text('logo_url'),
  gallery: text('gallery').array().notNull().default(sql`'{}'::text[]`),
  /** The services the case illustrates (software, app, outsourcing): the carousels of their pages show it (decision 047). */
  services: text('services').array().$type<TCaseService[]>().notNull().default(sql`'{}'::text[]`),
  featured: boolean('featured').notNull().default(false),
  published: boolean('published').notNull().default(true),
  order: integer('order').notNull().default(0),
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  seoKeywords: text('seo_keywords').array().notNull().default(sql`'{}'::text[]`),
  /** English and Spanish texts (decision 031); the Portuguese ones are the columns above. */
  translations: jsonb('translations').$type<TTranslations<CaseTranslation>>().notNull().default({}),
  /** A published case whose time has not come yet is scheduled (issue 16); null: public once published. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /** Goes up on every save; a save that names an older one is refused (issue 16, history). */
  version: integer('version').notNull().default(1),
  /** In the trash since then (issue 16); invisible to the public site, purged after the trash period. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('cases_slug_key').on(t.slug),
  uniqueIndex('cases_slug_en_key').on(sql`(${t.translations} -> 'en' ->> 'slug')`),
  uniqueIndex('cases_slug_es_key').on(sql`(${t.translations} -> 'es' ->> 'slug')`),
  index('cases_published_order_idx').on(t.published, t.order),
  index('cases_order_idx').on(t.order),
]);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  company: text('company'),
  subject: text('subject'),
  message: text('message').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  /** The page the lead came from (contato, software, outsourcing, aplicativo). */
  source: text('source'),
  /** The language of that page (pt, en, es). */
  language: text('language'),
  /** Where the visit came from (issue 15): its first page and referrer, campaign tags and ad click ids. */
  landingPage: text('landing_page'),
  referrer: text('referrer'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
  gclid: text('gclid'),
  fbclid: text('fbclid'),
  /** LGPD: consent to marketing content (the form's separate, unticked checkbox), the notice's version shown, and when. */
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  consentVersion: text('consent_version'),
  consentAt: timestamp('consent_at', { withTimezone: true }),
  /** The pipeline (issue 15): stage, the reason when lost, who handles it, the day to get back in touch. */
  stage: text('stage', { enum: LEAD_STAGES }).notNull().default('novo'),
  lostReason: text('lost_reason'),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  nextContactAt: date('next_contact_at'),
  /** When someone last did something with it (arrival, stage, owner, a note): what "waiting" is measured from. */
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  /** LGPD retention: when its personal data were replaced (stage, dates and service stay for statistics). */
  anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
  createdAt: createdAt(),
  /**
   * What the back office's search looks in, lowercased once on write: one trigram-indexed
   * LIKE instead of four ILIKEs over every row (contacts search at 100,000 leads, issue 6).
   */
  searchText: text('search_text').notNull().generatedAlwaysAs(
    sql`lower(name || ' ' || email || ' ' || coalesce(company, '') || ' ' || coalesce(subject, ''))`,
  ),
}, (t) => [
  // Every list is newest first with id breaking ties (ORDER BY … DESC, whose nulls come first):
  // these serve the pages, the unread filter and the export's keyset.
  index('contact_messages_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('contact_messages_is_read_created_at_id_idx').on(t.isRead, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('contact_messages_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  // The message's words, for the search (not stored in search_text: a wider row slowed every list).
  index('contact_messages_message_words_idx').using('gin', sql`to_tsvector('simple', ${t.message})`),
  index('contact_messages_owner_idx').on(t.ownerId),
]);

/**
 * How many leads there are and how many are read, kept by statement triggers on contact_messages
 * (migration 0020, decision 050): the back office's stats read one row instead of counting a million.
 * One row only (its key is always true).
 */
export const leadCounts = pgTable('lead_counts', {
  id: boolean('id').primaryKey().default(true),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  read: bigint('read', { mode: 'number' }).notNull().default(0),
}, (t) => [check('lead_counts_one_row', sql`${t.id}`)]);

/** Notes staff write on a lead (issue 15), with who wrote them; the name is kept as it was then. */
export const leadNotes = pgTable('lead_notes', {
  id: id(),
  contactId: uuid('contact_id').notNull().references(() => contactMessages.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('lead_notes_contact_idx').on(t.contactId, t.createdAt)]);

/**
 * What was done about a data subject's request (LGPD, issue 15): a consultation, an export or an erasure,
 * by whom and when. The address is kept only as its SHA-256, so the log itself holds no personal data
 * after an erasure but can still be found by the same address.
 */
export const dataSubjectActions = pgTable('data_subject_actions', {
  id: id(),
  emailHash: text('email_hash').notNull(),
  action: text('action', { enum: ['consulta', 'exportacao', 'exclusao'] }).notNull(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorName: text('actor_name').notNull(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [index('data_subject_actions_email_idx').on(t.emailHash, t.createdAt)]);

/** One-time links to choose a new password (issue 17): only the token's hash is kept; valid 30 minutes, once. */
export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  /** 'reset' (Recuperar senha, 30 minutes) or 'invite' (a new account's first password, 7 days). */
  purpose: text('purpose', { enum: ['reset', 'invite'] }).notNull().default('reset'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)]);

/**
 * E-mail waiting to go, going or gone (decision 028). A message is written here in the transaction of
 * what caused it (a lead), then delivered by whichever instance claims it first (FOR UPDATE SKIP
 * LOCKED, with a lease in locked_until), with retries and backoff; after EMAIL_MAX_ATTEMPTS it is failed.
 */
export const outboxEmails = pgTable('outbox_emails', {
  id: id(),
  kind: text('kind').notNull(),
  refId: uuid('ref_id'),
  to: text('to').array().notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  transport: text('transport', { enum: ['smtp', 'arquivo'] }),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [
  index('outbox_emails_status_next_idx').on(t.status, t.nextAttemptAt),
  index('outbox_emails_created_at_idx').on(t.createdAt.desc()),
]);

/** Site-wide settings as named JSON documents: contactConfig, company, footer, seoGlobal, integrations. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const contentPages = pgTable('content_pages', {
  id: id(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('content_pages_slug_key').on(t.slug)]);

export const contentSections = pgTable('content_sections', {
  id: id(),
  pageId: uuid('page_id').notNull().references(() => contentPages.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  /** The block's fields (decision 047, contracts' blocks/types.ts), each text as { pt, en?, es? }. */
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  visible: boolean('visible').notNull().default(true),
  order: integer('order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('content_sections_page_order_idx').on(t.pageId, t.order)]);

export const menus = pgTable('menus', {
  id: id(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('menus_slug_key').on(t.slug)]);

export const menuItems = pgTable('menu_items', {
  id: id(),
  menuId: uuid('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
  /** Dictionary key used when no label is given for the visitor's language. */
  labelKey: text('label_key'),
  label: jsonb('label').$type<Localized>(),
  path: text('path').notNull(),
  order: integer('order').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('menu_items_menu_order_idx').on(t.menuId, t.order)]);

export const footerColumns = pgTable('footer_columns', {
  id: id(),
  title: jsonb('title').$type<Localized>().notNull(),
  order: integer('order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('footer_columns_order_idx').on(t.order)]);

export const footerLinks = pgTable('footer_links', {
  id: id(),
  columnId: uuid('column_id').notNull().references(() => footerColumns.id, { onDelete: 'cascade' }),
  labelKey: text('label_key'),
  label: jsonb('label').$type<Localized>(),
  /** Null for a link with no destination yet (career placeholder). */
  url: text('url'),
  newTab: boolean('new_tab').notNull().default(false),
  order: integer('order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('footer_links_column_order_idx').on(t.columnId, t.order)]);

export const socialLinks = pgTable('social_links', {
  id: id(),
  platform: text('platform').notNull(),
  url: text('url').notNull(),
  icon: text('icon').notNull(),
  order: integer('order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('social_links_platform_key').on(t.platform)]);

export const seoPages = pgTable('seo_pages', {
  id: id(),
  page: text('page').notNull(),
  title: jsonb('title').$type<Partial<Localized>>().notNull().default({}),
  description: jsonb('description').$type<Partial<Localized>>().notNull().default({}),
  image: text('image'),
  noindex: boolean('noindex').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('seo_pages_page_key').on(t.page)]);

/**
 * One row whose version goes up on every content write. Each instance compares it with the
 * version its in-process caches were built at, so a write through one instance reaches the others.
 */
export const cacheState = pgTable('cache_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * Secrets every instance behind a load balancer must share, generated once by the first one
 * to start (the access-token key when JWT_SECRET is unset). Not part of backups: a restored
 * site gets a new key and everyone signs in again.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** A text-search vector, as PostgreSQL stores it (drizzle has no built-in type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The site search's index (issue 18, decision 034): one row per post, case and page section in each language
 * it has text in, written by triggers on blog_posts, cases and content_sections (migration 0015), so every
 * write path, bulk action, seed and restore keeps it current. A Portuguese row also answers the languages the
 * item is not translated into (`shown_in`). Derived data: not in backups. Only what a search reads for every
 * match is here; the texts shown for the few results of a page are in search_texts.
 */
export const searchDocuments = pgTable('search_documents', {
  id: id(),
  kind: text('kind', { enum: ['post', 'case', 'page'] }).notNull(),
  /** The post's, case's or section's id. */
  refId: uuid('ref_id').notNull(),
  /** The language of its texts. */
  language: text('language', { enum: ['pt', 'en', 'es'] }).notNull(),
  /** The site languages whose searches show this row: its own, and for Portuguese those not translated. */
  shownIn: text('shown_in').array().notNull(),
  /** A section's page (content_pages.slug). */
  page: text('page'),
  /** From when visitors find it: a post's publication time, -infinity for a published case or visible section; null when hidden. */
  visibleFrom: timestamp('visible_from', { withTimezone: true }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /** Title (A), summary and keywords (B) with their positions, and the body's words alone (D): search_put(). */
  document: tsvector('document').notNull(),
}, (t) => [
  uniqueIndex('search_documents_ref_key').on(t.kind, t.refId, t.language),
  // Written rarely, read on every search: no pending list (fastupdate), which nothing vacuums on PGlite.
  index('search_documents_document_idx').using('gin', t.document).with({ fastupdate: false }),
  index('search_documents_kind_published_idx').on(t.kind, t.publishedAt.desc()),
]);

/** What a search result shows of a document: its address and texts, as plain text (Markdown and HTML reduced). */
export const searchTexts = pgTable('search_texts', {
  id: uuid('id').primaryKey().references(() => searchDocuments.id, { onDelete: 'cascade' }),
  /** A post's or case's slug in the document's language. */
  slug: text('slug'),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull().default(''),
});

/** Every word visitors can find, for correcting a query's typos by trigram similarity. */
export const searchWords = pgTable('search_words', {
  /** Lowercased and unaccented: what a typed word is compared with. */
  word: text('word').primaryKey(),
  /** As first written on the site (lowercased): what a corrected query shows. */
  spelling: text('spelling').notNull(),
}, (t) => [
  // GiST, not GIN: the closest word is a nearest-neighbour search (`<->`), which only GiST answers from the index.
  index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
]);

/**
 * The activity log (issue 16, decision 038): one row per staff write, sign-in, sign-out and export of
 * leads. Written by the API only; nothing in the product updates or deletes a row.
 */
export const activityLog = pgTable('activity_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** Null once the account is deleted; the name and e-mail as they were stay. */
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorName: text('actor_name').notNull(),
  actorEmail: text('actor_email').notNull(),
  action: text('action').notNull(),
  type: text('type').notNull(),
  itemId: text('item_id'),
  itemLabel: text('item_label'),
  route: text('route').notNull(),
  ip: text('ip'),
  details: jsonb('details').$type<Record<string, unknown>>(),
}, (t) => [
  index('activity_log_at_idx').on(t.at.desc()),
  index('activity_log_actor_idx').on(t.actorId, t.at.desc()),
  index('activity_log_type_idx').on(t.type, t.at.desc()),
  index('activity_log_item_idx').on(t.itemId, t.at.desc()),
]);

/**
 * Every saved state of an editable item (issue 16, history): posts, cases, page sections, menus, footer,
 * SEO and contact configuration. `type` and `itemId` name the item as the activity log does; `data` is
 * the whole content as the editor's read returns it. Restoring saves an old `data` as a new revision.
 */
export const revisions = pgTable('revisions', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').notNull(),
  itemId: text('item_id').notNull(),
  /** The item's version this revision saved. */
  version: integer('version').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('revisions_item_idx').on(t.type, t.itemId, t.createdAt.desc()),
]);

/**
 * Old addresses and where they lead now (issue 16): written by editors on the Redirecionamentos screen
 * and automatically when a published item's slug changes. Answered before the page cache.
 */
export const redirects = pgTable('redirects', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** A path on this site, as requested: '/blog/1/old-slug' (no query, no trailing slash but the root). */
  fromPath: text('from_path').notNull(),
  /** A path on this site or a full http(s) URL. */
  toPath: text('to_path').notNull(),
  statusCode: integer('status_code').notNull().default(301),
  /** Made by a slug change rather than by hand. */
  automatic: boolean('automatic').notNull().default(false),
  hits: integer('hits').notNull().default(0),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('redirects_from_path_key').on(t.fromPath)]);

/** Addresses that answered 404, one row per path (issue 16), for the Redirecionamentos screen's log. */
export const notFoundLog = pgTable('not_found_log', {
  path: text('path').primaryKey(),
  hits: integer('hits').notNull().default(1),
  /** The latest referrer seen, if any. */
  referrer: text('referrer'),
  /** The latest request looked like a crawler or a probe for software we do not run. */
  bot: boolean('bot').notNull().default(false),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('not_found_log_hits_idx').on(t.hits.desc())]);

/**
 * Signed links that show a draft or scheduled post or case to someone without an account (issue 16).
 * Only the token's SHA-256 is kept; a link is valid until `expiresAt` (7 days) unless revoked.
 */
export const previewLinks = pgTable('preview_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type', { enum: ['post', 'case'] }).notNull(),
  itemId: uuid('item_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('preview_links_token_key').on(t.tokenHash), index('preview_links_item_idx').on(t.type, t.itemId)]);

/**
 * The autosaved working copy of a post or case being edited (issue 16): one per person and item
 * (`itemId` 'new' for an item not yet created), never public and not a revision.
 */
export const workingCopies = pgTable('working_copies', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** 'page-draft': a page's blocks for the live preview (modules/content/drafts.ts), keyed by its token's hash. */
  type: text('type', { enum: ['post', 'case', 'page-draft'] }).notNull(),
  itemId: text('item_id').notNull(),
  /** The item's version the copy started from, to tell whether it was saved since. */
  baseVersion: integer('base_version'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('working_copies_key').on(t.userId, t.type, t.itemId)]);
