/**
 * The 18 technology logos of product.md §1/§9, drawn from simple-icons (technology-images.ts). simple-icons has
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
