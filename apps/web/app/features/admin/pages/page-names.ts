import { BLOCK_DEFINITIONS, BLOCK_TYPES, CONTENT_PAGE_INFO, CONTENT_PAGES } from '@softhouse/contracts';

export type ContentPageName = (typeof CONTENT_PAGES)[number];

/** The site's pages as staff call them, with their public address. */
export const PAGE_LABELS: Record<ContentPageName, { label: string; path: string }> = CONTENT_PAGE_INFO;

export const isContentPage = (value: string | null): value is ContentPageName =>
  value !== null && (CONTENT_PAGES as readonly string[]).includes(value);

/** Each block type's name in the back office (the list, the history's comparison). */
export const SECTION_TYPE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(BLOCK_TYPES.map((type) => [type, BLOCK_DEFINITIONS[type].label]));
