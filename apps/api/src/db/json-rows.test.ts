import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numeric, pgTable, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../test-support/database.js';
import type { Database } from './client.js';
import { jsonRows } from './json-rows.js';
import { blogPosts, cases, contactMessages, media } from './schema.js';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('jsonRows', () => {
  it('reads a case, a post, a lead and a file exactly as drizzle does: dates, arrays, JSON, nulls and every character', async () => {
    const { db } = database;
    // Texts with what JSON escapes (quotes, backslashes, line breaks, control characters) and what it does not (accents, emoji).
    const awkward = 'Aspas "duplas", barra \\ invertida,\nquebra de linha, tab\t, sino \u0007, ç ã é, emoji 🚀 e </script>';
    await db.insert(cases).values({
      slug: 'caso-json',
      title: awkward,
      client: 'Cliente',
      imageUrl: '/uploads/a.png',
      gallery: ['/uploads/b.png', 'com "aspas"', ''],
      technologies: [],
      translations: { en: { title: 'English "title"', slug: 'json-case', description: awkward } },
      publishedAt: new Date('2026-12-05T10:11:12.345Z'),
      seoTitle: null,
    });
    await db.insert(blogPosts).values({ slug: 'post-json', title: 'Post', excerpt: awkward, content: awkward, tags: ['a', 'b "c"'], status: 'published', publishedAt: new Date('2026-01-02T03:04:05.006Z') });
    await db.insert(contactMessages).values({ name: awkward, email: 'a@b.co', message: awkward });
    await db.insert(media).values({
      storageKey: 'k.png',
      url: '/uploads/k.png',
      originalName: 'k.png',
      alt: awkward,
      altTranslations: { en: 'alt' },
      mimetype: 'image/png',
      size: 10,
      variants: [{ width: 320, height: 200, url: '/uploads/k-320.webp', format: 'webp' }],
    });

    for (const table of [cases, blogPosts, contactMessages, media]) {
      const reader = jsonRows(table);
      const order = asc(table.createdAt);
      const own = await db.select().from(table).orderBy(order);
      const read = (await db.select({ row: reader.field }).from(table).orderBy(order)).map((r) => reader.parse(r.row));
      expect(own.length).toBeGreaterThan(0);
      expect(read).toEqual(own);
    }
    const [one] = await db.select({ row: jsonRows(cases).field }).from(cases).where(eq(cases.slug, 'caso-json'));
    const parsed = jsonRows(cases).parse(one!.row);
    expect(parsed.publishedAt).toBeInstanceOf(Date);
    expect(parsed.publishedAt!.toISOString()).toBe('2026-12-05T10:11:12.345Z');
    expect(parsed.deletedAt).toBeNull();
    expect(parsed.title).toBe(awkward);
  });

  it('gives a page in the order asked, the same rows as the query it replaces, whatever the sort, the limit and the offset', async () => {
    const { db } = database;
    await db.insert(cases).values(
      Array.from({ length: 23 }, (_, i) => ({
        slug: `ordem-${i}`,
        title: `Título ${String.fromCharCode(90 - (i % 7))} ${i}`,
        client: 'C',
        imageUrl: '/x.png',
        order: i % 4,
        translations: i % 3 === 0 ? { en: { title: `T ${i}`, description: 'D', slug: `order-${i}` } } : {},
      })),
    );
    const reader = jsonRows(cases);
    const orders: ((c: typeof cases._.columns) => (SQL | PgColumn)[])[] = [
      (c) => [asc(c.order), asc(c.createdAt), asc(c.id)],
      (c) => [desc(c.title), asc(c.id)],
      (c) => [desc(sql`coalesce(${c.translations} -> 'en' ->> 'title', '') <> ''`), asc(c.order), desc(c.slug)],
    ];
    for (const orderBy of orders)
      for (const [limit, offset] of [[5, 0], [5, 5], [100, 0], [7, 20], [3, 40]] as const) {
        const expected = await db.select().from(cases).orderBy(...orderBy(cases)).limit(limit).offset(offset);
        expect(await reader.page(db, { orderBy, limit, offset })).toEqual(expected);
      }
    const where = eq(cases.order, 2);
    const filtered = await reader.page(db, { where, orderBy: (c) => [asc(c.slug)], limit: 100, offset: 0 });
    expect(filtered.length).toBeGreaterThan(1);
    expect(filtered.every((c) => c.order === 2)).toBe(true);
  });

  it('refuses a column it cannot give back as drizzle would, instead of answering something else', () => {
    const money = pgTable('money', { id: text('id'), amount: numeric('amount') });
    expect(() => jsonRows(money)).toThrow(/amount/);
    const stamps = pgTable('stamps', { at: timestamp('at', { mode: 'string' }) });
    expect(() => jsonRows(stamps)).toThrow(/at/);
  });
});
