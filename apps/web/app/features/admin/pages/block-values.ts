import { BLOCK_DEFINITIONS, type BlockField, type BlockFields, type ItemField, type TBlockType } from '@softhouse/contracts';
import type { TLanguage, TTranslatedLanguage, TTranslationStatus } from '@softhouse/contracts/constants';

/*
 * A block's content as its form holds it and as the API stores it (decision 047). The form keeps every
 * field present (each text with its three languages, empty strings where nothing is written) so that
 * react-hook-form tracks them; a save sends only what is written.
 */

export type Leaf = { pt: string; en: string; es: string };
export type BlockContent = Record<string, unknown>;

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A field's value in the form: what is stored, or the field's default. */
function formValue(field: BlockField, raw: unknown): unknown {
  switch (field.kind) {
    case 'line':
    case 'text': {
      const leaf = record(raw);
      return { pt: str(leaf.pt), en: str(leaf.en), es: str(leaf.es) } satisfies Leaf;
    }
    case 'link':
    case 'value':
      return str(raw);
    case 'choice':
      return typeof raw === 'string' && Object.hasOwn(field.options, raw) ? raw : field.default;
    case 'toggle':
      return typeof raw === 'boolean' ? raw : field.default;
    case 'icon':
      return typeof raw === 'string' && raw ? raw : field.default;
    case 'cases':
    case 'technologies':
      return Array.isArray(raw) ? raw.filter((id) => typeof id === 'string') : [];
    case 'list': {
      const items = Array.isArray(raw) ? raw : Array.from({ length: field.min ?? 0 }, () => ({}));
      return items.map((item) => formContent(field.item, item));
    }
  }
}

/** A block's (or a list item's) content with every field present, for its form. */
export function formContent(fields: BlockFields | Readonly<Record<string, ItemField>>, raw: unknown): BlockContent {
  const content = record(raw);
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, formValue(field, content[name])]));
}

/** What a field sends: texts trimmed, a text with nothing written left out (the Portuguese kept, even empty, when a translation is written). */
function sentValue(field: BlockField, value: unknown): unknown {
  switch (field.kind) {
    case 'line':
    case 'text': {
      const leaf = record(value);
      const out: Partial<Leaf> = {};
      for (const language of ['pt', 'en', 'es'] as const) if (str(leaf[language]).trim()) out[language] = str(leaf[language]).trim();
      return Object.keys(out).length ? { pt: '', ...out } : undefined;
    }
    case 'link':
    case 'value':
      return str(value).trim() || undefined;
    case 'list':
      return (Array.isArray(value) ? value : []).map((item) => sentContent(field.item, item));
    default:
      return value;
  }
}

/** The content a save (or a draft) sends: only the type's fields, each as the API takes it. */
export function sentContent(fields: BlockFields | Readonly<Record<string, ItemField>>, values: unknown): BlockContent {
  const content = record(values);
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, sentValue(field, content[name])]).filter(([, value]) => value !== undefined));
}

/** Every text of a content, as [pt, translation] pairs, walking its lists. */
function texts(fields: BlockFields | Readonly<Record<string, ItemField>>, content: unknown, language: TTranslatedLanguage): [string, string][] {
  const values = record(content);
  return Object.entries(fields).flatMap(([name, field]): [string, string][] => {
    if (field.kind === 'line' || field.kind === 'text') {
      const leaf = record(values[name]);
      return [[str(leaf.pt).trim(), str(leaf[language]).trim()]];
    }
    if (field.kind === 'list') return (Array.isArray(values[name]) ? values[name] : []).flatMap((item) => texts(field.item, item, language));
    return [];
  });
}

/** How far a translation of the block is written against its Portuguese texts (decision 031). */
export function translationOf(type: TBlockType, content: unknown, language: TTranslatedLanguage): TTranslationStatus {
  const written = texts(BLOCK_DEFINITIONS[type].fields, content, language).filter(([pt]) => pt);
  const translated = written.filter(([, other]) => other).length;
  return translated === 0 ? 'missing' : translated === written.length ? 'complete' : 'partial';
}

/** Fills the translation's empty texts with the Portuguese ones, as a starting point; the result for `setValue`. */
export function copyPortuguese(fields: BlockFields | Readonly<Record<string, ItemField>>, content: unknown, language: TTranslatedLanguage): BlockContent {
  const values = record(content);
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const value = values[name];
      if (field.kind === 'line' || field.kind === 'text') {
        const leaf = record(value) as Leaf;
        return [name, { ...leaf, [language]: leaf[language]?.trim() ? leaf[language] : leaf.pt }];
      }
      if (field.kind === 'list') return [name, (Array.isArray(value) ? value : []).map((item) => copyPortuguese(field.item, item, language))];
      return [name, value];
    }),
  );
}

/** A block's line in the list: its title, or else its first text (in Portuguese), cut short. */
export function blockSummary(type: string, content: unknown): string {
  const definition = BLOCK_DEFINITIONS[type as TBlockType];
  if (!definition) return '';
  const values = record(content);
  const title = str(record(values.title).pt).trim();
  const first = title || texts(definition.fields, content, 'en').map(([pt]) => pt).find(Boolean) || '';
  const plain = first.replace(/[*_#`>[\]()]/g, '').replace(/\s+/g, ' ').trim();
  return plain.length > 90 ? `${plain.slice(0, 89)}…` : plain;
}

/** The language of the field an API error names, to open its tab: a text's `….en` is English. */
export function languageOfPath(path: string): TLanguage {
  const match = /\.(pt|en|es)$/.exec(path);
  return match ? (match[1] as TLanguage) : 'pt';
}
