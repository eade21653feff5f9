import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { blogPosts, cases, media } from '../db/schema.js';

/*
 * What visitors may see, written once for every reader of it: the blog, the public site, SEO and the
 * sitemap. A post is public once published and its publication time has come (a post published for
 * a later time stays hidden until then); a case likewise, one without a time being public once published
 * (decision 041). Nothing in the trash (issue 16, decision 040)
 * is public, and staff see it only in the Lixeira.
 */

export const postNotTrashed = () => isNull(blogPosts.deletedAt);
export const caseNotTrashed = () => isNull(cases.deletedAt);
export const mediaNotTrashed = () => isNull(media.deletedAt);

export const postIsPublic = () => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, sql`now()`), postNotTrashed());

export const postRowIsPublic = (row: { status: string; publishedAt: Date | null; deletedAt?: Date | null }, now = new Date()) =>
  row.status === 'published' && !!row.publishedAt && row.publishedAt <= now && !row.deletedAt;

export const caseIsPublic = () => and(eq(cases.published, true), or(isNull(cases.publishedAt), lte(cases.publishedAt, sql`now()`)), caseNotTrashed());

/** A case row as caseIsPublic() sees it: published, its time come (or none set), not in the trash. */
export const caseRowIsPublic = (row: { published: boolean; publishedAt: Date | null; deletedAt?: Date | null }, now = new Date()) =>
  row.published && (!row.publishedAt || row.publishedAt <= now) && !row.deletedAt;

/** Published for a time still to come: "Agendado" in the back office (decision 041). */
export const postRowIsScheduled = (row: { status: string; publishedAt: Date | null }, now = new Date()) =>
  row.status === 'published' && !!row.publishedAt && row.publishedAt > now;
export const caseRowIsScheduled = (row: { published: boolean; publishedAt: Date | null }, now = new Date()) =>
  row.published && !!row.publishedAt && row.publishedAt > now;

/**
 * What a save does to the publication time beyond its body (decision 041): a schedule gives the time, "Publicar"
 * gives 'now' (a time still to come is dropped; one already past is kept). A save without it keeps the time.
 */
export type Publication = Date | 'now';

/** A post's publishedAt when it is saved as published. */
export function publishedAtFor(current: Date | null, publication?: Publication, now = new Date()): Date {
  if (publication instanceof Date) return publication;
  if (publication === 'now' && current && current > now) return now;
  return current ?? now;
}

/**
 * The next moment a scheduled post or case becomes public, or null. The content version (cache/content-version.ts)
 * treats passing it like a write, so every cache on every instance drops what it built before (decision 041).
 */
export const nextScheduledSql = sql`least(
  (select min(published_at) from blog_posts where status = 'published' and published_at > now() and deleted_at is null),
  (select min(published_at) from cases where published and published_at > now() and deleted_at is null))`;
