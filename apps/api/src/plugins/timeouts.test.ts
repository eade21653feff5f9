import http2 from 'node:http2';
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerBodyDeadline } from './timeouts.js';

const BODY_MS = 300;
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function serve(http2Enabled: boolean) {
  const app = (http2Enabled ? Fastify({ http2: true }) : Fastify()) as unknown as FastifyInstance;
  apps.push(app);
  registerBodyDeadline(app, BODY_MS);
  app.post('/echo', async (request) => ({ received: (request.body as { text: string }).text.length }));
  app.get('/ping', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

describe('a body that does not arrive in time', () => {
  it('over HTTP/1.1 ends the connection with a 408', async () => {
    const port = await serve(false);
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"text":"');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(Date.now() - started).toBeLessThan(BODY_MS + 1_500);
  });

  it('over HTTP/2 ends only its own request with a 408: the connection goes on serving the others', async () => {
    const port = await serve(true);
    const session = http2.connect(`http://127.0.0.1:${port}`);
    try {
      const started = Date.now();
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ':method': 'POST', ':path': '/echo', 'content-type': 'application/json', 'content-length': '100' }, { endStream: false });
        stream.on('response', (headers) => resolve(Number(headers[':status'])));
        stream.on('error', reject);
        stream.write('{"text":"');
      });
      expect(status).toBe(408);
      expect(Date.now() - started).toBeLessThan(BODY_MS + 1_500);
      const ping = await new Promise<string>((resolve, reject) => {
        const stream = session.request({ ':path': '/ping' });
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => resolve(text));
        stream.on('error', reject);
      });
      expect(JSON.parse(ping)).toEqual({ ok: true });
      expect(session.closed).toBe(false);
    } finally {
      session.close();
    }
  });

  it('on time, over HTTP/2, is read as usual', async () => {
    const port = await serve(true);
    const session = http2.connect(`http://127.0.0.1:${port}`);
    try {
      const body = await new Promise<string>((resolve, reject) => {
        const stream = session.request({ ':method': 'POST', ':path': '/echo', 'content-type': 'application/json' });
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => resolve(text));
        stream.on('error', reject);
        stream.end(JSON.stringify({ text: 'olá' }));
      });
      expect(JSON.parse(body)).toEqual({ received: 3 });
    } finally {
      session.close();
    }
  });
});
