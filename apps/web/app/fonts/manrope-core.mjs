// The characters of Manrope's "core" face (decision 051): what Portuguese, English and Spanish text uses, so that
// the one font file a page preloads is 18 KB instead of the 25 KB of the whole Latin subset. Any other character
// is drawn from @fontsource's Latin face, which the browser fetches only for a page that has one.
// `node scripts/subset-font.mjs` writes manrope-core-wght.woff2 from this list; app.css's unicode-range lists it.

const range = (first, last) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

export const CORE_CODE_POINTS = [
  ...range(0x20, 0x7e), // ASCII
  0xa0, // no-break space
  ...[...'¡§©ª«®°·º»¿×'].map((c) => c.codePointAt(0)),
  ...[...'ÀÁÂÃÇÉÊÍÑÓÔÕÚÜàáâãçéêíñóôõúü'].map((c) => c.codePointAt(0)),
  ...[...'–—‘’“”•…›€™↑↓'].map((c) => c.codePointAt(0)),
].sort((a, b) => a - b);

/** The CSS unicode-range of the list: U+20-7E,U+A0,… */
export function coreUnicodeRange() {
  const parts = [];
  for (let i = 0; i < CORE_CODE_POINTS.length; ) {
    let j = i;
    while (j + 1 < CORE_CODE_POINTS.length && CORE_CODE_POINTS[j + 1] === CORE_CODE_POINTS[j] + 1) j++;
    const hex = (n) => n.toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(CORE_CODE_POINTS[i])}` : `U+${hex(CORE_CODE_POINTS[i])}-${hex(CORE_CODE_POINTS[j])}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** The layout features kept: kerning, ligatures and the tabular figures the metrics use (`tabular-nums`). */
export const CORE_FEATURES = ['kern', 'liga', 'calt', 'locl', 'ccmp', 'mark', 'mkmk', 'tnum', 'pnum'];
