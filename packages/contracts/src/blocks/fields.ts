import { z } from 'zod';
import { LANGUAGES, type TLanguage } from '../i18n.js';

/*
 * The fields a page block is made of (decision 047). A block type lists its fields once, as data; from that
 * list come the zod schema the API validates with, the form the back office shows and the resolved props the
 * site renders. Texts are written per language where they stand (`{ pt, en?, es? }`, the "localized leaf"):
 * the block's structure (its items, links, icons, filters) is one, its words are in three languages.
 */

/**
 * A field that matters only for some values of a choice of its block (the hero's `visual`, the cards' `style`):
 * the form shows it only then, and the renderer reads it only then.
 */
export type Shown = { when?: { field: string; is: readonly string[] } };

/** A line of text in each language ('Título'). */
export type LineField = Shown & { kind: 'line'; label: string; max: number; required?: boolean; hint?: string };
/** A paragraph in each language; `rich`: **bold**, lists and links (the shared sanitising renderer). */
export type TextField = Shown & { kind: 'text'; label: string; max: number; required?: boolean; rich?: boolean; hint?: string };
/** A link: a site path (/contato), an anchor on the page (#contato), http(s), mailto: or tel:. */
export type LinkField = Shown & { kind: 'link'; label: string; required?: boolean; hint?: string };
/** One of a few options, the same in every language. */
export type ChoiceField = Shown & { kind: 'choice'; label: string; options: Readonly<Record<string, string>>; default: string; hint?: string };
/** On or off, the same in every language. */
export type ToggleField = Shown & { kind: 'toggle'; label: string; default: boolean; hint?: string };
/** A short value that is not translated ('13+', '98%'). */
export type ValueField = Shown & { kind: 'value'; label: string; max: number; required?: boolean; hint?: string };
/** An icon from the site's set (BLOCK_ICONS). */
export type IconField = Shown & { kind: 'icon'; label: string; default: BlockIcon };
/** Cases picked by hand, in order (their ids). */
export type CasesField = Shown & { kind: 'cases'; label: string; max: number; hint?: string };
/** Technologies picked from the site's list (their ids; none: all of them). */
export type TechnologiesField = Shown & { kind: 'technologies'; label: string; hint?: string };
/** Items of the same shape, added, removed and reordered ('Cartões'). */
export type ListField = Shown & { kind: 'list'; label: string; itemLabel: string; min?: number; max: number; item: Readonly<Record<string, ItemField>> };

export type ItemField = LineField | TextField | LinkField | ChoiceField | ToggleField | ValueField | IconField;
export type BlockField = ItemField | CasesField | TechnologiesField | ListField;
export type BlockFields = Readonly<Record<string, BlockField>>;

/** The icons an editor can choose for cards and formats: lucide's, by name; the site imports each one (blocks/icons.tsx). */
export const BLOCK_ICONS = [
  'badge-check', 'code', 'gauge', 'headset', 'heart-handshake', 'key-round', 'layers', 'life-buoy', 'lightbulb',
  'pen-tool', 'puzzle', 'refresh-ccw', 'rocket', 'server-cog', 'shield-check', 'sliders-horizontal', 'smartphone',
  'user-round-plus', 'users-round', 'workflow', 'zap', 'sparkles', 'target', 'trending-up', 'clock', 'globe',
] as const;
export type BlockIcon = (typeof BLOCK_ICONS)[number];

/** Where a block's link may go: only site paths, anchors, http(s), mailto and tel (never javascript: or data:). */
export const isBlockLink = (value: string) =>
  /^\/(?![/\\])/.test(value) || /^#[\w-]+$/.test(value) || /^https?:\/\/[^/\\\s]+/i.test(value) || /^mailto:[^\s]+@[^\s]+$/i.test(value) || /^tel:\+?[\d\s().-]{3,}$/i.test(value);
export const BLOCK_LINK_MESSAGE = 'Use um caminho do site (/contato), uma âncora (#contato), uma URL http(s), mailto: ou tel:';

/** A field the type does not have is named in the message; anything else gets `message`. */
const unknownKeys = (message: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `Campo desconhecido: ${issue.keys?.join(', ')}` : message;

const text = (max: number) => z.string().trim().max(max, `Máximo de ${max} caracteres`);

/** A text in each language; pt is what every language falls back to. */
function localized(field: LineField | TextField) {
  const pt = field.required ? text(field.max).min(1, `${field.label}: o texto em português é obrigatório`) : text(field.max);
  const leaf = z.strictObject({ pt, en: text(field.max).optional(), es: text(field.max).optional() }, { error: unknownKeys(`${field.label}: informe o texto por idioma ({ pt, en, es })`) });
  return field.required ? leaf : leaf.optional();
}

function fieldSchema(field: BlockField): z.ZodType {
  switch (field.kind) {
    case 'line':
    case 'text':
      return localized(field);
    case 'link': {
      const link = z.string({ error: `${field.label}: informe um endereço` }).trim().max(500, 'Máximo de 500 caracteres').refine((v) => (!field.required && v === '') || isBlockLink(v), BLOCK_LINK_MESSAGE);
      return field.required ? link : link.optional();
    }
    case 'choice':
      return z.enum(Object.keys(field.options) as [string, ...string[]], { error: `${field.label}: opção inválida` }).optional();
    case 'toggle':
      return z.boolean({ error: `${field.label}: use verdadeiro ou falso` }).optional();
    case 'value':
      return field.required ? text(field.max).min(1, `${field.label} é obrigatório`) : text(field.max).optional();
    case 'icon':
      return z.enum(BLOCK_ICONS, { error: `${field.label}: ícone inválido` }).optional();
    case 'cases':
      return z.array(z.uuid('Identificador de case inválido')).max(field.max, `No máximo ${field.max} cases`).optional();
    case 'technologies':
      return z.array(text(40).min(1)).max(60).optional();
    case 'list': {
      const item = z.strictObject(Object.fromEntries(Object.entries(field.item).map(([name, f]) => [name, fieldSchema(f)])), { error: unknownKeys(`${field.itemLabel}: informe os campos do item`) });
      return z.array(item, { error: `${field.label}: informe uma lista` }).min(field.min ?? 0, `${field.label}: pelo menos ${field.min} ${field.min === 1 ? 'item' : 'itens'}`).max(field.max, `${field.label}: no máximo ${field.max} itens`);
    }
  }
}

/** The schema of a block's content: its fields, nothing else. */
export const contentSchema = (fields: BlockFields) =>
  z.strictObject(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])), { error: unknownKeys('Conteúdo da seção inválido') });

/* ---------------- what the site renders: every text in one language ---------------- */

type ResolvedField<F> = F extends LineField | TextField | LinkField | ValueField
  ? string
  : F extends ChoiceField
    ? keyof F['options'] & string
    : F extends ToggleField
      ? boolean
      : F extends IconField
        ? BlockIcon
        : F extends CasesField | TechnologiesField
          ? string[]
          : F extends ListField
            ? ResolvedFields<F['item']>[]
            : never;
export type ResolvedFields<Fields> = { [K in keyof Fields]: ResolvedField<Fields[K]> };

type Leaf = Partial<Record<TLanguage, string>>;

/**
 * A block's content in `language`: each text in that language where it is written, else in Portuguese;
 * every field present (an empty text, the option's default, an empty list) so renderers need no checks.
 * `untranslated` counts the texts that fell back to Portuguese.
 */
export function resolveContent<Fields extends BlockFields>(fields: Fields, content: Record<string, unknown>, language: TLanguage): { value: ResolvedFields<Fields>; untranslated: number } {
  let untranslated = 0;
  const resolve = (field: BlockField, raw: unknown): unknown => {
    switch (field.kind) {
      case 'line':
      case 'text': {
        const leaf = (raw ?? {}) as Leaf;
        const own = leaf[language]?.trim();
        if (!own && language !== 'pt' && leaf.pt) untranslated++;
        return own || leaf.pt || '';
      }
      case 'link':
      case 'value':
        return typeof raw === 'string' ? raw : '';
      case 'choice':
        return typeof raw === 'string' && raw in field.options ? raw : field.default;
      case 'toggle':
        return typeof raw === 'boolean' ? raw : field.default;
      case 'icon':
        return typeof raw === 'string' && (BLOCK_ICONS as readonly string[]).includes(raw) ? raw : field.default;
      case 'cases':
      case 'technologies':
        return Array.isArray(raw) ? raw.filter((v) => typeof v === 'string') : [];
      case 'list':
        return (Array.isArray(raw) ? raw : []).map((item) =>
          Object.fromEntries(Object.entries(field.item).map(([name, f]) => [name, resolve(f, (item as Record<string, unknown>)?.[name])])),
        );
    }
  };
  const value = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, resolve(field, content[name])])) as ResolvedFields<Fields>;
  return { value, untranslated };
}

/** The languages a block's texts are written in: pt always, en or es when every filled Portuguese text has one. */
export function contentLanguages(fields: BlockFields, content: Record<string, unknown>): TLanguage[] {
  return LANGUAGES.filter((language) => language === 'pt' || resolveContent(fields, content, language).untranslated === 0);
}
