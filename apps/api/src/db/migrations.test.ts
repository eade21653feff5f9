import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { openTestDatabase } from '../test-support/database.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe(`migrations (${process.env.TEST_DB_KIND ?? 'pglite'})`, () => {
  it('create every table of the data model', async () => {
    const tables = await rows<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
    expect(tables.map((t) => t.table_name)).toEqual([
      'activity_log', 'app_secrets', 'auth_challenges', 'blog_posts', 'cache_state', 'cases', 'contact_messages', 'content_pages', 'content_sections', 'data_subject_actions', 'footer_columns', 'footer_links', 'lead_counts', 'lead_notes',
      'media', 'menu_items', 'menus', 'not_found_log', 'outbox_emails', 'passkeys', 'password_resets', 'preview_links', 'rate_limits', 'recovery_codes', 'redirects', 'refresh_tokens',
      'revisions', 'scheduled_jobs', 'search_documents', 'search_texts', 'search_words', 'seo_pages', 'site_settings', 'social_links', 'user_sessions', 'users', 'working_copies',
    ]);
  });

  it('create the indexes the screens query by', async () => {
    const indexes = (await rows<{ indexname: string }>(sql`select indexname from pg_indexes where schemaname = 'public'`)).map((i) => i.indexname);
    expect(indexes).toEqual(expect.arrayContaining([
      'blog_posts_slug_key', 'blog_posts_status_published_idx', 'cases_slug_key', 'cases_published_order_idx',
      'contact_messages_created_at_id_idx', 'contact_messages_is_read_created_at_id_idx', 'contact_messages_search_trgm_idx', 'users_email_key', 'media_created_at_idx', 'contact_messages_message_words_idx', 'outbox_emails_status_next_idx',
    ]));
  });

  it('are recorded and running them again changes nothing', async () => {
    await database.migrate();
    const applied = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it('enforce unique slugs', async () => {
    await database.db.execute(sql`insert into cases (slug, title, client, image_url) values ('a', 'A', 'C', '/x.png')`);
    await expect(database.db.execute(sql`insert into cases (slug, title, client, image_url) values ('a', 'B', 'C', '/y.png')`)).rejects.toThrow();
  });
});
