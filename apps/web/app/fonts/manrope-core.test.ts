import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORE_CODE_POINTS, coreUnicodeRange } from './manrope-core.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');
const appDir = path.join(root, 'apps/web/app');

/** What @fontsource's Latin face of Manrope covers (its unicode-range): the characters the core face could draw. */
const LATIN_FACE = /unicode-range: ([^;]+);\s*}\s*$/.exec(readFileSync(path.join(root, 'node_modules/@fontsource-variable/manrope/wght.css'), 'utf8'))![1]!;
const inRanges = (ranges: string, codePoint: number) =>
  ranges.split(',').some((part) => {
    const [first, last = first] = part.trim().replace('U+', '').split('-');
    return codePoint >= parseInt(first!, 16) && codePoint <= parseInt(last!, 16);
  });

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path.join(dir, entry.name)] : [],
  );

describe("Manrope's core face (decision 051)", () => {
  it('is declared in app.css for exactly the characters it holds, after the faces it stands in front of', () => {
    const css = readFileSync(path.join(appDir, 'app.css'), 'utf8');
    const face = /src: url\("\.\/fonts\/manrope-core-wght\.woff2"\) format\("woff2-variations"\);\s*unicode-range: ([^;]+);/.exec(css);
    expect(face?.[1]).toBe(coreUnicodeRange());
    expect(css.indexOf('@import "@fontsource-variable/manrope/wght.css"')).toBeLessThan(face!.index);
  });

  it('is what scripts/subset-font.mjs makes from the installed @fontsource font', async () => {
    const { manropeCore } = (await import(pathToFileURL(path.join(root, 'scripts/subset-font.mjs')).href)) as { manropeCore: () => Promise<Buffer> };
    const committed = readFileSync(path.join(appDir, 'fonts/manrope-core-wght.woff2'));
    expect(Buffer.compare(await manropeCore(), committed)).toBe(0);
    // The point of it: well under the whole Latin face, so the page's one preloaded font arrives sooner.
    const latin = readFileSync(path.join(root, 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2'));
    expect(committed.length).toBeLessThan(latin.length * 0.75);
  });

  it('draws every character of the texts in the three languages, the demo content and the components', () => {
    // The web app holds the dictionaries (i18n/locales) and the components. The pictures' drawing code
    // (seed/art.ts) writes no text a visitor reads as HTML.
    const seed = filesUnder(path.join(root, 'apps/api/src/db/seed')).filter((file) => !file.endsWith(path.join('seed', 'art.ts')));
    const sources = [...filesUnder(appDir), ...seed];
    const core = new Set(CORE_CODE_POINTS);
    const missing = new Set<string>();
    for (const file of sources) {
      for (const char of readFileSync(file, 'utf8')) {
        const codePoint = char.codePointAt(0)!;
        if (codePoint >= 0x20 && inRanges(LATIN_FACE, codePoint) && !core.has(codePoint)) missing.add(`${char} U+${codePoint.toString(16)} (${path.relative(root, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
