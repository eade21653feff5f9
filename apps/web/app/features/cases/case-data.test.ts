import { CASE_LIMITS } from '@softhouse/contracts/constants';
import { describe, expect, it } from 'vitest';
import { translateFor } from '~/i18n';
import { CASES_MAX, CASES_PAGE, caseCategoryLabel, casesLastPage, casesShown, parsePage } from './case-data';

describe('grid limits', () => {
  it('are the contract limits', () => {
    expect(CASES_PAGE).toBe(CASE_LIMITS.gridInitial);
    expect(CASES_PAGE).toBe(CASE_LIMITS.gridStep);
    expect(CASES_MAX).toBe(CASE_LIMITS.listLimit);
  });
});

describe('?page=N on /cases', () => {
  it('shows the first N pages of 16, up to the list limit', () => {
    expect(casesShown(1)).toBe(16);
    expect(casesShown(2)).toBe(32);
    expect(casesShown(6)).toBe(96);
    expect(casesShown(7)).toBe(100);
    expect(casesShown(999)).toBe(100);
  });

  it('reads anything that is not a page number as page 1', () => {
    for (const raw of [null, '', 'abc', '-5', '2.5', '1e3', '1234567']) expect(parsePage(raw), String(raw)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('3')).toBe(3);
  });

  it('ends at the page that holds the last case, at most the list limit, page 1 when there are none', () => {
    expect(casesLastPage(0)).toBe(1);
    expect(casesLastPage(16)).toBe(1);
    expect(casesLastPage(17)).toBe(2);
    expect(casesLastPage(24)).toBe(2);
    expect(casesLastPage(100)).toBe(7);
    expect(casesLastPage(250)).toBe(7);
  });
});

describe('caseCategoryLabel', () => {
  it('translates known categories and keeps unknown ones', () => {
    expect(caseCategoryLabel(translateFor('pt'), 'aplicativo')).toBe('Aplicativo');
    expect(caseCategoryLabel(translateFor('en'), 'aplicativo')).toBe('Mobile app');
    expect(caseCategoryLabel(translateFor('pt'), 'fintech')).toBe('Fintech');
    expect(caseCategoryLabel(translateFor('pt'), '')).toBe('');
  });
});
