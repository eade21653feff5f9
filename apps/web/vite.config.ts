import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * What every page loads: React, React Router (they come along as imports) and the public shell of
 * root.tsx and routes/public-layout.tsx with what it uses.
 */
const SHELL_MODULES = [
  /node_modules[\\/](react-dom|scheduler)[\\/]/,
  /app[\\/]components[\\/]shell[\\/]/,
  /app[\\/]components[\\/]ui[\\/](button|toast)\.tsx$/,
  /app[\\/]lib[\\/](cn|seo|json-ld|root-data|scroll-lock|use-logged-error)\.tsx?$/,
  /app[\\/]i18n[\\/](index|dictionary|dictionaries|language-provider|persistence)\.tsx?$/,
];

const LOCALE_FILE = /app[\\/]i18n[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.ts$/;
const textsChunkName = (id: string | null) => {
  const [, language, file] = LOCALE_FILE.exec(id ?? '') ?? [];
  return language ? `texts-${language}-${file}` : undefined;
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      // Source, not dist: the web build must not wait for the contracts build.
      '@softhouse/contracts': fromHere('../../packages/contracts/src/index.ts'),
      '~': fromHere('./app'),
    },
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
          { test: /app[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // What every page loads goes out as one file: one request instead of thirty, and gzip compresses
          // it as a whole, smaller than its parts (about 10 KB less per page than the default chunks).
          groups: [{ name: 'shell', test: (id) => SHELL_MODULES.some((pattern) => pattern.test(id)) }],
        },
        // Dictionary files, loaded on demand (i18n/dictionaries.ts), named for what they are: texts-en-home-….js.
        chunkFileNames: (chunk) => `assets/${textsChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
      },
    },
  },
});
