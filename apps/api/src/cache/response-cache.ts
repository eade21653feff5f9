import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

export type CachedResponse = {
  version: number;
  status: number;
  headers: Record<string, string>;
  /**
   * The body exactly as sent to every client (pages carry no per-response nonce: see web.ts), as UTF-8 bytes:
   * a page's text holds characters outside Latin-1 (dashes, curly quotes, arrows), which V8 stores two bytes
   * per character for the whole string, and outside V8's heap it is not marked by every full collection.
   */
  body: Buffer;
  etag: string;
  encoded: Map<'br' | 'gzip', Buffer>;
  bytes: number;
  key: string;
};

/** A small LRU of rendered responses, bounded by entries and bytes, valid for one content version. */
export function createResponseCache(options: { maxEntries?: number; maxBytes?: number } = {}) {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, CachedResponse>();
  let bytes = 0;
  const recompressing = new Set<Promise<void>>();
  /** Responses being built now, by version and key: a burst of misses for one address builds it once. */
  const building = new Map<string, Promise<void>>();

  /** Swaps an entry's quick encoding for the smallest one, compressed off the event loop. */
  const recompress = (entry: CachedResponse, encoding: 'br' | 'gzip') => {
    const done = compressBest(entry.body, encoding)
      .then((best) => {
        const current = entry.encoded.get(encoding);
        if (entries.get(entry.key) !== entry || !current || best.length >= current.length) return;
        entry.encoded.set(encoding, best);
        entry.bytes += best.length - current.length;
        bytes += best.length - current.length;
      })
      .catch(() => undefined) // the quick encoding stays: nothing is lost
      .finally(() => recompressing.delete(done));
    recompressing.add(done);
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  const get = (key: string, version: number): CachedResponse | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      remove(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks it most recently used.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  return {
    get,
    set(key: string, value: Pick<CachedResponse, 'version' | 'status' | 'headers'> & { body: string | Buffer }): CachedResponse {
      remove(key);
      const body = typeof value.body === 'string' ? Buffer.from(value.body) : value.body;
      const etag = `W/"${value.version.toString(36)}-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
      const entry: CachedResponse = { ...value, body, etag, encoded: new Map(), bytes: body.length, key };
      entries.set(key, entry);
      bytes += entry.bytes;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
      return entry;
    },
    /**
     * The body compressed for the client: once per entry and encoding, then reused. The first request
     * gets a quick encoding at once; the highest level (about 15% smaller for brotli, but tens of
     * milliseconds of CPU for a page) is computed in the thread pool and serves every later request.
     */
    encode(entry: CachedResponse, encoding: 'br' | 'gzip'): Buffer {
      let encoded = entry.encoded.get(encoding);
      if (!encoded) {
        encoded = compressQuick(entry.body, encoding);
        entry.encoded.set(encoding, encoded);
        entry.bytes += encoded.length;
        bytes += encoded.length;
        recompress(entry, encoding);
      }
      return encoded;
    },
    /**
     * The stored entry for `key` at `version`; when there is none, either a `release` that makes the caller the one
     * request building it (call it once the entry is stored or will not be; later calls do nothing), or, when
     * another request was already building it, no entry and no release once that build has ended: its answer was
     * not storable (an error, a cookie), and the caller builds its own without waiting again.
     */
    async lookup(key: string, version: number): Promise<{ entry?: CachedResponse; release?: () => void }> {
      const stored = get(key, version);
      if (stored) return { entry: stored };
      const id = `${version} ${key}`;
      const pending = building.get(id);
      if (pending) {
        await pending;
        return { entry: get(key, version) };
      }
      let release!: () => void;
      const done = new Promise<void>((resolve) => (release = resolve));
      building.set(id, done);
      return {
        release: () => {
          if (building.get(id) === done) building.delete(id);
          release();
        },
      };
    },
    /** Resolves once every encoding started so far has reached its highest level. */
    async settled(): Promise<void> {
      while (recompressing.size > 0) await Promise.all(recompressing);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

const brotliParams = (body: Buffer, quality: number) => ({
  params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
});

function compressQuick(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliParams(body, 5)) : gzipSync(body, { level: 6 });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compressBest(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, brotliParams(body, zlib.BROTLI_MAX_QUALITY)) : gzipAsync(body, { level: 9 });
}

/** br when the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export const etagMatches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
