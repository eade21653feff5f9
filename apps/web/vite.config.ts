import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { islandsEntry, monochromeSvg } from './vite-plugins.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** React itself: every island page and every back-office page loads it, nothing else comes with it. */
const REACT_MODULES = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * What every public page loads besides React: the shell's islands (header with drawer and language menu,
 * offline notice, WhatsApp button, toasts) with the texts machinery. None of them imports React Router,
 * so it stays out. hydrate.tsx stays apart: its top-level await waits for these modules, and
 * sharing a chunk with them would make them wait for it in turn.
 */
const SITE_MODULES = [
  /app[\\/]islands[\\/](island|registry)\.tsx?$/,
  /app[\\/]components[\\/]shell[\\/](site-header|mobile-drawer|language-switcher|nav-links|logo|offline-indicator|whatsapp-button)\.tsx$/,
  /app[\\/]components[\\/]ui[\\/](button|toast)\.tsx$/,
  /app[\\/]lib[\\/](cn|scroll-lock)\.ts$/,
  /app[\\/]i18n[\\/](index|dictionary|dictionaries|language-provider|persistence)\.tsx?$/,
];

const LOCALE_FILE = /app[\\/]i18n[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.ts$/;
const textsChunkName = (id: string | null) => {
  const [, language, file] = LOCALE_FILE.exec(id ?? '') ?? [];
  return language ? `texts-${language}-${file}` : undefined;
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islandsEntry(), monochromeSvg()],
  ssr: {
    // Bundled into the server build, so only the icons in use load with the server: kept external,
    // the whole set (some 2,400 modules, ~30 MB resident) loaded with it (docs/decisions/010).
    noExternal: ['lucide-react'],
  },
  resolve: {
    // Source, not dist: the web build must not wait for the contracts build.
    alias: [
      { find: /^@softhouse\/contracts$/, replacement: fromHere('../../packages/contracts/src/index.ts') },
      { find: /^@softhouse\/contracts\/(constants|markdown|password|server)$/, replacement: fromHere('../../packages/contracts/src/$1.ts') },
      { find: /^~\//, replacement: `${fromHere('./app')}/` },
    ],
  },
  build: {
    // No data: URIs (fonts, images): the host's Content-Security-Policy only allows 'self'.
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: {
        // The contracts index also exports zod schemas the public pages never use; without these hints
        // their top-level z.object(...) calls would drag all of zod into the browser bundle.
        moduleSideEffects: [
          { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          // A feature's index.ts only re-exports: a route then takes just the modules it uses, not the
          // whole feature (the three service pages would otherwise all ship with each of them).
          {
            test: /app[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
            sideEffects: false,
          },
        ],
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // What every public page loads goes out as two files instead of thirty, and gzip compresses each
          // as a whole, smaller than its parts.
          groups: [
            { name: 'react', test: REACT_MODULES },
            {
              name: 'site',
              test: (id) => SITE_MODULES.some((pattern) => pattern.test(id)),
            },
          ],
        },
        // Dictionary files, loaded on demand (i18n/dictionaries.ts), named for what they are: texts-en-home-….js.
        chunkFileNames: (chunk) => `assets/${textsChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
      },
    },
  },
});
