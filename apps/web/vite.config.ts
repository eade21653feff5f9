import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
    },
  },
});
