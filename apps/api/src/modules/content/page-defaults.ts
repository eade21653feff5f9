import { asc, eq, sql } from 'drizzle-orm';
import { CONTENT_PAGE_INFO, CONTENT_PAGES, convertLegacyPage, DEFAULT_PAGE_BLOCKS, isLegacySection, type ContentPage, type TConvertedBlock } from '@softhouse/contracts';
import { createContentVersion } from '../../cache/content-version.js';
import type { Db } from '../../db/client.js';
import { contentPages, contentSections, siteSettings } from '../../db/schema.js';

/** Arbitrary constant naming the lock of this write, so instances starting together write once. */
const PAGE_BLOCKS_LOCK_ID = 7_406_118_347;

/** Set once every page has been given its blocks: after that, a page without blocks is one an editor emptied. */
export const PAGE_BLOCKS_WRITTEN_KEY = 'pageBlocksWritten';

const isContentPage = (slug: string): slug is ContentPage => (CONTENT_PAGES as readonly string[]).includes(slug);

/**
 * Gives the public pages their blocks (decision 047), on every start: a page without sections gets its
 * default blocks (the texts it showed before pages were built from blocks), and a page holding sections of
 * the old model gets them converted (blocks/legacy.ts). Pages with blocks are left alone, so a second run
 * writes nothing. One transaction under an advisory lock: instances starting together against one
 * PostgreSQL wait for the first, then find the work done. Once done, a setting records it: from then on only
 * a page the database has never had (one a later version adds) gets defaults, so a page an editor emptied
 * stays empty across restarts.
 */
export async function writePageBlocks(db: Db): Promise<{ written: string[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAGE_BLOCKS_LOCK_ID})`);
    const pages = await tx.select({ id: contentPages.id, slug: contentPages.slug }).from(contentPages);
    const [done] = await tx.select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.key, PAGE_BLOCKS_WRITTEN_KEY));
    const sections = await tx.select().from(contentSections).orderBy(asc(contentSections.order), asc(contentSections.createdAt));
    const written: string[] = [];
    for (const slug of new Set([...CONTENT_PAGES, ...pages.map((page) => page.slug)])) {
      const page = pages.find((p) => p.slug === slug);
      const own = page ? sections.filter((section) => section.pageId === page.id) : [];
      let blocks: TConvertedBlock[];
      if (own.some(isLegacySection)) blocks = convertLegacyPage(slug, own);
      else if (!own.length && isContentPage(slug) && (!done || !page)) blocks = DEFAULT_PAGE_BLOCKS[slug].map((block) => ({ ...block, visible: true }));
      else continue;
      const pageId = page?.id ?? (await tx.insert(contentPages).values({ slug, title: CONTENT_PAGE_INFO[slug as ContentPage].label }).returning({ id: contentPages.id }))[0]!.id;
      if (own.length) await tx.delete(contentSections).where(eq(contentSections.pageId, pageId));
      if (blocks.length) await tx.insert(contentSections).values(blocks.map((block, index) => ({ pageId, type: block.type, content: block.content, visible: block.visible, order: index + 1 })));
      written.push(slug);
    }
    if (!done) await tx.insert(siteSettings).values({ key: PAGE_BLOCKS_WRITTEN_KEY, value: { at: new Date().toISOString() } });
    // Pages cached before the change (by any instance) are dropped.
    if (written.length) await createContentVersion(tx as unknown as Db).bump();
    return { written };
  });
}
