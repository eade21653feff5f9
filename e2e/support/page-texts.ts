import type { Browser, Locator } from 'playwright-core';

/** The public pages built from blocks (decision 047), as their Portuguese paths. */
export const BLOCK_PAGE_PATHS = ['/', '/sobre', '/software', '/aplicativo', '/outsourcing', '/cases', '/blog', '/contato', '/obrigado'] as const;

const LANGUAGE_PREFIX = { pt: '', en: '/en', es: '/es' } as const;

/** Dates and times of posts change with the day the demo was seeded: they are not the page's own texts. */
const DATE = /\b\d{1,2} (de )?[a-zç]{3,}\.?( de)? \d{4}\b|\b[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4}\b|\b\d+ min\b/g;

/**
 * The text of a part of a page as a visitor reads it, whether scrolled to yet or not. The parts below the first
 * screen are rendered only as they come near it (decision 054), and innerText, which follows rendering, reads
 * nothing of a part not rendered yet: the page renders every part first.
 */
export async function readText(locator: Locator): Promise<string> {
  // By evaluate, not addStyleTag, which waits for a load event that never comes with JavaScript off.
  await locator.page().evaluate(() => {
    if (document.getElementById('render-everything')) return;
    const style = Object.assign(document.createElement('style'), { id: 'render-everything', textContent: '* { content-visibility: visible !important; }' });
    document.head.append(style);
  });
  return locator.innerText();
}

/**
 * The visible text of a page's main content with JavaScript off (as the server sends it), a line per
 * block of text, dates masked: what a visitor reads, compared before and after a change of how pages are built.
 */
export async function pageTexts(browser: Browser, baseUrl: string): Promise<Record<string, string[]>> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const texts: Record<string, string[]> = {};
  try {
    for (const [language, prefix] of Object.entries(LANGUAGE_PREFIX)) {
      for (const path of BLOCK_PAGE_PATHS) {
        const address = `${prefix}${path === '/' && prefix ? '' : path}`;
        await page.goto(`${baseUrl}${address || '/'}`);
        const text = await readText(page.locator('main'));
        texts[`${language} ${address || '/'}`] = text
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim().replace(DATE, '<date>'))
          .filter(Boolean);
      }
    }
  } finally {
    await context.close();
  }
  return texts;
}
