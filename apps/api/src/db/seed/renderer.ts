import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ProcessedImage } from '../../modules/media/images.js';
import type { Artwork } from './art.js';

export type RenderRequest = { id: number; art: Artwork | string; format: 'jpeg' | 'png'; webpEffort: number };
export type RenderReply = { id: number; image: ProcessedImage } | { id: number; error: string };

export type ImageRenderer = {
  /** The artwork rasterised as an editor's upload would be (JPEG or PNG), then through the media pipeline. */
  render(art: Artwork | string, format: 'jpeg' | 'png'): Promise<ProcessedImage>;
  /** Ends the process; renders still waiting fail. */
  close(): void;
};

/** Niceness of the renderer: the server's requests come first while it draws. */
const BACKGROUND_PRIORITY = 10;

/**
 * The demo's pictures are drawn by sharp in a child process (render-worker.ts) that ends with the seed
 * (decision 019): in the server, libvips' buffers and the glibc arenas its threads used stayed resident
 * until a restart. A process, not a worker thread, for the same reason as the password check (032).
 * `signal` ends it at once (a shutdown): every render in flight fails with the signal's reason.
 */
export function startImageRenderer(options: { webpEffort: number; parallel: number; signal?: AbortSignal }): ImageRenderer {
  // Built, the worker is JavaScript beside this file; under the tests it is TypeScript, run through tsx.
  const typescript = import.meta.url.endsWith('.ts');
  const worker = fileURLToPath(new URL(typescript ? './render-worker.ts' : './render-worker.js', import.meta.url));
  const child = spawn(process.execPath, [...(typescript ? ['--import', 'tsx'] : []), worker, String(options.parallel)], {
    // Nothing of the server's environment (secrets) goes to it.
    env: {
      // A thread for each picture drawn at once (sharp's work runs on libuv's pool), all with one malloc arena:
      // a process drawing one picture at a time peaks at ~125 MB instead of ~200 MB.
      UV_THREADPOOL_SIZE: String(options.parallel),
      MALLOC_ARENA_MAX: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // Pictures travel as bytes (structured clone), not as JSON arrays of numbers.
    serialization: 'advanced',
  });
  if (child.pid) {
    try {
      setPriority(child.pid, BACKGROUND_PRIORITY);
    } catch {
      // Not allowed here: it draws at the server's priority.
    }
  }

  let nextId = 0;
  let failure: Error | undefined;
  const pending = new Map<number, { resolve: (image: ProcessedImage) => void; reject: (error: Error) => void }>();
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  child.on('message', (reply: RenderReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(new Error(`demo picture not rendered: ${reply.error}`));
    else waiting?.resolve(asBuffers(reply.image));
  });
  child.on('error', fail);
  child.on('exit', (code, signal) => fail(new Error(`the demo picture renderer stopped (${signal ?? `exit code ${code}`})`)));

  const abort = () => {
    fail(options.signal?.reason instanceof Error ? options.signal.reason : new Error('demo pictures aborted'));
    child.kill();
  };
  if (options.signal?.aborted) abort();
  options.signal?.addEventListener('abort', abort, { once: true });

  return {
    render(art, format) {
      if (failure) return Promise.reject(failure);
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, art, format, webpEffort: options.webpEffort } satisfies RenderRequest);
      });
    },
    close() {
      options.signal?.removeEventListener('abort', abort);
      fail(new Error('the demo picture renderer was closed'));
      if (child.connected) child.disconnect();
    },
  };
}

/** A structured clone brings Buffers back as plain Uint8Arrays: the storage drivers want Buffers. */
const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const asBuffers = (image: ProcessedImage): ProcessedImage => ({
  ...image,
  original: buffer(image.original),
  variants: image.variants.map((variant) => ({ ...variant, data: buffer(variant.data) })),
});
