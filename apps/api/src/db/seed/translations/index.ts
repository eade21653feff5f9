import type { CaseTranslation as StoredCase, PostTranslation as StoredPost } from '../../schema.js';
import { CASES } from './cases.js';
import { POSTS_A } from './posts-a.js';
import { POSTS_B } from './posts-b.js';
import { POSTS_C } from './posts-c.js';
import { POSTS_D } from './posts-d.js';
import type { CaseTranslation, PostTranslation } from './types.js';

/**
 * The demo content in English and Spanish (issue 13), keyed by the Portuguese title. Every case is
 * translated; every post but two ('Acessibilidade digital…' and 'LGPD na prática…', about Brazilian
 * rules and users), which stay in Portuguese only so the fallback shows on a fresh install.
 */
export const CASE_TRANSLATIONS = CASES;
export const POST_TRANSLATIONS = { ...POSTS_A, ...POSTS_B, ...POSTS_C, ...POSTS_D };

/** The first sentence of a text, as a search description (what the Portuguese demo cases get). */
export const firstSentence = (text: string) => text.split('. ')[0]!.replace(/\.?$/, '.');

/** What the seed stores in a case's `translations`. */
export function caseTranslations(title: string): { en?: Partial<StoredCase>; es?: Partial<StoredCase> } {
  const found = CASE_TRANSLATIONS[title];
  if (!found) return {};
  const one = (t: CaseTranslation): Partial<StoredCase> => ({ ...t, seoDescription: firstSentence(t.description) });
  return { en: one(found.en), es: one(found.es) };
}

/** What the seed stores in a post's `translations`; its SEO keywords are its tags when it has an SEO title, as in Portuguese. */
export function postTranslations(title: string): { en?: Partial<StoredPost>; es?: Partial<StoredPost> } {
  const found = POST_TRANSLATIONS[title];
  if (!found) return {};
  const one = (t: PostTranslation): Partial<StoredPost> => ({ ...t, ...(t.seoTitle ? { seoKeywords: t.tags } : {}) });
  return { en: one(found.en), es: one(found.es) };
}
