import { z } from 'zod';
import { ZAdminSearchItem, type TAdminSearchItem, type TAdminSearchType } from '@softhouse/contracts';

/*
 * What someone opened from the search lately, shown while the search is empty. Kept in this browser's
 * localStorage, one list per staff member (two people sharing a computer never see each other's), newest
 * first. Read back through the contract's schema: an entry written by an older version, or edited by
 * hand, is dropped instead of breaking the palette. Only addresses inside the back office are kept.
 */

export const RECENT_LIMIT = 6;
const keyFor = (userId: string) => `admin-search-recent:${userId}`;
const ZRecent = z.array(z.unknown()).transform((entries) =>
  entries.flatMap((entry) => {
    const item = ZAdminSearchItem.safeParse(entry);
    return item.success && item.data.href.startsWith('/admin/') ? [item.data] : [];
  }),
);

export function readRecent(userId: string, types: readonly TAdminSearchType[]): TAdminSearchItem[] {
  try {
    const stored = ZRecent.safeParse(JSON.parse(localStorage.getItem(keyFor(userId)) ?? '[]'));
    // A role changed since: what it no longer opens is not offered.
    return stored.success ? stored.data.filter((item) => types.includes(item.type)).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** The item goes first; an earlier visit to it is dropped. */
export function rememberRecent(userId: string, item: TAdminSearchItem) {
  try {
    const stored = ZRecent.safeParse(JSON.parse(localStorage.getItem(keyFor(userId)) ?? '[]'));
    const others = (stored.success ? stored.data : []).filter((entry) => entry.type !== item.type || entry.id !== item.id);
    const { type, id, title, subtitle, href } = item;
    localStorage.setItem(keyFor(userId), JSON.stringify([{ type, id, title, subtitle, href }, ...others].slice(0, RECENT_LIMIT)));
  } catch {
    // Storage full or refused (private mode): the palette works without its recent items.
  }
}
