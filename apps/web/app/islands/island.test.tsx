import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isCurrentSection } from '~/components/shell/nav-links';
import { LanguageProvider, useLanguage } from '~/i18n';
import { Island, IslandRoot, IslandsContext } from './island';

function Probe({ count }: { count: number }) {
  const { t } = useLanguage();
  const id = useId();
  return (
    <label htmlFor={id}>
      {t('nav.about')} {count}
      <input id={id} />
    </label>
  );
}

const page = (islands: boolean) =>
  renderToString(
    <LanguageProvider initialLanguage="en">
      <IslandsContext value={islands}>
        <main>
          <Island name="case-gallery" component={Probe} props={{ count: 3 }} />
        </main>
      </IslandsContext>
    </LanguageProvider>,
  );

describe('Island', () => {
  it('renders its part on its own in a box that names it and carries its props', () => {
    const html = page(true);
    const box = /<div data-island="case-gallery" data-island-id="([^"]+)" data-load="visible" data-props="([^"]+)" class="contents">(.*)<\/div><\/main>/.exec(html);
    expect(box).not.toBeNull();
    const [, prefix, props, inner] = box!;
    expect(JSON.parse(props!.replaceAll('&quot;', '"'))).toEqual({ count: 3 });
    // Exactly what the browser renders when it hydrates the box with that prefix, ids included.
    const browser = renderToString(
      <IslandRoot language="en">
        <Probe count={3} />
      </IslandRoot>,
      { identifierPrefix: prefix },
    );
    expect(inner).toBe(browser);
    expect(/ id="([^"]+)"/.exec(inner!)?.[1]).toContain(prefix);
    expect(inner).toContain('About');
  });

  it('gives two islands of a page different ids', () => {
    const html = renderToString(
      <LanguageProvider initialLanguage="pt">
        <IslandsContext value>
          <Island name="contact-form" component={Probe} props={{ count: 1 }} />
          <Island name="contact-form" component={Probe} props={{ count: 2 }} />
        </IslandsContext>
      </LanguageProvider>,
    );
    const prefixes = [...html.matchAll(/data-island-id="([^"]+)"/g)].map((match) => match[1]);
    expect(prefixes).toHaveLength(2);
    expect(new Set(prefixes).size).toBe(2);
  });

  it('is just its component outside islands mode', () => {
    const html = page(false);
    expect(html).not.toContain('data-island');
    expect(html).toMatch(/^<main><label for="[^"]+">About<!-- --> <!-- -->3<input id="[^"]+"\/><\/label><\/main>$/);
  });
});

describe('isCurrentSection', () => {
  it('marks a page and its subpages, and the home page only on itself', () => {
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/', '/blog')).toBe(false);
    expect(isCurrentSection('/blog', '/blog')).toBe(true);
    expect(isCurrentSection('/blog', '/blog/um-post')).toBe(true);
    expect(isCurrentSection('/blog', '/blogueiros')).toBe(false);
    expect(isCurrentSection('/cases', '/sobre')).toBe(false);
  });
});
