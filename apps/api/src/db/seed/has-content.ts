import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { blogPosts, cases, media, siteSettings } from '../schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * True when an editor (or an earlier seed) has put anything the demo would collide with. Apart from
 * the seed itself, so that a start on a database with content never loads the demo (its data and image
 * generator are about 2,100 lines).
 */
export async function hasContent(db: Db | Tx): Promise<boolean> {
  const probes = await Promise.all(
    [cases, blogPosts, media, siteSettings].map((table) => db.select({ one: sql<number>`1` }).from(table).limit(1)),
  );
  return probes.some((rows) => rows.length > 0);
}
