import { and, eq, lte, sql } from 'drizzle-orm';
import { blogPosts, cases } from '../db/schema.js';

/*
 * What visitors may see, written once for every reader of it: the blog, the public site, SEO and the
 * sitemap. A post is public once published and its publication time has come (a post published for
 * a later time stays hidden until then); a case once published.
 */

export const postIsPublic = () => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, sql`now()`));

export const postRowIsPublic = (row: { status: string; publishedAt: Date | null }, now = new Date()) =>
  row.status === 'published' && !!row.publishedAt && row.publishedAt <= now;

export const caseIsPublic = () => eq(cases.published, true);
