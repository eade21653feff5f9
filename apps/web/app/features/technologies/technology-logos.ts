import angular from 'simple-icons/icons/angular.svg?raw';
import docker from 'simple-icons/icons/docker.svg?raw';
import dotnet from 'simple-icons/icons/dotnet.svg?raw';
import flutter from 'simple-icons/icons/flutter.svg?raw';
import go from 'simple-icons/icons/go.svg?raw';
import googlecloud from 'simple-icons/icons/googlecloud.svg?raw';
import kotlin from 'simple-icons/icons/kotlin.svg?raw';
import kubernetes from 'simple-icons/icons/kubernetes.svg?raw';
import mongodb from 'simple-icons/icons/mongodb.svg?raw';
import nextjs from 'simple-icons/icons/nextdotjs.svg?raw';
import nodejs from 'simple-icons/icons/nodedotjs.svg?raw';
import openjdk from 'simple-icons/icons/openjdk.svg?raw';
import postgresql from 'simple-icons/icons/postgresql.svg?raw';
import python from 'simple-icons/icons/python.svg?raw';
import react from 'simple-icons/icons/react.svg?raw';
import swift from 'simple-icons/icons/swift.svg?raw';
import typescript from 'simple-icons/icons/typescript.svg?raw';
import vue from 'simple-icons/icons/vuedotjs.svg?raw';

/**
 * The 18 technology logos of SPEC §1/§9 (simple-icons, one file each). Not the package's named exports
 * (siReact…): those live in one module, which the bundler keeps in one chunk with the footer's social
 * icons, so all 18 paths would ship on every page. One file per icon keeps them in the pages that show them.
 * simple-icons has no AWS or Java marks (brand requests): Google Cloud stands for the cloud, OpenJDK for Java.
 */
export const TECHNOLOGIES = [
  { id: 'react', name: 'React', svg: react },
  { id: 'nextjs', name: 'Next.js', svg: nextjs },
  { id: 'angular', name: 'Angular', svg: angular },
  { id: 'vue', name: 'Vue.js', svg: vue },
  { id: 'typescript', name: 'TypeScript', svg: typescript },
  { id: 'nodejs', name: 'Node.js', svg: nodejs },
  { id: 'kotlin', name: 'Kotlin', svg: kotlin },
  { id: 'swift', name: 'Swift', svg: swift },
  { id: 'flutter', name: 'Flutter', svg: flutter },
  { id: 'dotnet', name: '.NET', svg: dotnet },
  { id: 'java', name: 'Java', svg: openjdk },
  { id: 'python', name: 'Python', svg: python },
  { id: 'go', name: 'Go', svg: go },
  { id: 'postgresql', name: 'PostgreSQL', svg: postgresql },
  { id: 'mongodb', name: 'MongoDB', svg: mongodb },
  { id: 'googlecloud', name: 'Google Cloud', svg: googlecloud },
  { id: 'docker', name: 'Docker', svg: docker },
  { id: 'kubernetes', name: 'Kubernetes', svg: kubernetes },
] as const;

export type TechnologyId = (typeof TECHNOLOGIES)[number]['id'];

/** The single path of a simple-icons SVG (24 × 24 grid). */
export const iconPath = (svg: string) => /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';

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
