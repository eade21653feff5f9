import type { THistoryType } from '@softhouse/contracts';
import { diffWords } from 'diff';

/*
 * What changed between two revisions of an item (decision 042): the fields an editor knows, each as text,
 * and for long texts the words added and removed. Loaded with the history dialog only (the `diff`
 * package stays out of every other bundle).
 */

type Spec = { key: string; label: string; long?: boolean; read?: (data: Record<string, unknown>) => unknown };

const SEO: Spec[] = [
  { key: 'seoTitle', label: 'Título SEO' },
  { key: 'seoDescription', label: 'Descrição SEO', long: true },
  { key: 'seoKeywords', label: 'Palavras-chave SEO' },
];

const FIELDS: Record<THistoryType, Spec[]> = {
  blog: [
    { key: 'title', label: 'Título' },
    { key: 'slug', label: 'Slug' },
    { key: 'excerpt', label: 'Resumo', long: true },
    { key: 'content', label: 'Conteúdo', long: true },
    { key: 'featuredImage', label: 'Imagem de capa' },
    { key: 'category', label: 'Categoria' },
    { key: 'tags', label: 'Tags' },
    { key: 'author', label: 'Autor', read: (data) => (data.author as { name?: string } | undefined)?.name },
    { key: 'status', label: 'Status', read: (data) => (data.status === 'published' ? 'Publicado' : data.status === 'draft' ? 'Rascunho' : data.status) },
    ...SEO,
  ],
  cases: [
    { key: 'title', label: 'Título' },
    { key: 'slug', label: 'Slug' },
    { key: 'client', label: 'Cliente' },
    { key: 'description', label: 'Descrição', long: true },
    { key: 'imageUrl', label: 'Imagem principal' },
    { key: 'logoUrl', label: 'Logo' },
    { key: 'gallery', label: 'Galeria' },
    { key: 'category', label: 'Serviço' },
    { key: 'industry', label: 'Setor' },
    { key: 'technologies', label: 'Tecnologias' },
    { key: 'published', label: 'Publicado' },
    { key: 'featured', label: 'Destaque' },
    ...SEO,
  ],
};

/** The fields each translation holds, by type (the same labels, with the language). */
const TRANSLATED: Record<THistoryType, string[]> = {
  blog: ['title', 'slug', 'excerpt', 'content', 'tags', 'seoTitle', 'seoDescription', 'seoKeywords'],
  cases: ['title', 'slug', 'description', 'industry', 'seoTitle', 'seoDescription', 'seoKeywords'],
};
const LANGUAGES = { en: 'inglês', es: 'espanhol' } as const;

export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(asText).join(', ');
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export type Part = { value: string; added?: boolean; removed?: boolean };
export type Change = { key: string; label: string; before: string; after: string; long: boolean; parts: Part[] | null };

/** A word-level diff: the words only in `before` are removed, those only in `after` added. */
export const wordDiff = (before: string, after: string): Part[] => diffWords(before, after).map(({ value, added, removed }) => ({ value, ...(added && { added }), ...(removed && { removed }) }));

/** The fields that differ between a revision (`before`) and the item now (`after`), in the editor's order. */
export function changesBetween(type: THistoryType, before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  const specs: Spec[] = [...FIELDS[type]];
  for (const [language, name] of Object.entries(LANGUAGES)) {
    for (const key of TRANSLATED[type]) {
      const base = specs.find((spec) => spec.key === key);
      specs.push({
        key: `translations.${language}.${key}`,
        label: `${base?.label ?? key} (${name})`,
        long: base?.long,
        read: (data) => ((data.translations as Record<string, Record<string, unknown> | null> | undefined)?.[language] ?? undefined)?.[key],
      });
    }
  }
  const changes: Change[] = [];
  for (const spec of specs) {
    const read = spec.read ?? ((data: Record<string, unknown>) => data[spec.key]);
    const was = asText(read(before));
    const now = asText(read(after));
    if (was === now) continue;
    const long = Boolean(spec.long) || was.length > 120 || now.length > 120;
    changes.push({ key: spec.key, label: spec.label, before: was, after: now, long, parts: long ? wordDiff(was, now) : null });
  }
  return changes;
}
