import { BLOG_CATEGORIES, BLOG_LIMITS } from '@softhouse/contracts/constants';
import { describe, expect, it } from 'vitest';
import { translateFor } from '~/i18n';
import {
  blogSearch,
  formatPostDate,
  paginationItems,
  parsePage,
  POST_CATEGORIES,
  postCategoryLabel,
  POSTS_PER_PAGE,
  RELATED_FETCHED,
  RELATED_SHOWN,
  TOP_POSTS,
} from './blog-data';

describe('blog constants', () => {
  it('are the contract values', () => {
    expect(POST_CATEGORIES).toEqual(BLOG_CATEGORIES);
    expect(POSTS_PER_PAGE).toBe(BLOG_LIMITS.publicPageSize);
    expect(TOP_POSTS).toBe(BLOG_LIMITS.featured);
    expect(RELATED_FETCHED).toBe(BLOG_LIMITS.related);
    expect(RELATED_SHOWN).toBe(BLOG_LIMITS.relatedShown);
  });
});

describe('paginationItems', () => {
  it('shows first, last and neighbours within 1, with ellipses for the gaps', () => {
    expect(paginationItems(5, 12)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 12]);
    expect(paginationItems(1, 12)).toEqual([1, 2, 'ellipsis', 12]);
    expect(paginationItems(12, 12)).toEqual([1, 'ellipsis', 11, 12]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 'ellipsis', 7]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('still offers the way back from a page past the end', () => {
    expect(paginationItems(20, 3)).toEqual([1, 'ellipsis', 3]);
  });
});

describe('parsePage', () => {
  it('reads whole numbers from 1 and falls back to 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('99999999999')).toBe(1);
  });
});

describe('blogSearch', () => {
  it('keeps the category and sets the page', () => {
    expect(blogSearch({ page: 2 })).toBe('?page=2');
    expect(blogSearch({ category: 'design', page: 1 })).toBe('?category=design&page=1');
    expect(blogSearch({ category: 'design' })).toBe('?category=design');
    expect(blogSearch({})).toBe('');
  });
});

describe('post labels', () => {
  it('writes dates in the visitor language, pt-BR for pt', () => {
    expect(formatPostDate('2025-11-16T12:00:00.000Z', 'pt')).toBe('16 de novembro de 2025');
    expect(formatPostDate('2025-11-16T12:00:00.000Z', 'en')).toBe('November 16, 2025');
    expect(formatPostDate('2025-11-16T12:00:00.000Z', 'es')).toBe('16 de noviembre de 2025');
    // 01:00 UTC is still the evening before in Brazil.
    expect(formatPostDate('2025-11-16T01:00:00.000Z', 'pt')).toBe('15 de novembro de 2025');
    expect(formatPostDate(null, 'pt')).toBe('');
  });

  it('translates categories', () => {
    expect(postCategoryLabel(translateFor('pt'), 'negocios')).toBe('Negócios');
    expect(postCategoryLabel(translateFor('en'), 'negocios')).toBe('Business');
    expect(postCategoryLabel(translateFor('es'), 'design')).toBe('Diseño');
  });
});
