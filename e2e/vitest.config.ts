import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests, each file against its own copy of the built product on its own port. Two files at a time even
 * on a 2-core machine: much of a browser test is waiting (for a server to start, a page to settle, a scheduled
 * minute to come), so two overlap well; more would only queue on the cores (decision 044).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    maxWorkers: Math.max(2, Math.floor(availableParallelism() / 2)),
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
