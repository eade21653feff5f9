import { describe, expect, it } from 'vitest';
import { APP_TECHNOLOGIES, iconPath, loadTechnologyLogos, TECHNOLOGIES, technologyPath } from './technology-logos';
import { TECHNOLOGY_SVGS } from './technology-svgs';

describe('technology logos', () => {
  it('has 18 distinct technologies, each with a drawable path', async () => {
    await loadTechnologyLogos();
    expect(TECHNOLOGIES).toHaveLength(18);
    expect(new Set(TECHNOLOGIES.map((t) => t.name)).size).toBe(18);
    for (const technology of TECHNOLOGIES) {
      expect(iconPath(TECHNOLOGY_SVGS[technology.id]), technology.name).toMatch(/^M[\d.\s-]/);
      expect(technologyPath(technology.id), technology.name).toBe(iconPath(TECHNOLOGY_SVGS[technology.id]));
    }
  });

  it('picks the app page selection from the same catalogue', () => {
    const ids = TECHNOLOGIES.map((t) => t.id) as string[];
    for (const id of APP_TECHNOLOGIES) expect(ids).toContain(id);
  });
});
