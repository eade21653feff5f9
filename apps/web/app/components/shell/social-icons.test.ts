import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { socialPlatformName } from './social-icon';

const sprite = readFileSync(new URL('./social-icons.svg', import.meta.url), 'utf8');
const PLATFORMS = ['linkedin', 'instagram', 'facebook', 'medium', 'youtube', 'behance'];

describe('social marks sprite (decision 051)', () => {
  it('is an XML document an <img> can draw', () => {
    // A comment holding "--" makes the whole file an invalid image.
    for (const comment of sprite.match(/<!--([\s\S]*?)-->/g) ?? []) expect(comment.slice(4, -3)).not.toContain('--');
    expect(sprite.trimStart()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 144 48"/);
  });

  it('frames every platform twice: as the footer shows it and in the brand dark blue of app.css for hover', () => {
    const brandDark = /--color-brand-dark:\s*(#[\da-f]{6})/i.exec(readFileSync(new URL('../../app.css', import.meta.url), 'utf8'))![1]!;
    const rows = [...sprite.matchAll(/<g fill="([^"]+)"[^>]*>(.*?)<\/g>/g)].map(([, fill, uses]) => ({ fill, uses: [...uses!.matchAll(/href="#([\w-]+)-mark" x="(\d+)"(?: y="(\d+)")?/g)] }));
    expect(rows.map((row) => row.fill)).toEqual(['#fff', brandDark.toLowerCase()]);
    PLATFORMS.forEach((platform, index) => {
      expect(socialPlatformName(platform)).not.toBe(platform);
      expect(sprite).toContain(`<symbol id="${platform}-mark" viewBox="0 0 24 24">`);
      for (const [row, y] of [[0, 0], [1, 24]] as const) {
        const use = rows[row]!.uses.find(([, name]) => name === platform)!;
        expect([Number(use[2]), Number(use[3] ?? 0)]).toEqual([index * 24, y]);
      }
      expect(sprite).toContain(`<view id="${platform}" viewBox="${index * 24} 0 24 24"/>`);
      expect(sprite).toContain(`<view id="${platform}-hover" viewBox="${index * 24} 24 24 24"/>`);
    });
  });
});
