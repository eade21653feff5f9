/**
 * The baselines the product is measured against, run in a process of their own like the product:
 * `node` — a plain Node HTTP server answering recorded responses from memory;
 * `fastify` — a bare Fastify app with one route per recorded response, answering it from memory.
 * Usage: node --import tsx bench/baseline-server.ts <node|fastify> <responses.json>; prints the port.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Fastify from 'fastify';

type Recorded = { path: string; headers: Record<string, string>; body: string /* base64 */ };

const [mode, file] = process.argv.slice(2);
const recorded = (JSON.parse(readFileSync(file!, 'utf8')) as Recorded[]).map((r) => ({ ...r, bytes: Buffer.from(r.body, 'base64') }));
const byPath = new Map(recorded.map((r) => [r.path, r]));

if (mode === 'node') {
  const server = createServer((req, res) => {
    const hit = byPath.get(req.url ?? '');
    if (!hit) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { ...hit.headers, 'content-length': hit.bytes.length });
    res.end(hit.bytes);
  });
  server.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as { port: number }).port}`));
} else {
  const app = Fastify({ logger: false });
  for (const hit of recorded) {
    app.get(hit.path.split('?')[0]!, async (_request, reply) => reply.headers(hit.headers).send(hit.bytes));
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`PORT ${new URL(address).port}`);
}
