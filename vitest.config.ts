import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { monochromeSprite } from './apps/web/vite-plugins.ts';

const root = import.meta.dirname;
const alias = [
  { find: /^@softhouse\/contracts$/, replacement: path.join(root, 'packages/contracts/src/index.ts') },
  { find: /^@softhouse\/contracts\/(constants|markdown|password|server)$/, replacement: path.join(root, 'packages/contracts/src/$1.ts') },
  { find: /^~\//, replacement: `${path.join(root, 'apps/web/app')}/` },
];

const apiTests = ['apps/api/src/**/*.test.ts'];

/**
 * Unit and API tests. API tests run on an in-memory PGlite, and a second time on a real
 * PostgreSQL server when TEST_DATABASE_URL is set (CI sets it).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which left the second core
    // idle while a file waited on PostgreSQL, SMTP or a timer. Two at least (decision 044).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        plugins: [monochromeSprite()],
        test: {
          name: 'unit',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'apps/web/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api-pglite',
          include: apiTests,
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'api-postgres',
                include: apiTests,
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
