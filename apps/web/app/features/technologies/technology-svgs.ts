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
import type { TechnologyId } from './technology-logos';

/**
 * The drawing of each logo: its simple-icons SVG file (one file each; not the package's named
 * exports, which live in one module with every other icon). The browser loads this only for a page
 * it renders itself; see loadTechnologyLogos().
 */
export const TECHNOLOGY_SVGS: Record<TechnologyId, string> = {
  react,
  nextjs,
  angular,
  vue,
  typescript,
  nodejs,
  kotlin,
  swift,
  flutter,
  dotnet,
  java: openjdk,
  python,
  go,
  postgresql,
  mongodb,
  googlecloud,
  docker,
  kubernetes,
};
