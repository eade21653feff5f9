import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedirectServer } from './redirect-server.js';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function start(acmeWebroot?: string) {
  const server = createRedirectServer({ target: 'https://www.orbita.dev/', acmeWebroot });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** The answer to a raw request line, so that targets no HTTP client sends (absolute URLs, "//host") can be tried. */
function raw(port: number, requestLine: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.on('error', reject);
    socket.write(`${requestLine}\r\nHost: orbita.dev\r\nConnection: close\r\n\r\n`);
  });
}

const location = (headers: string) => /\r\nlocation: (.*)/i.exec(headers)?.[1];

describe('the plain-HTTP port beside HTTPS', () => {
  it('sends every address to the same path and query on PUBLIC_URL, for good', async () => {
    const port = await start();
    const answer = await raw(port, 'GET /cases/app-de-delivery?utm_source=card&page=2 HTTP/1.1');
    expect(answer.status).toBe(301);
    expect(location(answer.headers)).toBe('https://www.orbita.dev/cases/app-de-delivery?utm_source=card&page=2');
    const post = await raw(port, 'POST /contato HTTP/1.1');
    expect(post.status).toBe(301);
    expect(location(post.headers)).toBe('https://www.orbita.dev/contato');
  });

  it('never sends anyone to another host: an absolute URL or a "//" target goes to the home page', async () => {
    const port = await start();
    expect(location((await raw(port, 'GET http://evil.example/phish HTTP/1.1')).headers)).toBe('https://www.orbita.dev/');
    expect(location((await raw(port, 'GET //evil.example/phish HTTP/1.1')).headers)).toBe('https://www.orbita.dev/');
  });

  it('answers the certificate authority’s challenge from ACME_WEBROOT, and only a token', async () => {
    const webroot = mkdtempSync(path.join(tmpdir(), 'acme-'));
    mkdirSync(path.join(webroot, '.well-known/acme-challenge'), { recursive: true });
    writeFileSync(path.join(webroot, '.well-known/acme-challenge/Tok3n_-abc'), 'Tok3n_-abc.thumbprint');
    writeFileSync(path.join(webroot, 'secret.txt'), 'not for the web');
    const port = await start(webroot);
    const found = await raw(port, 'GET /.well-known/acme-challenge/Tok3n_-abc HTTP/1.1');
    expect(found.status).toBe(200);
    expect(found.body).toBe('Tok3n_-abc.thumbprint');
    expect((await raw(port, 'GET /.well-known/acme-challenge/missing HTTP/1.1')).status).toBe(404);
    const traversal = await raw(port, 'GET /.well-known/acme-challenge/..%2F..%2Fsecret.txt HTTP/1.1');
    expect(traversal.status).toBe(301);
    expect(traversal.body).not.toContain('not for the web');
  });

  it('without ACME_WEBROOT, redirects the challenge path like any other', async () => {
    const port = await start();
    const answer = await raw(port, 'GET /.well-known/acme-challenge/Tok3n HTTP/1.1');
    expect(answer.status).toBe(301);
    expect(location(answer.headers)).toBe('https://www.orbita.dev/.well-known/acme-challenge/Tok3n');
  });
});
