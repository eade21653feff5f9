import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { holdMallocThresholds } from './glibc.js';

// V8's memory settings for the server, set at run time so that they apply however it is started
// (`node apps/api/dist/main.js`, `npm start`) with no command-line flag to forget. V8 reads both
// flags below whenever it resizes its heap, not only at start-up (docs/decisions/010).

// The old generation may grow to 1.2x what survived the last full collection before the next one.
// V8 allows up to 4x on a machine with plenty of memory: the garbage an export promotes took the
// server from 200 to 300 MB before a full collection ran.
setFlagsFromString('--heap-growing-percent=20');

/**
 * The young generation (two semi-spaces) is held at 16 MB instead of V8's 32 MB, all of it resident
 * once grown. `--max-semi-space-size` only works on the command line, so growth is allowed while
 * doubling stays within the cap, re-checked after every collection. Smaller caps cost more
 * collections under load: with no growth at all (2 MB) scavenges took three times as long, at
 * 8 MB about 1.5 times V8's default (docs/decisions/010).
 *
 * A soft cap: the observer runs between tasks, so a burst of synchronous work with two collections
 * in it can still double past the cap, up to V8's own 32 MB, the most this can cost.
 */
const YOUNG_GENERATION_MAX = 16 * 1024 * 1024;

let growthFactor = 0;
const allowGrowth = (allowed: boolean) => {
  const factor = allowed ? 2 : 1;
  if (factor === growthFactor) return;
  setFlagsFromString(`--semi-space-growth-factor=${factor}`);
  growthFactor = factor;
};
const youngGenerationSize = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;

allowGrowth(false);
new PerformanceObserver(() => allowGrowth(youngGenerationSize() * 2 <= YOUNG_GENERATION_MAX)).observe({ entryTypes: ['gc'] });

// malloc's thresholds held at glibc's defaults, before the server's modules and buffers are loaded (glibc.ts).
holdMallocThresholds(process.env);
