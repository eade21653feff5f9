import { describe, expect, it } from 'vitest';
import { enhanceContentHtml, isEmptyContent } from './content-html';

const labels = { table: 'Tabela', code: 'Código "x"' };

describe('enhanceContentHtml', () => {
  it('turns content h1 into h2 so the page keeps one h1', () => {
    expect(enhanceContentHtml('<h1 style="text-align:center">A</h1><h2>B</h2>', labels)).toBe(
      '<h2 style="text-align:center">A</h2><h2>B</h2>',
    );
  });

  it('wraps tables in a focusable scroll region and makes code blocks focusable', () => {
    expect(enhanceContentHtml('<table><tr><td>1</td></tr></table>', labels)).toBe(
      '<div class="table-scroll" role="group" tabindex="0" aria-label="Tabela"><table><tr><td>1</td></tr></table></div>',
    );
    expect(enhanceContentHtml('<pre><code>x</code></pre>', labels)).toBe(
      '<pre role="group" tabindex="0" aria-label="Código &quot;x&quot;"><code>x</code></pre>',
    );
  });

  it('leaves other tags alone', () => {
    expect(enhanceContentHtml('<p>h1 <header> <tablet> <prefix></p>', labels)).toBe('<p>h1 <header> <tablet> <prefix></p>');
  });
});

describe('isEmptyContent', () => {
  it('sees no content in empty markup, and content in text or media', () => {
    expect(isEmptyContent('')).toBe(true);
    expect(isEmptyContent('<p></p>\n<p>&nbsp;</p>')).toBe(true);
    expect(isEmptyContent('<p>Olá</p>')).toBe(false);
    expect(isEmptyContent('<p><img src="/a.png" alt=""></p>')).toBe(false);
    expect(isEmptyContent('<div class="video-embed"><iframe src="x"></iframe></div>')).toBe(false);
  });
});
