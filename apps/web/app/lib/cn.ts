import { clsx, type ClassValue } from 'clsx';

/*
 * A small stand-in for tailwind-merge (8 KB gzip, on every page):
 * the same algorithm, with class groups for the utilities this app uses. cn.test.ts checks that it
 * gives tailwind-merge's answer for every pair of utilities found in the app's source, so a new
 * kind of utility that needs a group here makes that test fail.
 */

/** Joins class names; a later Tailwind utility replaces an earlier one of the same kind (as tailwind-merge). */
export const cn = (...inputs: ClassValue[]) => mergeClasses(clsx(inputs));

const words = (list: string) => new Set(list.split(' '));
const DISPLAY = words('block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden');
const KEYWORDS: Record<string, string> = {};
for (const [group, list] of [
  ['position', 'static fixed absolute relative sticky'],
  ['visibility', 'visible invisible collapse'],
  ['sr', 'sr-only not-sr-only'],
  ['text-transform', 'uppercase lowercase capitalize normal-case'],
  ['text-decoration', 'underline overline line-through no-underline'],
  ['transition-behavior', 'transition-discrete transition-normal'],
] as const) {
  for (const word of list.split(' ')) KEYWORDS[word] = group;
}

/** Utilities whose kind is their root alone, whatever the value (longest root wins: 'inset-x' before 'inset'). */
const ROOTS = words(
  'inset inset-x inset-y top right bottom left m mx my mt mr mb ml p px py pt pr pb pl w h size min-w min-h max-w max-h ' +
    'gap gap-x gap-y grid-cols grid-rows col-span col-start items justify self place-items content align order z ' +
    'opacity scale rotate translate-x translate-y duration delay leading tracking line-clamp list aspect blur ' +
    'backdrop-blur drop-shadow fill stroke from via to cursor pointer-events select resize whitespace break overflow ' +
    'overflow-x overflow-y scroll-mt space-y underline-offset outline-offset transition grow shrink basis divide-x divide-y',
);
const SIDES = 'x y t r b l';
const CONFLICTS: Record<string, readonly string[]> = {
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['basis', 'grow', 'shrink'],
  'text-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-r'],
  'border-w': SIDES.split(' ').map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
};

const SIZE = /^(\d*x[sl]|sm|md|lg|xl|base)$/;
const LENGTH = /^(\d|\.\d|\[(length:|[\d.-]|calc\(|min\(|max\(|clamp\())/;
const NUMBER = /^\d+$/;
const LINE_STYLE = /^(solid|dashed|dotted|double|none|hidden|wavy)$/;

/** The kind of a utility without its variants, or undefined for a class this table does not know. */
function groupOf(utility: string): string | undefined {
  const base = utility.startsWith('-') ? utility.slice(1) : utility;
  if (DISPLAY.has(base)) return 'display';
  if (KEYWORDS[base]) return KEYWORDS[base];
  const property = /^\[([a-z-]+):/.exec(base);
  if (property) return `[${property[1]}]`;
  // content-[…] sets the CSS content property; content-start and the like align grid and flex lines.
  if (base.startsWith('content-[')) return 'content-value';

  for (let root = base, dash = base.length; dash > 0; dash = base.lastIndexOf('-', dash - 1), root = base.slice(0, dash)) {
    if (ROOTS.has(root)) return root;
  }
  // Roots shared by several kinds: the value tells which.
  const [head = '', side] = base.split('-', 2);
  const rest = base.slice(head.length + 1);
  switch (head) {
    case 'text':
      if (SIZE.test(rest) || LENGTH.test(rest)) return 'text-size';
      if (/^(left|center|right|justify|start|end)$/.test(rest)) return 'text-align';
      if (/^(wrap|nowrap|balance|pretty)$/.test(rest)) return 'text-wrap';
      return rest ? 'text-color' : undefined;
    case 'bg':
      if (/^\[size:/.test(rest) || /^(auto|cover|contain)$/.test(rest)) return 'bg-size';
      if (/^\[(image:|url\(|(linear|radial|conic)-gradient)/.test(rest) || rest === 'none') return 'bg-image';
      if (/^clip-/.test(rest)) return 'bg-clip';
      if (/^(fixed|local|scroll)$/.test(rest)) return 'bg-attachment';
      return rest ? 'bg-color' : undefined;
    case 'border': {
      const sided = side !== undefined && SIDES.split(' ').includes(side);
      const sideValue = sided ? base.slice(head.length + side.length + 2) : rest;
      const suffix = sided ? `-${side}` : '';
      if (sideValue === '' || NUMBER.test(sideValue) || LENGTH.test(sideValue)) return `border-w${suffix}`;
      if (!sided && LINE_STYLE.test(rest)) return 'border-style';
      if (!sided && /^(collapse|separate)$/.test(rest)) return 'border-collapse';
      return `border-color${suffix}`;
    }
    case 'ring':
      if (rest === 'inset') return 'ring-inset';
      return rest === '' || NUMBER.test(rest) || LENGTH.test(rest) ? 'ring-w' : 'ring-color';
    case 'outline':
      if (rest === '' || NUMBER.test(rest) || LENGTH.test(rest)) return 'outline-w';
      return LINE_STYLE.test(rest) ? 'outline-style' : 'outline-color';
    case 'decoration':
      if (NUMBER.test(rest) || LENGTH.test(rest) || /^(auto|from-font)$/.test(rest)) return 'decoration-thickness';
      return LINE_STYLE.test(rest) ? 'decoration-style' : 'decoration-color';
    case 'divide':
      return rest ? 'divide-color' : undefined;
    case 'shadow':
      return rest === '' || SIZE.test(rest) || /^(none|inner|\[)/.test(rest) ? 'shadow' : 'shadow-color';
    case 'rounded':
      if (side && /^[setrbl]$/.test(side)) return `rounded-${side}`;
      return rest === '' || SIZE.test(rest) || /^(none|full|\[)/.test(rest) ? 'rounded' : undefined;
    case 'font':
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(rest) ? 'font-weight' : 'font-family';
    case 'flex':
      if (/^(row|col)(-reverse)?$/.test(rest)) return 'flex-direction';
      if (/^(wrap|wrap-reverse|nowrap)$/.test(rest)) return 'flex-wrap';
      return 'flex';
    case 'object':
      return /^(contain|cover|fill|none|scale-down)$/.test(rest) ? 'object-fit' : 'object-position';
    case 'animate':
      return /^(none|spin|ping|pulse|bounce|\[)/.test(rest) ? 'animate' : undefined;
    case 'table':
      return 'table-layout';
  }
  return undefined;
}

/** twMerge's modifier order: sorted, except arbitrary variants and those whose position matters. */
const ORDER_SENSITIVE = words('* ** after backdrop before details-content file first-letter first-line marker placeholder selection');
function sortModifiers(modifiers: string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const modifier of modifiers) {
    if (modifier.startsWith('[') || ORDER_SENSITIVE.has(modifier)) {
      sorted.push(...run.sort(), modifier);
      run = [];
    } else run.push(modifier);
  }
  return [...sorted, ...run.sort()];
}

/** Splits 'md:hover:px-2' into its variants and the utility, ignoring colons inside brackets. */
function splitVariants(className: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(className.slice(start));
  return parts;
}

/** Walks the classes from the last: a class is dropped when a later one already took its kind. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    if (!className) continue;
    const parts = splitVariants(className);
    let utility = parts.pop()!;
    const important = utility.startsWith('!') || utility.endsWith('!');
    utility = utility.replace(/^!|!$/g, '');
    const group = groupOf(utility);
    if (group) {
      const prefix = sortModifiers(parts).join(':') + (important ? '!' : '') + ':';
      if (taken.has(prefix + group)) continue;
      taken.add(prefix + group);
      for (const other of CONFLICTS[group] ?? []) taken.add(prefix + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
