import { describe, expect, it } from 'vitest';
import { CASE_TRANSLATABLE, inLanguage, isLiveIn, liveLanguages, POST_TRANSLATABLE, translationStatus } from './translations.js';

describe('per-language fields (decision 031)', () => {
  const post = { title: 'Microsserviços', slug: 'microsservicos', excerpt: 'Quando vale.', content: 'Texto.', tags: ['arquitetura'], seoTitle: '', seoDescription: '', seoKeywords: [] };

  it('says complete, partial or missing against the fields written in Portuguese', () => {
    expect(translationStatus(POST_TRANSLATABLE, post, undefined)).toBe('missing');
    expect(translationStatus(POST_TRANSLATABLE, post, { slug: 'only-a-slug' })).toBe('missing');
    expect(translationStatus(POST_TRANSLATABLE, post, { title: 'Microservices' })).toBe('partial');
    // Every field written in Portuguese (SEO texts are not) is written: complete, whatever the slug.
    expect(translationStatus(POST_TRANSLATABLE, post, { title: 'Microservices', excerpt: 'When.', content: 'Text.', tags: ['architecture'] })).toBe('complete');
    // All written but the language is not live without its content: partial.
    expect(translationStatus(POST_TRANSLATABLE, { ...post, content: '' }, { title: 'M', excerpt: 'E', tags: ['a'] })).toBe('partial');
  });

  it('takes a language live with its required fields, and shows its written fields over the Portuguese ones', () => {
    expect(isLiveIn(CASE_TRANSLATABLE, { title: '  ' })).toBe(false);
    expect(isLiveIn(CASE_TRANSLATABLE, { title: 'Delivery app' })).toBe(true);
    expect(isLiveIn(POST_TRANSLATABLE, { title: 'T', excerpt: 'E' })).toBe(false);
    const translations = { en: { title: 'Microservices', excerpt: 'When it pays.', content: 'Text.' }, es: { title: 'Microservicios' } };
    expect(liveLanguages(POST_TRANSLATABLE, translations)).toEqual(['pt', 'en']);
    expect(inLanguage(POST_TRANSLATABLE, post, translations, 'en')).toEqual({ item: { ...post, title: 'Microservices', excerpt: 'When it pays.', content: 'Text.' }, language: 'en' });
    expect(inLanguage(POST_TRANSLATABLE, post, translations, 'es')).toEqual({ item: post, language: 'pt' });
    expect(inLanguage(POST_TRANSLATABLE, post, translations, 'pt').language).toBe('pt');
  });
});
