import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const moduleUrl = new URL('./glibc.ts', import.meta.url).href;

/**
 * In a process of its own: a 24 MB buffer (which glibc maps on its own) freed, then 16 MB of 512 KB buffers, one
 * small buffer kept after them, the rest dropped and collected. Reports whether the thresholds were held and the
 * resident size with the 16 MB and after they were freed.
 */
const script = (hold: boolean) => `
import { readFileSync } from 'node:fs';
const { holdMallocThresholds } = await import(${JSON.stringify(moduleUrl)});
const held = ${hold} ? holdMallocThresholds({}) : false;
const rssMb = () => Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let large = Buffer.allocUnsafeSlow(24 * 1024 * 1024).fill(1);
large = null;
gc();
await sleep(300);
let buffers = Array.from({ length: 32 }, () => Buffer.allocUnsafeSlow(512 * 1024).fill(1));
const pin = Buffer.allocUnsafeSlow(16 * 1024).fill(2);
gc();
await sleep(300);
const filled = rssMb();
buffers = null;
gc();
// V8 frees dead buffers' memory on a thread of its own after the collection.
for (const started = Date.now(); Date.now() - started < 3_000 && rssMb() > filled - 12; ) await sleep(100);
console.log(JSON.stringify({ held, filled, after: rssMb(), pinned: pin.length }));
`;

const measure = async (hold: boolean) => {
  const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script(hold)], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { held: boolean; filled: number; after: number };
};

const onGlibc = process.platform === 'linux' && Boolean((process.report?.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime);

it.runIf(onGlibc)('holds malloc\'s thresholds, so buffers freed after a large one leave the resident size (glibc)', { timeout: 20_000 }, async () => {
  const [held, raised] = await Promise.all([measure(true), measure(false)]);
  expect(held.held).toBe(true);
  // With the thresholds held, each 512 KB buffer had its own mapping, returned when it was freed.
  expect(held.after).toBeLessThan(held.filled - 12);
  // Left to glibc, freeing the 24 MB buffer raised them: the 16 MB came from the heap and stay resident below the kept buffer.
  expect(raised.after).toBeGreaterThan(raised.filled - 4);
});

it("leaves an operator's own thresholds as they are", async () => {
  const { holdMallocThresholds } = await import('./glibc.js');
  expect(holdMallocThresholds({ MALLOC_MMAP_THRESHOLD_: '262144' })).toBe(false);
  expect(holdMallocThresholds({ MALLOC_TRIM_THRESHOLD_: '1048576' })).toBe(false);
  expect(holdMallocThresholds({ GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=262144' })).toBe(false);
});

it('answers null, and holds nothing, where there is no glibc', async () => {
  const { glibc, holdMallocThresholds } = await import('./glibc.js');
  if (onGlibc) {
    expect(glibc()).not.toBeNull();
  } else {
    expect(glibc()).toBeNull();
    expect(holdMallocThresholds({})).toBe(false);
  }
});
