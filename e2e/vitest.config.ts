import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests against the built product. Every file starts its own product (its own port and data folder,
 * copied from one seeded template), so files run side by side: two at a time on a 2-core machine, which halves
 * the wall time (a file spends much of its time waiting on the browser or the server, not on a core), up to
 * four on larger machines (decision 055).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: Math.max(1, Math.min(4, availableParallelism())),
    // A long scenario (write a post with every toolbar button, publish it, read it on the site) takes 16 s alone
    // and over 60 s beside a file that runs axe on every page: a test's time limit catches a hang, not slowness.
    testTimeout: 150_000,
    hookTimeout: 180_000,
    // With two files at a time, what a page does in reply to a keystroke (a debounced search written to the
    // address, a tooltip) can take longer than vitest's default 1 s to show: waiting for it is not a budget
    // (budgets are `npm run bench`'s), so a poll waits up to 5 s unless a test says otherwise.
    expect: { poll: { timeout: 5_000 } },
  },
});
