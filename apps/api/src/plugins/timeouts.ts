import http2, { type Http2ServerRequest } from 'node:http2';
import type { FastifyInstance } from 'fastify';

/**
 * How long a client may take over a request. Without limits a slow client (one byte every few seconds)
 * holds a connection for as long as it likes, and a few hundred of them hold the server.
 * - headers: the whole header block within 10 s (Node's headersTimeout);
 * - bodies: forms and JSON (at most 1 MB) within 20 s of the request's start, 2 s or more than a 3G
 *   connection needs; an upload (multipart, one image of at most 10 MB per request) within the
 *   request limit;
 * - request: 120 s for any request to arrive in full (Node's requestTimeout), enough for 10 MB at
 *   about 0.7 Mbps.
 * Node checks the two server limits every `checkEveryMs`.
 */
export const TIMEOUTS = { headersMs: 10_000, bodyMs: 20_000, requestMs: 120_000, checkEveryMs: 1_000 } as const;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TIMEOUT_RESPONSE = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** Forms and JSON bodies that have not arrived in full within TIMEOUTS.bodyMs end their connection with a 408. */
export function registerBodyDeadline(app: FastifyInstance, bodyMs: number = TIMEOUTS.bodyMs) {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    if (!BODY_METHODS.has(raw.method ?? '') || raw.complete) return;
    if (!raw.headers['content-length'] && !raw.headers['transfer-encoding']) return;
    if (/^multipart\//i.test(raw.headers['content-type'] ?? '')) return;
    const timer = setTimeout(() => {
      if (raw.complete || reply.raw.headersSent) return;
      // On HTTP/2 the connection carries other requests: only this one's stream ends, with a 408.
      const stream = raw.httpVersionMajor >= 2 ? (raw as unknown as Http2ServerRequest).stream : null;
      request.log.warn(`request body not received in time: ${stream ? 'stream' : 'connection'} closed`);
      if (stream) {
        if (!stream.headersSent) stream.respond({ ':status': 408, 'content-length': '0' }, { endStream: true });
        stream.close(http2.constants.NGHTTP2_CANCEL);
        return;
      }
      raw.socket?.end(TIMEOUT_RESPONSE);
      raw.socket?.destroySoon();
    }, bodyMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    reply.raw.once('close', clear);
  });
}
