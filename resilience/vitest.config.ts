import { defineConfig } from 'vitest/config';

/** Load and fault tests against the built product: long, so outside `npm test` (npm run test:resilience). */
export default defineConfig({
  test: {
    name: 'resilience',
    include: ['resilience/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
