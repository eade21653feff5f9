import { readFileSync } from 'node:fs';
import type { Http2SecureServer, Http2Session } from 'node:http2';
import { createSecureContext } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import { TIMEOUTS } from '../plugins/timeouts.js';

/**
 * HTTPS served by the product itself (decision 053): HTTP/2 for browsers, HTTP/1.1 for clients without it
 * (ALPN picks), on PORT, from a certificate chain and key in PEM files. Behind a load balancer that
 * terminates TLS none of this is used.
 */
export type TlsFiles = { certFile: string; keyFile: string };
export type TlsCredentials = { cert: Buffer; key: Buffer };

export class TlsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TlsError';
  }
}

/** An HTTP/2 connection may carry this many requests at once (nginx's default is 128; Node's own is unbounded). */
export const MAX_CONCURRENT_STREAMS = 128;
/** An HTTP/2 connection with no request for this long is closed (Fastify's default, the same as HTTP/1.1's keep-alive). */
const SESSION_IDLE_MS = 72_000;

/**
 * Reads both files and checks that they make a certificate, so that a missing file, a key of another
 * certificate or a file that is not PEM stops the start with its reason instead of failing every visitor.
 */
export function readTls(files: TlsFiles): TlsCredentials {
  const read = (file: string, variable: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new TlsError(`${variable} ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  };
  const cert = read(files.certFile, 'TLS_CERT_FILE');
  const key = read(files.keyFile, 'TLS_KEY_FILE');
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    throw new TlsError(`TLS_CERT_FILE and TLS_KEY_FILE do not make a certificate and its key: ${(error as Error).message}`);
  }
  return { cert, key };
}

/** Fastify's options for HTTPS on HTTP/2 with HTTP/1.1 beside it. */
export function httpsServerOptions(credentials: TlsCredentials) {
  return {
    http2: true as const,
    http2SessionTimeout: SESSION_IDLE_MS,
    https: { ...credentials, allowHTTP1: true, minVersion: 'TLSv1.2' as const, settings: { maxConcurrentStreams: MAX_CONCURRENT_STREAMS } },
  };
}

/**
 * Fastify gives its request limits only to a plain HTTP/1.1 server: the HTTP/1.1 connections of the
 * HTTPS server get the same ones (a slow client's headers and requests, plugins/timeouts.ts), before it listens.
 */
export function limitHttp1Fallback(server: Http2SecureServer) {
  Object.assign(server, {
    headersTimeout: TIMEOUTS.headersMs,
    requestTimeout: TIMEOUTS.requestMs,
    connectionsCheckingInterval: TIMEOUTS.checkEveryMs,
    keepAliveTimeout: SESSION_IDLE_MS,
  });
}

/**
 * The HTTP/2 connections open now, so that a shutdown can ask each one to end (GOAWAY: requests in
 * flight finish, no new ones) instead of waiting for them to go idle.
 */
export function trackSessions(server: Http2SecureServer) {
  const sessions = new Set<Http2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  return {
    closeAll() {
      for (const session of sessions) if (!session.closed && !session.destroyed) session.close();
    },
  };
}

/**
 * SIGHUP reads the files again, so a renewed certificate (certbot's deploy hook, say) serves new
 * connections without a restart; a pair that does not make a certificate is logged and the old one kept.
 */
export function reloadOnHangup(server: Http2SecureServer, files: TlsFiles, log: FastifyBaseLogger) {
  const reload = () => {
    try {
      server.setSecureContext({ ...readTls(files), minVersion: 'TLSv1.2' });
      log.info({ certFile: files.certFile }, 'TLS certificate reloaded');
    } catch (error) {
      log.error({ err: error }, 'TLS certificate not reloaded; the previous one is still served');
    }
  };
  process.on('SIGHUP', reload);
  return () => process.off('SIGHUP', reload);
}
