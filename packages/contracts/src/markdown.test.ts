import { describe, expect, it } from 'vitest';
import { plainText, readingTime, renderMarkdown, youtubeId } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists, quotes, code, links, images and tables', () => {
    const html = renderMarkdown([
      '## Título', '', '**negrito** e *itálico*', '', '- um', '- dois', '', '1. primeiro', '', '> citação', '',
      '```ts', 'const x = 1;', '```', '', '[site](https://example.com) e [interno](/cases)', '', '![alt da imagem](/uploads/a.webp)', '',
      '| a | b |', '|---|---|', '| 1 | 2 |',
    ].join('\n'));
    expect(html).toContain('<h2>Título</h2>');
    expect(html).toContain('<strong>negrito</strong>');
    expect(html).toContain('<em>itálico</em>');
    expect(html).toContain('<ul>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code class="language-ts">const x = 1;');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="/cases">interno</a>');
    expect(html).toContain('<img src="/uploads/a.webp" alt="alt da imagem" loading="lazy" decoding="async" />');
    expect(html).toContain('<table>');
  });

  it('turns a YouTube link on its own line into a privacy-friendly embedded player', () => {
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ']) {
      expect(renderMarkdown(`Veja:\n\n${url}`)).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    }
    expect(renderMarkdown('[Assistir vídeo](https://vimeo.com/123)')).not.toContain('<iframe');
  });

  it('keeps HTML content with paragraphs or headings as HTML, sanitised', () => {
    const html = renderMarkdown('<h2>Olá</h2><p onclick="alert(1)">texto <script>alert(1)</script></p>');
    expect(html).toBe('<h2>Olá</h2><p>texto </p>');
  });

  it.each([
    ['<script>alert(1)</script>', /<script/i],
    ['<img src=x onerror="alert(1)">', /onerror/i],
    ['[clique](javascript:alert(1))', /javascript:/i],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    ['<iframe src="https://evil.example/embed/x"></iframe>', /<iframe/i],
    ['<p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&x=javascript:1"></iframe></p>', /<iframe/i],
    ['<svg onload="alert(1)"></svg>', /<svg|onload/i],
    ['<p style="background:url(javascript:alert(1))">x</p>', /javascript|background/i],
    ['![x](data:text/html;base64,PHNjcmlwdD4=)', /data:/i],
  ])('neutralises %s', (input, forbidden) => {
    expect(renderMarkdown(input)).not.toMatch(forbidden);
  });

  it('keeps text alignment from the editor', () => {
    expect(renderMarkdown('<p style="text-align:center">meio</p>')).toBe('<p style="text-align:center">meio</p>');
  });

  it('is empty for empty content', () => {
    expect(renderMarkdown('   ')).toBe('');
  });
});

describe('helpers', () => {
  it('youtubeId recognises watch, short and embed forms only', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://evil.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeId('not a url')).toBeNull();
  });

  it('plainText and readingTime read the words', () => {
    expect(plainText('## Oi\n\n**mundo** & cia')).toBe('Oi mundo & cia');
    expect(readingTime(Array(401).fill('palavra').join(' '))).toBe(3);
  });
});
