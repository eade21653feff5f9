import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Scanner } from '@tailwindcss/oxide';
import { twMerge } from 'tailwind-merge';
import { __unstable__loadDesignSystem } from 'tailwindcss';
import { beforeAll, describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn';

const appDir = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/** Every Tailwind utility the app's source uses, as Tailwind itself finds and compiles them. */
async function usedUtilities(): Promise<string[]> {
  const candidates = new Scanner({ sources: [{ base: appDir, pattern: '**/*', negated: false }] }).scan();
  const design = await __unstable__loadDesignSystem(readFileSync(path.join(appDir, 'app.css'), 'utf8'), {
    base: appDir,
    loadStylesheet: async (id: string, base: string) => {
      const file = id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : require.resolve(id, { paths: [base] });
      return { path: file, base: path.dirname(file), content: readFileSync(file, 'utf8') };
    },
  });
  const css = design.candidatesToCss(candidates);
  return candidates.filter((_, index) => css[index]);
}

/** 'md:hover:!px-2' → 'px-2' (colons inside brackets belong to the value). */
const utilityOf = (className: string) => className.replace(/^(?:[^[(:]|\[[^\]]*\]|\([^)]*\))*:/, '').replace(/^!|!$/g, '');

describe('cn', () => {
  let utilities: string[] = [];
  beforeAll(async () => {
    const used = await usedUtilities();
    utilities = [...new Set(used.map(utilityOf))].sort();
  }, 60_000);

  it('finds the utilities the app uses', () => {
    expect(utilities.length).toBeGreaterThan(300);
    expect(utilities).toContain('px-4');
  });

  it('merges every pair of utilities the app uses as tailwind-merge does', () => {
    const differences: string[] = [];
    for (const first of utilities) {
      for (const second of utilities) {
        if (first === second) continue;
        const classes = `${first} ${second}`;
        const expected = twMerge(classes);
        if (mergeClasses(classes) !== expected) differences.push(`"${classes}" → "${expected}"`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  }, 60_000);

  it('keeps variants, important marks and unknown classes apart as tailwind-merge does', () => {
    const cases = [
      'px-2 md:px-4 px-3',
      'hover:md:px-2 md:hover:px-4',
      'inline-flex hidden xl:inline-flex',
      '[&_svg]:size-4 [&_svg]:size-5 size-3',
      'before:hover:p-1 hover:before:p-2',
      '!px-2 px-3 px-4!',
      'foo px-2 foo bar px-3',
      'text-lg leading-relaxed text-white text-sm',
      'mt-3 leading-relaxed text-pretty text-ink-600 line-clamp-4 text-lg',
      'border border-ink-200 border-b-0 border-t-2 border-danger',
      'rounded-full rounded-card rounded-lg',
      '  p-4   px-2 ',
    ];
    for (const classes of cases) expect(mergeClasses(classes), classes).toBe(twMerge(classes));
  });

  it('joins conditional class values', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });
});
