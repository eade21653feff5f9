import { constants, PerformanceObserver, performance, type PerformanceEntry } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { glibc } from './glibc.js';

/** From the end of the quiet collection to `malloc_trim`: V8's sweeping of dead buffers takes tens of milliseconds. */
const TRIM_DELAY_MS = 500;

export type IdleCollection = {
  /** Something happened (a request arrived): the quiet period starts again. */
  activity: () => void;
  stop: () => void;
};

/**
 * One full collection once the process has been quiet for `idleMs`: no `activity()` and no scavenge (which
 * means something is allocating) in that time. V8 does the same by itself, but
 * only 35–50 s into the quiet (its memory reducer); until then the server keeps the young generation at
 * its grown size and the old generation's garbage resident (decision 010). A collection run once
 * allocation has stopped for 5 s also shrinks the young generation back to 1 MB: V8 judges that by the
 * allocation rate over its last 5 s, so `idleMs` should be longer than that.
 *
 * After its collection it gives malloc's free pages back (`malloc_trim`, on glibc) and waits for the next
 * activity, so a quiet server collects once, not every `idleMs`. V8 exposes no call for this to JavaScript:
 * `--expose-gc` set at run time gives a new context its `gc`, the only way in without a command-line flag
 * (the server must work however it is started).
 */
export function collectWhenIdle(idleMs: number): IdleCollection {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as (options: object) => Promise<void>;
  let lastActivity = performance.now();
  let ours = { start: Infinity, end: Infinity };
  let timer: NodeJS.Timeout | undefined;

  const wait = (ms: number) => {
    timer = setTimeout(check, ms);
    timer.unref();
  };
  const check = () => {
    timer = undefined;
    const quiet = performance.now() - lastActivity;
    if (quiet < idleMs) return wait(idleMs - quiet);
    // 'last-resort' is V8's collection for memory pressure, which also shrinks the young generation; with
    // compaction on, the old generation's half-empty pages are emptied and given back, as V8's memory reducer
    // does. Asynchronous, it runs as a task of its own with no JavaScript on the stack to keep objects alive.
    ours = { start: performance.now(), end: Infinity };
    setFlagsFromString('--compact-on-every-full-gc');
    void collect({ type: 'major', execution: 'async', flavor: 'last-resort' })
      .finally(() => setFlagsFromString('--no-compact-on-every-full-gc'))
      // What the collection freed outside V8's heap (buffers' memory) goes back to malloc, which keeps it resident. V8
      // frees dead buffers' memory on a thread of its own after the collection: the trim comes a moment later.
      .then(() => new Promise((resolve) => setTimeout(resolve, TRIM_DELAY_MS).unref()))
      // glibc's malloc_trim(0) gives back every free page inside malloc's heaps, where `free` only returns a heap's top:
      // buffers, PGlite's files and the demo's pictures pass through them (decision 010). Elsewhere the collection runs alone.
      .then(() => glibc()?.mallocTrim(0))
      .catch(() => undefined)
      .finally(() => {
        ours.end = performance.now();
      });
  };
  const activity = () => {
    lastActivity = performance.now();
    if (!timer) wait(idleMs);
  };
  const observer = new PerformanceObserver((list) => {
    // A scavenge means the young generation filled up: something is allocating. Full collections (V8's memory
    // reducer) do not count, nor anything during ours, or each would start the wait for another.
    const allocating = list.getEntries().some(
      (entry) => (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR && (entry.startTime < ours.start || entry.startTime > ours.end),
    );
    if (allocating) activity();
  });
  observer.observe({ entryTypes: ['gc'] });
  wait(idleMs);
  return {
    activity,
    stop: () => {
      observer.disconnect();
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
