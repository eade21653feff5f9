import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const moduleUrl = new URL('./idle-collection.ts', import.meta.url).href;

/**
 * In a process of its own (`--expose-gc` would otherwise reach the test runner): 4 MB of objects kept, a second of
 * activity every 100 ms, then the objects dropped and quiet. The full collections it sees (V8's kind 4) and its heap are reported.
 */
const script = `
import { PerformanceObserver, performance } from 'node:perf_hooks';
const { collectWhenIdle } = await import(${JSON.stringify(moduleUrl)});
const majors = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.detail.kind === 4) majors.push(Math.round(entry.startTime));
}).observe({ entryTypes: ['gc'] });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const idle = collectWhenIdle(400);
let kept = Array.from({ length: 40_000 }, (_, i) => ({ i, text: 'x'.repeat(50) + i }));
await sleep(100);
const busyFrom = performance.now();
for (let i = 0; i < 10; i++) { idle.activity(); await sleep(100); }
const heapBefore = process.memoryUsage().heapUsed;
kept = null;
const quietFrom = performance.now();
await sleep(2_000);
idle.stop();
console.log(JSON.stringify({ busyFrom, quietFrom, majors, heapBefore, heapAfter: process.memoryUsage().heapUsed }));
`;

it('collects once after the quiet period, never while activity goes on', { timeout: 20_000 }, async () => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
  });
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as { busyFrom: number; quietFrom: number; majors: number[]; heapBefore: number; heapAfter: number };
  const during = report.majors.filter((at) => at >= report.busyFrom && at < report.quietFrom);
  const after = report.majors.filter((at) => at >= report.quietFrom);
  expect(during).toEqual([]);
  expect(after).toHaveLength(1);
  // Its moment: the quiet period after the last activity, not before.
  expect(after[0]! - report.quietFrom).toBeGreaterThanOrEqual(250);
  expect(after[0]! - report.quietFrom).toBeLessThan(1_500);
  // The garbage is gone.
  expect(report.heapAfter).toBeLessThan(report.heapBefore - 2_000_000);
});

/**
 * 64 MB of buffers of 64 KB (below glibc's mmap threshold, so inside malloc's heap), one more kept after them so
 * the heap's top stays in use, the rest dropped; then quiet. The heap's resident size (`[heap]` in smaps) is reported.
 */
const trimScript = `
import { readFileSync } from 'node:fs';
const { collectWhenIdle } = await import(${JSON.stringify(moduleUrl)});
const heapMb = () => {
  const block = readFileSync('/proc/self/smaps', 'utf8').split(/\\n(?=[0-9a-f]+-[0-9a-f]+ )/).find((b) => b.includes('[heap]'));
  return block ? Number(/\\nRss:\\s+(\\d+)/.exec(block)[1]) / 1024 : 0;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const idle = collectWhenIdle(400);
let buffers = Array.from({ length: 1024 }, () => Buffer.allocUnsafeSlow(64 * 1024).fill(1));
const pin = Buffer.allocUnsafeSlow(64 * 1024).fill(2);
const filled = heapMb();
buffers = null;
// Quiet from here: the collection comes 400 ms on, the trim half a second after it; a busy machine may take longer.
for (const started = Date.now(); Date.now() - started < 10_000 && heapMb() > filled - 48; ) await sleep(200);
idle.stop();
console.log(JSON.stringify({ filled, after: heapMb(), pinned: pin.length }));
`;
const onGlibc = process.platform === 'linux' && Boolean((process.report?.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime);

it.runIf(onGlibc)('gives the free pages of malloc\'s heap back after its collection (glibc)', { timeout: 20_000 }, async () => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', trimScript], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
  });
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as { filled: number; after: number };
  expect(report.filled).toBeGreaterThan(64);
  // The 64 MB dropped are no longer resident, though a buffer after them still holds the heap's top.
  expect(report.after).toBeLessThan(report.filled - 48);
});
