import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type CachedResponse = {
  version: number;
  status: number;
  headers: Record<string, string>;
  /** The body exactly as sent to every client (pages carry no per-response nonce: see web.ts). */
  body: string;
  etag: string;
  encoded: Map<'br' | 'gzip', Buffer>;
  bytes: number;
};

/** A small LRU of rendered responses, bounded by entries and bytes, valid for one content version. */
export function createResponseCache(options: { maxEntries?: number; maxBytes?: number } = {}) {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, CachedResponse>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  return {
    get(key: string, version: number): CachedResponse | undefined {
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
    },
    set(key: string, value: Pick<CachedResponse, 'version' | 'status' | 'headers' | 'body'>): CachedResponse {
      remove(key);
      const etag = `W/"${value.version.toString(36)}-${createHash('sha1').update(value.body).digest('base64url').slice(0, 20)}"`;
      const entry: CachedResponse = { ...value, etag, encoded: new Map(), bytes: Buffer.byteLength(value.body) };
      entries.set(key, entry);
      bytes += entry.bytes;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
      return entry;
    },
    /** The body compressed for the client: once per entry and encoding, then reused. */
    encode(entry: CachedResponse, encoding: 'br' | 'gzip'): Buffer {
      let encoded = entry.encoded.get(encoding);
      if (!encoded) {
        encoded = compress(entry.body, encoding);
        entry.encoded.set(encoding, encoded);
        entry.bytes += encoded.length;
        bytes += encoded.length;
      }
      return encoded;
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

function compress(body: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } })
    : gzipSync(body, { level: 6 });
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
