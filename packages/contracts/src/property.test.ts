import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import * as contracts from './index.js';
import { renderMarkdown } from './markdown.js';
import { SLUG_PATTERN, slugify } from './slugify.js';

/** Hostile fragments mixed into random text: script, handlers, URL schemes, iframes, entities, unicode. */
const HOSTILE = [
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<svg/onload=alert(1)>', '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))', '[x](  javascript:alert(1))', '![x](javascript:alert(1))', '<a href="java&#x09;script:alert(1)">x</a>',
  '<iframe src="https://evil.example/embed/abc"></iframe>', '<iframe src="javascript:alert(1)"></iframe>', '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p onclick="x()">p</p>', '<h2 style="background:url(javascript:x)">h</h2>', '<object data="x.swf"></object>', '<embed src="x">',
  '<form action="https://evil"><input name=a></form>', '<a href="data:text/html,<script>alert(1)</script>">d</a>', '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<style>body{display:none}</style>', '<base href="https://evil/">', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '"><script>alert(1)</script>', '<div class="video-embed"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="x()"></iframe></div>',
  '<<script>script>alert(1)<</script>/script>', '<scr<script>ipt>alert(1)</script>', '\u0000<script>', '\u202e<img src=x onerror=1>',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ', '<p>ok</p>', '## título', '| a | b |\n|---|---|\n| <script> | x |',
];

const ALLOWED_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'mark', 'sub', 'sup', 'small', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'div', 'span', 'iframe', 'input']);
const YOUTUBE_EMBED = /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[\w-]{11}$/;

/** Every element and attribute of the output, checked by a real HTML parser (not by regexes). */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      // GFM task lists render disabled checkboxes; sanitize-html drops them, keep the check strict anyway.
      if (!ALLOWED_TAGS.has(name) || name === 'input') problems.push(`tag <${name}>`);
      for (const [attr, value] of Object.entries(attributes)) {
        if (/^on/i.test(attr)) problems.push(`handler ${attr}`);
        if (attr === 'srcdoc' || attr === 'formaction') problems.push(`attr ${attr}`);
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters inside URL schemes
        const v = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if ((attr === 'href' || attr === 'src') && /^(javascript|data|vbscript):/.test(v)) problems.push(`url ${attr}=${value}`);
        if (attr === 'style' && !/^text-align:\s*(left|center|right|justify);?$/.test(value.trim())) problems.push(`style ${value}`);
      }
      if (name === 'iframe' && !YOUTUBE_EMBED.test(attributes.src ?? '')) problems.push(`iframe ${attributes.src}`);
    },
  }, { decodeEntities: true, lowerCaseAttributeNames: true });
  parser.write(html);
  parser.end();
  return problems;
}

const hostileText = fc
  .array(fc.tuple(fc.oneof(fc.string(), fc.constantFrom(...HOSTILE), fc.string({ unit: 'binary' })), fc.constantFrom('', ' ', '\n', '\n\n')), { maxLength: 8 })
  .map((parts) => parts.map(([text, separator]) => text + separator).join(''));

describe('property: renderMarkdown never emits unsafe HTML', () => {
  it('for random and hostile input', () => {
    fc.assert(
      fc.property(hostileText, (input) => {
        const html = renderMarkdown(input);
        expect(unsafeParts(html)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('for every hostile fragment alone, and inside HTML content', () => {
    for (const fragment of HOSTILE) {
      expect(unsafeParts(renderMarkdown(fragment)), fragment).toEqual([]);
      expect(unsafeParts(renderMarkdown(`<p>${fragment}</p>`)), fragment).toEqual([]);
    }
  });
});

describe('property: renderMarkdown takes time in proportion to its input', () => {
  const FRAGMENTS = ['<p ', '<h1 ', '<p', '<h2 class=', '< p', '[', '![', '*', '_', '`', '> ', '>', '1. ', '- > ', '<', '<p x="'];
  /** Render time of a pattern repeated up to about `chars` characters (the content limit is 200,000). */
  const renderMs = (pattern: string, chars = 180_000) => {
    const content = pattern.repeat(Math.max(1, Math.floor(chars / pattern.length)));
    const started = performance.now();
    renderMarkdown(content);
    return performance.now() - started;
  };
  // The quadratic HTML check took 9 s on "<p " repeated, and nested quotes and lists ("> ", "1. ")
  // exhausted the stack. A render of 180,000 characters within the bound passes; one beyond it (a
  // loaded 2-core machine makes "![" take 1.7 s where it takes 0.9 s alone) passes only if it grew no
  // faster than linearly, measured as a ratio in the same run: a quarter of the input must take more
  // than a tenth of the time (linear work gives a quarter, quadratic a sixteenth).
  const BOUND_MS = 1_500;
  const expectLinear = (pattern: string) => {
    // A render past the bound is timed again before judging: one pause of a loaded machine (a collection, another
    // process) can land in a single render and make it look ten times the quarter's.
    if (renderMs(pattern) < BOUND_MS) return;
    const whole = renderMs(pattern);
    if (whole < BOUND_MS) return;
    const quarter = Math.min(renderMs(pattern, 45_000), renderMs(pattern, 45_000));
    expect(whole, `${JSON.stringify(pattern)}: ${Math.round(whole)} ms for 180,000 characters, ${Math.round(quarter)} ms for 45,000`).toBeLessThan(10 * quarter);
  };

  // The test as a whole may take up to the bound for every render it makes (the runner's 5 s default
  // failed a loaded CI machine whose every render was well within it).
  it('for each hostile fragment repeated', { timeout: FRAGMENTS.length * BOUND_MS * 2 }, () => {
    for (const fragment of FRAGMENTS) expectLinear(fragment);
  });

  const RUNS = 25;
  it('for random combinations of them repeated', { timeout: RUNS * BOUND_MS * 2 }, () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FRAGMENTS, ' ', '\n', 'a'), { minLength: 1, maxLength: 5 }), (parts) => expectLinear(parts.join(''))),
      { numRuns: RUNS },
    );
  });
});

describe('property: slugify', () => {
  it('always yields a valid slug or nothing, and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('Ação Ágil', 'São Paulo', '--x--')), (input) => {
        const slug = slugify(input);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('property: every zod contract', () => {
  const schemas = Object.entries(contracts).filter(([name, value]) => /^Z[A-Z]/.test(name) && value && typeof (value as { safeParse?: unknown }).safeParse === 'function') as [string, { safeParse(v: unknown): { success: boolean } }][];

  it('exports the request schemas', () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  it('answers any input with success or a validation error, never an exception', () => {
    const anyInput = fc.oneof(
      fc.anything({ maxDepth: 4 }),
      fc.dictionary(fc.constantFrom('title', 'slug', 'email', 'password', 'content', 'tags', 'orders', 'name', 'message', 'page', 'limit', '__proto__', 'constructor'), fc.anything({ maxDepth: 3 })),
    );
    for (const [name, schema] of schemas) {
      fc.assert(
        fc.property(anyInput, (input) => {
          const result = schema.safeParse(input);
          expect(typeof result.success, name).toBe('boolean');
        }),
        { numRuns: 60 },
      );
    }
  });
});
