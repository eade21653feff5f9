import { mkdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@softhouse/contracts';
import { isS3Storage } from '../storage/index.js';
import { IMMUTABLE_CACHE_CONTROL } from '../storage/s3-storage.js';
import { contentTypeOf, InvalidStorageKeyError, type Storage } from '../storage/storage.js';
import { errorBody } from './errors.js';

/** Types we store ourselves; anything else in the bucket is served by its extension, never as HTML or script. */
const SAFE_TYPES = /^image\/(jpeg|png|gif|webp|avif)$/;

/**
 * Uploaded media under /uploads: from DATA_DIR/uploads with the local driver, or streamed from
 * the bucket with the S3 driver (so every instance serves every file, and rows written with
 * /uploads URLs keep working when S3_PUBLIC_URL points browsers at a CDN instead).
 * Both answer with the same headers: the type, an ETag, and a year-long immutable cache.
 */
export async function registerUploads(app: FastifyInstance, options: { storage: Storage; uploadsDir: string }) {
  const { storage } = options;
  if (!isS3Storage(storage)) {
    mkdirSync(options.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      setHeaders(res) {
        // Stored files never change under a key (new uploads get new keys).
        res.header('cache-control', IMMUTABLE_CACHE_CONTROL);
        res.header('x-content-type-options', 'nosniff');
      },
    });
    return;
  }

  const notFound = (reply: FastifyReply) => reply.status(404).send(errorBody(404, 'Rota não encontrada', ErrorCode.NOT_FOUND));

  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    exposeHeadRoute: false,
    handler: async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
      const key = request.params['*'];
      const ifNoneMatch = request.headers['if-none-match'];
      let object;
      try {
        object = await storage.open(key, { method: request.method === 'HEAD' ? 'HEAD' : 'GET', ifNoneMatch });
      } catch (error) {
        if (error instanceof InvalidStorageKeyError) return notFound(reply);
        throw error;
      }
      if (!object) return notFound(reply);
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).header('x-content-type-options', 'nosniff');
      if (object.etag) reply.header('etag', object.etag);
      // Some S3-compatible servers ignore If-None-Match: compare here too, and drop the body unread.
      if (object.status === 304 || (object.etag && ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(object.etag))) {
        if (object.status === 200) await object.body?.cancel();
        return reply.status(304).send();
      }
      const stored = object.contentType?.split(';')[0]?.trim().toLowerCase();
      reply.type(stored && SAFE_TYPES.test(stored) ? stored : contentTypeOf(key));
      if (object.lastModified) reply.header('last-modified', object.lastModified);
      if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
      if (!object.body) return reply.send();
      return reply.send(Readable.fromWeb(object.body as NodeReadableStream<Uint8Array>));
    },
  });
}
