import angular from 'simple-icons/icons/angular.svg?monochrome';
import docker from 'simple-icons/icons/docker.svg?monochrome';
import dotnet from 'simple-icons/icons/dotnet.svg?monochrome';
import flutter from 'simple-icons/icons/flutter.svg?monochrome';
import go from 'simple-icons/icons/go.svg?monochrome';
import googlecloud from 'simple-icons/icons/googlecloud.svg?monochrome';
import kotlin from 'simple-icons/icons/kotlin.svg?monochrome';
import kubernetes from 'simple-icons/icons/kubernetes.svg?monochrome';
import mongodb from 'simple-icons/icons/mongodb.svg?monochrome';
import nextjs from 'simple-icons/icons/nextdotjs.svg?monochrome';
import nodejs from 'simple-icons/icons/nodedotjs.svg?monochrome';
import openjdk from 'simple-icons/icons/openjdk.svg?monochrome';
import postgresql from 'simple-icons/icons/postgresql.svg?monochrome';
import python from 'simple-icons/icons/python.svg?monochrome';
import react from 'simple-icons/icons/react.svg?monochrome';
import swift from 'simple-icons/icons/swift.svg?monochrome';
import typescript from 'simple-icons/icons/typescript.svg?monochrome';
import vue from 'simple-icons/icons/vuedotjs.svg?monochrome';
import type { TechnologyId } from './technology-logos';

/**
 * Each logo as an image: its simple-icons SVG file (one file each; not the package's named exports,
 * which live in one module with every other icon), drawn in the brand's dark blue by the build
 * (`?monochrome`, vite-plugins.ts). Images, not inline SVG: the eighteen drawings would add about 11 KB
 * (compressed) to each page that lists them, ahead of everything else, while lazy images load only
 * when the list comes near the screen, and once for every page.
 */
export const TECHNOLOGY_IMAGES: Record<TechnologyId, string> = {
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
