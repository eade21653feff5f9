import { createRequire } from 'node:module';
import type Koffi from 'koffi';

/** glibc's malloc, reached through koffi (a foreign-function library with prebuilt binaries): Node has no call for it. */
export type Glibc = {
  /** `mallopt(param, value)`: sets one of malloc's parameters for every thread's heap from now on. */
  mallopt: (param: number, value: number) => number;
  /** `malloc_trim(pad)`: gives back every free page inside malloc's heaps (`free` only returns a heap's top). */
  mallocTrim: (pad: number) => number;
};

// mallopt's parameters (malloc.h).
const M_TRIM_THRESHOLD = -1;
const M_MMAP_THRESHOLD = -3;
/** glibc's own defaults for both thresholds (128 KiB), held instead of raised. */
const MALLOC_THRESHOLD = 128 * 1024;

let loaded: Glibc | null | undefined;

/** glibc's calls where the server runs on glibc (Linux, not musl) and koffi has a binary for the platform; null elsewhere. */
export function glibc(): Glibc | null {
  if (loaded !== undefined) return loaded;
  loaded = null;
  if (process.platform !== 'linux') return loaded;
  try {
    // Synchronous (koffi is CommonJS), so heap-tuning.ts can call it before the server's modules load.
    const koffi = createRequire(import.meta.url)('koffi') as typeof Koffi;
    // glibc's soname: musl has no libc.so.6 (nor, then, these calls).
    const libc = koffi.load('libc.so.6');
    loaded = {
      mallopt: libc.func('int mallopt(int param, int value)') as Glibc['mallopt'],
      mallocTrim: libc.func('int malloc_trim(size_t pad)') as Glibc['mallocTrim'],
    };
  } catch {
    // not glibc, or no koffi binary for this platform: malloc keeps its own settings
  }
  return loaded;
}

/**
 * Holds malloc's mmap and trim thresholds at glibc's defaults (decision 010). glibc raises both whenever a block it
 * had mapped on its own is freed (the mmap threshold to that block's size, up to 32 MB, the trim threshold to twice
 * that), so after the first large buffer every later one up to that size comes from a heap, and a thread's heap is
 * shrunk only once 2x that size is free at its top: after a first start the threads' heaps held ~15 MB free and
 * resident that `malloc_trim` cannot reach (it returns free pages between blocks, and a thread heap's top only on
 * a later `free` in it). `MALLOC_MMAP_THRESHOLD_` in the environment does the same, but only whoever starts the
 * process can set it. An operator's own choice (those variables, or glibc's tunables) is left as it is. Returns
 * whether the thresholds are now held.
 */
export function holdMallocThresholds(env: NodeJS.ProcessEnv): boolean {
  if (env.MALLOC_MMAP_THRESHOLD_ !== undefined || env.MALLOC_TRIM_THRESHOLD_ !== undefined || /glibc\.malloc\.(mmap|trim)_threshold/.test(env.GLIBC_TUNABLES ?? '')) return false;
  const libc = glibc();
  if (!libc) return false;
  return libc.mallopt(M_MMAP_THRESHOLD, MALLOC_THRESHOLD) === 1 && libc.mallopt(M_TRIM_THRESHOLD, MALLOC_THRESHOLD) === 1;
}
