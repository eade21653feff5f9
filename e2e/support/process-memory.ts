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
  let lowest = Infinity;
  for (const until = performance.now() + ms; performance.now() < until; ) {
    lowest = Math.min(lowest, rssMb(pid));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Math.round(lowest);
}
