import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { TIMEOUTS } from '../plugins/timeouts.js';

/** A token of the ACME HTTP-01 challenge (RFC 8555 §8.3: base64url), the only thing read from the disk. */
const ACME_CHALLENGE = /^\/\.well-known\/acme-challenge\/([A-Za-z0-9_-]{1,256})$/;
/** Request targets that can be sent back as they are: a path, in visible ASCII (the parser has already refused CR and LF). */
const PLAIN_PATH = /^\/(?!\/)[\x21-\x7e]*$/;

/**
 * The plain-HTTP listener beside the product's own HTTPS (HTTP_REDIRECT_PORT, decision 053): every request is sent
 * to the same path on PUBLIC_URL with a 301, so an address typed without https:// reaches the site; with
 * ACME_WEBROOT, the certificate authority's challenge files that certbot's webroot mode writes there are
 * answered, so the certificate renews while the product holds port 80. Nothing else is served over plain HTTP.
 */
export function createRedirectServer(options: { target: string; acmeWebroot?: string }): http.Server {
  const target = options.target.replace(/\/+$/, '');
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const challenge = options.acmeWebroot ? ACME_CHALLENGE.exec(url) : null;
    if (challenge && (request.method === 'GET' || request.method === 'HEAD')) {
      readFile(path.join(options.acmeWebroot!, '.well-known/acme-challenge', challenge[1]!)).then(
        (body) => {
          response.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length, 'cache-control': 'no-store' });
          response.end(request.method === 'HEAD' ? undefined : body);
        },
        () => {
          response.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
          response.end('Not found');
        },
      );
      return;
    }
    // Anything that is not a plain path (an absolute URL, "//host", bytes outside ASCII) goes to the home page.
    response.writeHead(301, { location: `${target}${PLAIN_PATH.test(url) ? url : '/'}`, 'content-length': 0, 'cache-control': 'public, max-age=3600' });
    response.end();
  });
  // No request here has a body worth waiting for.
  Object.assign(server, { headersTimeout: TIMEOUTS.headersMs, requestTimeout: TIMEOUTS.headersMs, keepAliveTimeout: 5_000 });
  return server;
}
