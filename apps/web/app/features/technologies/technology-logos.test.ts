import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TECHNOLOGY_IMAGES } from './technology-images';
import { APP_TECHNOLOGIES, TECHNOLOGIES } from './technology-logos';

describe('technology logos', () => {
  it('has 18 distinct technologies, each with its own image', () => {
    expect(TECHNOLOGIES).toHaveLength(18);
    expect(new Set(TECHNOLOGIES.map((t) => t.name)).size).toBe(18);
    const images = TECHNOLOGIES.map((technology) => TECHNOLOGY_IMAGES[technology.id]);
    for (const image of images) expect(image).toBeTruthy();
    expect(new Set(images).size).toBe(18);
  });

  it('draws each logo in the brand dark blue, without the title a tooltip would show', () => {
    const brandDark = /--color-brand-dark:\s*(#[\da-f]{6})/i.exec(readFileSync(new URL('../../app.css', import.meta.url), 'utf8'))![1]!;
    for (const technology of TECHNOLOGIES) {
      const url = TECHNOLOGY_IMAGES[technology.id];
      // Tests run on Vite's development pipeline, where the image is a data: URL of the drawing itself.
      const svg = decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ''));
      expect(svg, technology.name).toMatch(new RegExp(`^<svg fill="${brandDark}" `));
      expect(svg, technology.name).toMatch(/<path d="M[\d.\s-]/);
      expect(svg, technology.name).not.toContain('<title>');
    }
  });

  it('picks the app page selection from the same catalogue', () => {
    const ids = TECHNOLOGIES.map((t) => t.id) as string[];
    for (const id of APP_TECHNOLOGIES) expect(ids).toContain(id);
  });
});
