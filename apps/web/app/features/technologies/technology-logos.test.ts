import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TECHNOLOGY_IMAGES } from './technology-images';
import { APP_TECHNOLOGIES, TECHNOLOGIES } from './technology-logos';

describe('technology logos', () => {
  it('has 18 distinct technologies, each shown by a view of one image', () => {
    expect(TECHNOLOGIES).toHaveLength(18);
    expect(new Set(TECHNOLOGIES.map((t) => t.name)).size).toBe(18);
    const images = TECHNOLOGIES.map((technology) => TECHNOLOGY_IMAGES[technology.id]);
    expect(new Set(images).size).toBe(18);
    // One file for all of them (decision 051): the address before the fragment is the same.
    expect(new Set(images.map((image) => image.slice(0, image.lastIndexOf('#')))).size).toBe(1);
    for (const technology of TECHNOLOGIES) expect(TECHNOLOGY_IMAGES[technology.id].endsWith(`#${technology.id}`)).toBe(true);
    // technology-logos.json names a drawing for each technology, and nothing else.
    const files = JSON.parse(readFileSync(new URL('./technology-logos.json', import.meta.url), 'utf8')) as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual(TECHNOLOGIES.map((t) => t.id).sort());
  });

  it('draws each logo in the brand dark blue in a cell of its own, with the view that shows it and no title', () => {
    const brandDark = /--color-brand-dark:\s*(#[\da-f]{6})/i.exec(readFileSync(new URL('../../app.css', import.meta.url), 'utf8'))![1]!;
    // Tests run on Vite's development pipeline, where the image is a data: URL of the drawing itself.
    const url = TECHNOLOGY_IMAGES.react;
    const svg = decodeURIComponent(url.slice(0, url.lastIndexOf('#')).replace(/^data:image\/svg\+xml,/, ''));
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${18 * 24} 24" fill="${brandDark}">`));
    expect(svg).not.toContain('<title>');
    expect(svg).not.toMatch(new RegExp(`fill="(?!${brandDark})`));
    TECHNOLOGIES.forEach((technology, index) => {
      expect(svg, technology.name).toContain(`<view id="${technology.id}" viewBox="${index * 24} 0 24 24"/>`);
    });
    const cells = [...svg.matchAll(/<svg x="(\d+)" width="24" height="24" viewBox="0 0 24 24"><path d="M[\d.\s-]/g)].map((match) => Number(match[1]));
    expect(cells).toEqual(TECHNOLOGIES.map((_, index) => index * 24));
  });

  it('picks the app page selection from the same catalogue', () => {
    const ids = TECHNOLOGIES.map((t) => t.id) as string[];
    for (const id of APP_TECHNOLOGIES) expect(ids).toContain(id);
  });
});
