import { readFileSync } from 'node:fs';

/** A field of a process's /proc status in kB (VmRSS resident now, VmHWM its peak); 0 once it has ended. */
export function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** A process's resident size now, in MB. */
export const rssMb = (pid: number) => statusKb(pid, 'VmRSS') / 1024;

/** The lowest resident size over `ms` of quiet, in whole MB: what the process holds, not a collection it has not run yet. */
export async function settledRssMb(pid: number, ms = 5_000): Promise<number> {
  return (await settledRss(pid, ms)).mb;
}

/**
 * The same, with how the window went: the first sample, and when the lowest came (ms into the window). A lowest
 * in the last second of the window says the process was still giving memory back when it closed.
 */
export async function settledRss(pid: number, ms = 5_000): Promise<{ mb: number; firstMb: number; lowestAtMs: number }> {
  let lowest = Infinity;
  let lowestAtMs = 0;
  const from = performance.now();
  const firstMb = Math.round(rssMb(pid));
  for (const until = from + ms; performance.now() < until; ) {
    const now = rssMb(pid);
    if (now < lowest) [lowest, lowestAtMs] = [now, Math.round(performance.now() - from)];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { mb: Math.round(lowest), firstMb, lowestAtMs };
}

/**
 * Where a process's resident memory is (`/proc/PID/smaps`), in MB: mapped files (the binary, libraries), malloc's
 * main heap, the largest anonymous mapping (on PGlite its WebAssembly memory), and all anonymous memory.
 */
export function residentComposition(pid: number): { filesMb: number; mallocHeapMb: number; largestAnonMb: number; anonMb: number } {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return { filesMb: 0, mallocHeapMb: 0, largestAnonMb: 0, anonMb: 0 };
  }
  let files = 0, heap = 0, anon = 0, largest = 0;
  for (const block of text.split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    const name = /^\S+ \S+ \S+ \S+ \S+[ \t]*([^\n]*)/.exec(block)?.[1]?.trim() ?? '';
    const kb = Number(/\nRss:\s+(\d+)/.exec(block)?.[1] ?? 0);
    if (name === '[heap]') heap += kb;
    else if (name.startsWith('/')) files += kb;
    else if (name === '') {
      anon += kb;
      largest = Math.max(largest, kb);
    }
  }
  const mb = (kb: number) => Math.round(kb / 1024);
  return { filesMb: mb(files), mallocHeapMb: mb(heap), largestAnonMb: mb(largest), anonMb: mb(anon) };
}
