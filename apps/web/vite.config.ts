import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { islandsEntry, latin1ServerChunks, monochromeSprite } from './vite-plugins.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** React itself: every island page and every back-office page loads it, nothing else comes with it. */
const REACT_MODULES = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * What every island needs besides React, whichever loads first (decision 046): the islands' own code, the
 * texts machinery, the toasts and the class helper. Each island's component is a chunk of its own, loaded
 * when that island is needed (the header's, with the drawer and language menu, only once it is used).
 * None of them imports React Router, so it stays out. The language's persistence is not in it: the
 * islands' boot (no React) uses it too. hydrate.tsx stays apart: its top-level await waits for these
 * modules, and sharing a chunk with them would make them wait for it in turn.
 */
const SITE_MODULES = [
  /app[\\/]islands[\\/](island|registry)\.tsx?$/,
  /app[\\/]components[\\/]ui[\\/](button|toast)\.tsx$/,
  /app[\\/]lib[\\/](cn|scroll-lock)\.ts$/,
  /app[\\/]i18n[\\/](index|dictionary|dictionaries|language-provider)\.tsx?$/,
];

/**
 * What the islands' boot (islands/boot.ts, decision 046) needs besides itself, with no React: the page's own
 * work and the language's persistence. A group of its own, chosen before `site` (which would otherwise take
 * them in as the header's dependencies), so boot never imports the chunk that imports React.
 */
const PAGE_MODULES = [
  /app[\\/]components[\\/]shell[\\/]language-offer\.ts$/,
  /app[\\/]i18n[\\/]persistence\.ts$/,
  /app[\\/]lib[\\/]visit\.ts$/,
  // @softhouse/contracts/constants and what it re-exports: the contracts that need no library.
  /packages[\\/]contracts[\\/]src[\\/](constants|rules|i18n|page-query|slugify|translations|search-rules|syndication)\.ts$/,
];

const LOCALE_FILE = /app[\\/]i18n[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.ts$/;
const textsChunkName = (id: string | null) => {
  const [, language, file] = LOCALE_FILE.exec(id ?? '') ?? [];
  return language ? `texts-${language}-${file}` : undefined;
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islandsEntry(), monochromeSprite(), latin1ServerChunks()],
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
            { name: 'page', test: (id) => PAGE_MODULES.some((pattern) => pattern.test(id)), priority: 1 },
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
