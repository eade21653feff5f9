import { LANGUAGES, type TLanguage } from '../i18n.js';
import { LEGACY_SECTION_TYPES } from '../rules.js';
import { DEFAULT_PAGE_BLOCKS, type ContentPage, type TDefaultBlock } from './defaults.js';
import { isBlockLink } from './fields.js';

/*
 * Sections of the types pages had before they were built from blocks (decision 047): one set of fields per
 * language, `{ pt: { title, subtitle, description, ctaLabel, ctaUrl, items }, en?, es? }`. Only the hero's
 * title and description ever showed; the others were kept but rendered nowhere. They become blocks of the
 * new model so what an editor wrote is kept, and now shows.
 */

type LegacyItem = { title?: string; description?: string; value?: string };
type LegacyFields = { title?: string; subtitle?: string; description?: string; ctaLabel?: string; ctaUrl?: string; items?: LegacyItem[] };
type LegacyContent = Partial<Record<TLanguage, LegacyFields>>;
type Leaf = Partial<Record<TLanguage, string>>;

/** A stored section as the conversion reads it. */
export type TLegacySection = { type: string; content: unknown; visible?: boolean };
/** A block converted from an old section, with the section's visibility. */
export type TConvertedBlock = TDefaultBlock & { visible: boolean };

/** Whether a section's content is of the old model: its top-level keys are languages, Portuguese among them. */
export function isLegacyContent(content: unknown): content is LegacyContent {
  if (!content || typeof content !== 'object' || Array.isArray(content)) return false;
  const keys = Object.keys(content);
  return keys.includes('pt') && keys.every((key) => (LANGUAGES as readonly string[]).includes(key));
}

/** Whether a stored section is of an old type with old content (a new block of the same type name is not). */
export const isLegacySection = (section: TLegacySection) =>
  (LEGACY_SECTION_TYPES as readonly string[]).includes(section.type) && isLegacyContent(section.content);

const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max).trim() : '');

/** A localized leaf from the text each language wrote (clipped to the new field's length), or undefined without a Portuguese one. */
function leafOf(content: LegacyContent, max: number, pick: (fields: LegacyFields) => unknown): Leaf | undefined {
  const leaf: Leaf = {};
  for (const language of LANGUAGES) {
    const text = clip(content[language] ? pick(content[language]) : undefined, max);
    if (text) leaf[language] = text;
  }
  return leaf.pt ? leaf : undefined;
}

/** Joins the texts of several leaves per language, as paragraphs. */
function joinLeaves(leaves: (Leaf | undefined)[], max: number): Leaf | undefined {
  const leaf: Leaf = {};
  for (const language of LANGUAGES) {
    const parts = leaves.map((l) => l?.[language] ?? (language === 'pt' ? undefined : l?.pt)).filter(Boolean);
    const text = parts.join('\n\n').slice(0, max).trim();
    if (text && (language === 'pt' || leaves.some((l) => l?.[language]))) leaf[language] = text;
  }
  return leaf.pt ? leaf : undefined;
}

const items = (content: LegacyContent) => (Array.isArray(content.pt?.items) ? content.pt.items : []);
const itemLeaf = (content: LegacyContent, index: number, max: number, key: keyof LegacyItem) =>
  leafOf(content, max, (fields) => (Array.isArray(fields.items) ? fields.items[index]?.[key] : undefined));

/** Drops the fields left empty, so the block holds only what the section had. */
const compact = (content: Record<string, unknown>) => Object.fromEntries(Object.entries(content).filter(([, value]) => value !== undefined));

/** Each language's text changed by `change`. */
const mapLeaf = (leaf: Leaf | undefined, change: (text: string) => string): Leaf | undefined =>
  leaf && Object.fromEntries(Object.entries(leaf).map(([language, text]) => [language, change(text)]));

function toText(content: LegacyContent): TDefaultBlock | null {
  const list = items(content).map((_, index) =>
    joinLeaves([mapLeaf(itemLeaf(content, index, 200, 'title'), (title) => `**${title}**`), itemLeaf(content, index, 1000, 'description')], 1200),
  );
  const button = toButton(content);
  const link = button && mapLeaf(button.label, (label) => `[${label}](${button.href})`);
  const body = joinLeaves([leafOf(content, 1000, (f) => f.subtitle), leafOf(content, 5000, (f) => f.description), ...list, link], 10000);
  if (!body) return null;
  return { type: 'text', content: compact({ title: leafOf(content, 200, (f) => f.title), body }) };
}

function toButton(content: LegacyContent) {
  const href = clip(content.pt?.ctaUrl, 500);
  const label = leafOf(content, 60, (f) => f.ctaLabel);
  return href && label && isBlockLink(href) ? { label, href, style: 'primary' } : undefined;
}

function toMetrics(content: LegacyContent): TDefaultBlock | null {
  const metrics = items(content)
    .map((item, index) => ({ value: clip(item?.value, 12), label: itemLeaf(content, index, 80, 'title') }))
    .filter((metric) => metric.value && metric.label)
    .slice(0, 6);
  if (!metrics.length) return toText(content);
  return { type: 'metrics', content: compact({ title: leafOf(content, 120, (f) => f.title), metrics }) };
}

function toCards(content: LegacyContent): TDefaultBlock | null {
  const cards = items(content)
    .map((_, index) => compact({ title: itemLeaf(content, index, 120, 'title'), text: itemLeaf(content, index, 600, 'description') }))
    .filter((card) => card.title)
    .slice(0, 12);
  if (!cards.length) return toText(content);
  return {
    type: 'cards',
    content: compact({ eyebrow: leafOf(content, 80, (f) => f.subtitle), title: leafOf(content, 200, (f) => f.title), text: leafOf(content, 1000, (f) => f.description), items: cards }),
  };
}

/** Where a call to action without a usable link of its own sends the visitor. */
const CONTACT_BUTTON = { label: { pt: 'Fale conosco', en: 'Contact us', es: 'Contáctenos' }, href: '/contato', style: 'primary' };

function toCta(content: LegacyContent): TDefaultBlock | null {
  const title = leafOf(content, 200, (f) => f.title);
  if (!title) return toText(content);
  return { type: 'cta', content: compact({ title, text: joinLeaves([leafOf(content, 600, (f) => f.subtitle), leafOf(content, 600, (f) => f.description)], 600), buttons: [toButton(content) ?? CONTACT_BUTTON] }) };
}

/** A page's hero with an old hero's title and description, each language's own where it wrote one (they replaced the dictionary's). */
function withLegacyHero(hero: TDefaultBlock, content: LegacyContent): TDefaultBlock {
  const carry = (field: 'title' | 'description', max: number) => {
    const own = hero.content[field] as Leaf | undefined;
    const written = Object.fromEntries(LANGUAGES.map((language) => [language, clip(content[language]?.[field], max)]).filter(([, text]) => text));
    return { ...own, ...written };
  };
  const title = carry('title', 200);
  const description = carry('description', 3000);
  return { type: 'hero', content: compact({ ...hero.content, title: title.pt ? title : undefined, description: description.pt ? description : undefined }) };
}

/** The hero of a page with no default blocks (one an editor created): only the old hero's texts. */
const BARE_HERO: TDefaultBlock = { type: 'hero', content: { buttons: [], metrics: [] } };

const defaultsOf = (page: string): readonly TDefaultBlock[] | undefined => (Object.hasOwn(DEFAULT_PAGE_BLOCKS, page) ? DEFAULT_PAGE_BLOCKS[page as ContentPage] : undefined);

/**
 * One old section as a block of the new model: text, metrics, cards and call to action become blocks of
 * those types (one with too little for its type becomes text; one with nothing to show, null); a hero
 * becomes the page's default hero with the old title and description.
 */
export function convertLegacySection(page: string, section: TLegacySection): TDefaultBlock | null {
  const content = section.content as LegacyContent;
  switch (section.type) {
    case 'hero': {
      const hero = withLegacyHero(defaultsOf(page)?.[0] ?? BARE_HERO, content);
      return hero.content.title ? hero : toText(content);
    }
    case 'metrics':
      return toMetrics(content);
    case 'cards':
      return toCards(content);
    case 'cta':
      return toCta(content);
    default:
      return toText(content);
  }
}

/**
 * A page's sections with the old ones as blocks. A page of old sections only gets its default blocks, the
 * visible old hero's title and description carried into its hero, then the other old sections converted,
 * in their order, visible as they were (a hidden old hero never showed: it is dropped). On a page that
 * already has blocks, each old section is converted where it stands (an old hero only if there is no hero).
 */
export function convertLegacyPage(page: string, sections: readonly TLegacySection[]): TConvertedBlock[] {
  const defaults = defaultsOf(page);
  const isOldHero = (section: TLegacySection) => section.type === 'hero' && isLegacySection(section);
  const converted = (section: TLegacySection): TConvertedBlock | null => {
    const block = isLegacySection(section) ? convertLegacySection(page, section) : ({ type: section.type, content: section.content } as TDefaultBlock);
    return block && { ...block, visible: section.visible !== false };
  };
  if (!defaults || sections.some((section) => !isLegacySection(section))) {
    const hasHero = sections.some((section) => section.type === 'hero' && !isLegacySection(section));
    return sections.filter((section) => !(isOldHero(section) && (hasHero || section.visible === false))).flatMap((section) => converted(section) ?? []);
  }
  const oldHero = sections.find((section) => isOldHero(section) && section.visible !== false);
  const blocks: TConvertedBlock[] = defaults.map((block, index) => ({ ...(index === 0 && oldHero ? withLegacyHero(block, oldHero.content as LegacyContent) : block), visible: true }));
  return [...blocks, ...sections.filter((section) => !isOldHero(section)).flatMap((section) => converted(section) ?? [])];
}
