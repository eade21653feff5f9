/**
 * The 18 technology logos of SPEC §1/§9, drawn from simple-icons (technology-svgs.ts). simple-icons has
 * no AWS or Java marks (brand requests): Google Cloud stands for the cloud, OpenJDK for Java.
 */
export const TECHNOLOGIES = [
  { id: 'react', name: 'React' },
  { id: 'nextjs', name: 'Next.js' },
  { id: 'angular', name: 'Angular' },
  { id: 'vue', name: 'Vue.js' },
  { id: 'typescript', name: 'TypeScript' },
  { id: 'nodejs', name: 'Node.js' },
  { id: 'kotlin', name: 'Kotlin' },
  { id: 'swift', name: 'Swift' },
  { id: 'flutter', name: 'Flutter' },
  { id: 'dotnet', name: '.NET' },
  { id: 'java', name: 'Java' },
  { id: 'python', name: 'Python' },
  { id: 'go', name: 'Go' },
  { id: 'postgresql', name: 'PostgreSQL' },
  { id: 'mongodb', name: 'MongoDB' },
  { id: 'googlecloud', name: 'Google Cloud' },
  { id: 'docker', name: 'Docker' },
  { id: 'kubernetes', name: 'Kubernetes' },
] as const;

export type TechnologyId = (typeof TECHNOLOGIES)[number]['id'];

/** The mobile-leaning selection shown on /aplicativo. */
export const APP_TECHNOLOGIES: readonly TechnologyId[] = [
  'kotlin',
  'swift',
  'flutter',
  'react',
  'typescript',
  'nodejs',
  'java',
  'python',
  'postgresql',
  'mongodb',
  'googlecloud',
  'docker',
];

/** The single path of a simple-icons SVG (24 × 24 grid). */
export const iconPath = (svg: string) => /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';

const pathsOf = (svgs: Partial<Record<TechnologyId, string>>) =>
  Object.fromEntries(Object.entries(svgs).map(([id, svg]) => [id, iconPath(svg)])) as Partial<Record<TechnologyId, string>>;

/** The drawings loadTechnologyLogos() found. */
const paths: Partial<Record<TechnologyId, string>> = {};

export const technologyPath = (id: TechnologyId) => paths[id] ?? '';

/**
 * Makes these logos drawable; route modules await it at their top. In the browser, on a page the
 * server rendered, the drawings are already in the document and are read from there, so their 12 KB
 * (gzip) do not come again as JavaScript: only a page the browser renders itself, after a client
 * navigation, loads technology-svgs.ts.
 */
export async function loadTechnologyLogos(ids: readonly TechnologyId[] = TECHNOLOGIES.map((item) => item.id)) {
  if (!import.meta.env.SSR) {
    for (const path of document.querySelectorAll<SVGPathElement>('svg[data-technology] > path')) {
      const id = path.parentElement?.dataset.technology as TechnologyId | undefined;
      const d = path.getAttribute('d');
      if (id && d) paths[id] ??= d;
    }
  }
  if (ids.every((id) => paths[id])) return;
  const { TECHNOLOGY_SVGS } = await import('./technology-svgs');
  Object.assign(paths, pathsOf(TECHNOLOGY_SVGS));
}
