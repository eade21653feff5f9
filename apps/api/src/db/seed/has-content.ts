import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { PAGE_BLOCKS_WRITTEN_KEY } from '../../modules/content/page-defaults.js';
import { blogPosts, cases, media, siteSettings } from '../schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * True when an editor (or an earlier seed) has put anything the demo would collide with. Apart from
 * the seed itself, so that a start on a database with content never loads the demo (its data and image
 * generator are about 2,100 lines). The pages' blocks, written at every start before this check (decision
 * 047), and their setting do not count. One statement: inside a transaction its connection runs one at a time.
 */
export async function hasContent(db: Db | Tx): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from ${cases}) or exists (select 1 from ${blogPosts}) or exists (select 1 from ${media}) or exists (select 1 from ${siteSettings} where ${siteSettings.key} <> ${PAGE_BLOCKS_WRITTEN_KEY}) as found`,
  );
  return (result as unknown as { rows: { found: boolean }[] }).rows[0]?.found === true;
}
