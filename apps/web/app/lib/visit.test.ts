import { describe, expect, it } from 'vitest';
import { visitFrom } from './visit';

const at = (url: string) => {
  const { pathname, search, host } = new URL(url);
  return { pathname, search, host };
};

describe('visitFrom', () => {
  it('keeps the first page with only its campaign parameters, and the tags', () => {
    expect(visitFrom(at('https://orbita.dev/software?email=ana@x.com&utm_source=google&utm_campaign=erp&gclid=g1&ref=abc'), '')).toEqual({
      landingPage: '/software?utm_source=google&utm_campaign=erp&gclid=g1',
      utmSource: 'google',
      utmCampaign: 'erp',
      gclid: 'g1',
    });
  });

  it('keeps another site as the referrer, without its query; its own pages are no referrer', () => {
    expect(visitFrom(at('https://orbita.dev/'), 'https://www.google.com/search?q=software+house').referrer).toBe('https://www.google.com/search');
    expect(visitFrom(at('https://orbita.dev/cases'), 'https://orbita.dev/').referrer).toBeUndefined();
    expect(visitFrom(at('https://orbita.dev/cases'), 'not a url').referrer).toBeUndefined();
    expect(visitFrom(at('https://orbita.dev/cases'), 'android-app://com.google.android.gm/').referrer).toBeUndefined();
  });

  it('cuts long values and skips empty tags', () => {
    const visit = visitFrom(at(`https://orbita.dev/?utm_source=${'s'.repeat(800)}&utm_medium=`), '');
    expect(visit.utmSource).toHaveLength(500);
    expect(visit.utmMedium).toBeUndefined();
  });
});
