import { describe, expect, it } from 'vitest';
import { APP_TECHNOLOGIES, iconPath, TECHNOLOGIES } from './technology-logos';

describe('technology logos', () => {
  it('has 18 distinct technologies, each with a drawable path', () => {
    expect(TECHNOLOGIES).toHaveLength(18);
    expect(new Set(TECHNOLOGIES.map((t) => t.name)).size).toBe(18);
    for (const technology of TECHNOLOGIES) expect(iconPath(technology.svg), technology.name).toMatch(/^M[\d.\s-]/);
  });

  it('picks the app page selection from the same catalogue', () => {
    const ids = TECHNOLOGIES.map((t) => t.id) as string[];
    for (const id of APP_TECHNOLOGIES) expect(ids).toContain(id);
  });
});
