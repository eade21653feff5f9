// Writes apps/web/app/fonts/manrope-core-wght.woff2: @fontsource's variable Manrope (Latin), cut to the characters
// and features of apps/web/app/fonts/manrope-core.mjs with HarfBuzz (subset-font), its weight axis kept whole.
// Run it after updating @fontsource-variable/manrope; the unit test fails while the committed file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const { CORE_CODE_POINTS, CORE_FEATURES } = await import(pathToFileURL(path.join(root, 'apps/web/app/fonts/manrope-core.mjs')).href);

export async function manropeCore() {
  const source = readFileSync(path.join(root, 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2'));
  return subsetFont(source, String.fromCodePoint(...CORE_CODE_POINTS), { targetFormat: 'woff2', keepFeatures: CORE_FEATURES });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const font = await manropeCore();
  writeFileSync(path.join(root, 'apps/web/app/fonts/manrope-core-wght.woff2'), font);
  console.log(`manrope-core-wght.woff2: ${font.length} bytes`);
}
