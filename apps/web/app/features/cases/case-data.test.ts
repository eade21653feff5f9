import { CASE_LIMITS } from '@softhouse/contracts/constants';
import { describe, expect, it } from 'vitest';
import { translateFor } from '~/i18n';
import { CASES_MAX, CASES_PAGE, caseCategoryLabel, visibleCount } from './case-data';

describe('grid limits', () => {
  it('are the contract limits', () => {
    expect(CASES_PAGE).toBe(CASE_LIMITS.gridInitial);
    expect(CASES_PAGE).toBe(CASE_LIMITS.gridStep);
    expect(CASES_MAX).toBe(CASE_LIMITS.listLimit);
  });
});

describe('visibleCount', () => {
  it('starts at 16 and grows in steps of 16 up to the list limit', () => {
    expect(visibleCount(null)).toBe(16);
    expect(visibleCount('abc')).toBe(16);
    expect(visibleCount('-5')).toBe(16);
    expect(visibleCount('32')).toBe(32);
    expect(visibleCount('20')).toBe(32);
    expect(visibleCount('5000')).toBe(112);
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
