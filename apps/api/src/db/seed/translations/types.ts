/**
 * Real English and Spanish versions of the demo content (issue 13), keyed by the Portuguese title of the item
 * they translate. Every field is written for a reader in that language, not copied: the slug too
 * (lowercase ASCII words joined by hyphens).
 */
export type PostTranslation = {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown, the same structure as the Portuguese (headings, lists, code blocks, links). */
  content: string;
  tags: string[];
  seoTitle?: string;
  seoDescription?: string;
};

export type CaseTranslation = {
  title: string;
  slug: string;
  industry: string;
  description: string;
};

export type Translations<T> = Record<string, { en: T; es: T }>;
