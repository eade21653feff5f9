import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app.js';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${(await t.login()).accessToken}` };
});
afterAll(async () => t?.close());

const png = (w = 800, h = 500) => sharp({ create: { width: w, height: h, channels: 3, background: '#3355ff' } }).png().toBuffer();

function multipart(files: { field: string; name: string; data: Buffer; type?: string }[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = async (name: string, data: Buffer, type?: string) => {
  const { payload, headers } = multipart([{ field: 'file', name, data, type }]);
  return t.app.inject({ method: 'POST', url: '/api/media/upload', payload, headers });
};
const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

describe('media API', () => {
  it('stores an image checked by content, with its size and WebP variants', async () => {
    const res = await upload('capa.png', await png(1400, 700));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ originalName: 'capa.png', mimetype: 'image/png', width: 1400, height: 700 });
    expect(data.variants.map((v: { width: number }) => v.width)).toEqual([320, 480, 640, 768, 960, 1280]);
    expect(existsSync(fileOf(data.url))).toBe(true);
    for (const v of data.variants) expect(existsSync(fileOf(v.url))).toBe(true);
  });

  it('refuses an SVG, a renamed text file and a truncated image, storing nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/media', headers: auth })).json().data.meta.total;
    const svg = await upload('logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), 'image/png');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe('logo.png: tipo não suportado');
    const exe = await upload('../../evil.jpg', Buffer.from('MZ\x90\x00 this is not an image'), 'image/jpeg');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('evil.jpg: tipo não suportado');
    const truncated = await upload('meia.png', (await png()).subarray(0, 60));
    expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
    expect(truncated.statusCode).toBeLessThan(500);
    expect((await t.app.inject({ method: 'GET', url: '/api/media', headers: auth })).json().data.meta.total).toBe(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload('grande.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('grande.png: arquivo muito grande (máx. 10MB)');
  });

  it('upload-multiple accepts the good files and lists the refused ones', async () => {
    const { payload, headers } = multipart([
      { field: 'files', name: 'a.png', data: await png(400, 300) },
      { field: 'files', name: 'b.svg', data: Buffer.from('<svg/>'), type: 'image/svg+xml' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/media/upload-multiple', payload, headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.uploaded.map((m: { originalName: string }) => m.originalName)).toEqual(['a.png']);
    expect(res.json().data.rejected).toEqual([{ name: 'b.svg', message: 'b.svg: tipo não suportado' }]);
  });

  it('lists 12 per page with search by file name and type filter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/media?search=capa&mimetype=image/*', headers: auth });
    const { data, meta } = res.json().data;
    expect(meta.limit).toBe(12);
    expect(data.map((m: { originalName: string }) => m.originalName)).toEqual(['capa.png']);
    expect((await t.app.inject({ method: 'GET', url: '/api/media?mimetype=video/*', headers: auth })).json().data.data).toEqual([]);
  });

  it('finds the file at an address (the alt text of an image a form shows), and nothing for an unknown one', async () => {
    const m = (await upload('por-endereco.png', await png())).json().data;
    const found = await t.app.inject({ method: 'GET', url: `/api/media?url=${encodeURIComponent(m.url)}`, headers: auth });
    expect(found.json().data.data.map((x: { id: string }) => x.id)).toEqual([m.id]);
    const none = await t.app.inject({ method: 'GET', url: '/api/media?url=/uploads/nada.png', headers: auth });
    expect(none.json().data.data).toEqual([]);
  });

  it('edits alt text and name, and refuses to delete a file in use, saying where', async () => {
    const m = (await upload('usada.png', await png())).json().data;
    const edited = await t.app.inject({ method: 'PUT', url: `/api/media/${m.id}`, headers: auth, payload: { alt: 'Tela do app', originalName: 'tela.png' } });
    expect(edited.json().data).toMatchObject({ alt: 'Tela do app', originalName: 'tela.png' });
    await t.app.inject({ method: 'POST', url: '/api/cases', headers: auth, payload: { title: 'Case X', slug: 'case-x', client: 'C', imageUrl: m.url } });
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/media/${m.id}`, headers: auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('case "Case X"');
    expect(existsSync(fileOf(m.url))).toBe(true);
  });

  it('keeps an alt text per language: a page in English reads the English one, or none (never the Portuguese)', async () => {
    const m = (await upload('tres-idiomas.png', await png())).json().data;
    await t.app.inject({ method: 'POST', url: '/api/cases', headers: auth, payload: { title: 'Case Y', slug: 'case-y', client: 'C', imageUrl: m.url, translations: { en: { title: 'Case Y in English' }, es: { title: 'Caso Y' } } } });
    const edited = await t.app.inject({ method: 'PUT', url: `/api/media/${m.id}`, headers: auth, payload: { alt: 'Tela do app', altTranslations: { en: 'App screen' } } });
    expect(edited.json().data).toMatchObject({ alt: 'Tela do app', altTranslations: { en: 'App screen' } });
    const imageIn = async (lang: string) => (await t.app.inject({ method: 'GET', url: `/api/cases/slug/case-y?lang=${lang}` })).json().data.image.alt;
    expect(await imageIn('pt')).toBe('Tela do app');
    expect(await imageIn('en')).toBe('App screen');
    expect(await imageIn('es')).toBe('');
    // An empty text removes that language; the others stay.
    const cleared = await t.app.inject({ method: 'PUT', url: `/api/media/${m.id}`, headers: auth, payload: { altTranslations: { en: '', es: 'Pantalla' } } });
    expect(cleared.json().data.altTranslations).toEqual({ es: 'Pantalla' });
    const long = await t.app.inject({ method: 'PUT', url: `/api/media/${m.id}`, headers: auth, payload: { altTranslations: { es: 'x'.repeat(301) } } });
    expect(long.json().details).toEqual({ 'altTranslations.es': 'Texto alternativo muito longo (máx. 300)' });
  });

  it('strips control and bidirectional characters from edited alt text and names, as uploads do', async () => {
    const m = (await upload('limpa.png', await png())).json().data;
    const edited = await t.app.inject({ method: 'PUT', url: `/api/media/${m.id}`, headers: auth, payload: { alt: 'Tela\u202e do\u0007 app\n', originalName: 'foto\u202egpj.exe' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ alt: 'Tela do app', originalName: 'fotogpj.exe' });
    const nul = await t.app.inject({ method: 'PUT', url: `/api/media/${m.id}`, headers: auth, payload: { alt: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
  });

  it('deletes an unused file: to the Lixeira first (files kept), then for good with its variants (decision 040)', async () => {
    const m = (await upload('solta.png', await png(700, 400))).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/media/${m.id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(existsSync(fileOf(m.url))).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/media/${m.id}/purge`, headers: auth })).statusCode).toBe(200);
    expect(existsSync(fileOf(m.url))).toBe(false);
    for (const v of m.variants) expect(existsSync(fileOf(v.url))).toBe(false);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/media' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/media/upload' })).statusCode).toBe(401);
  });
});

describe('hostile uploads', () => {
  it('a polyglot (a real PNG with a script appended) is stored re-encoded, without the payload', async () => {
    const polyglot = Buffer.concat([await png(640, 400), Buffer.from('<script>alert(document.cookie)</script><?php system($_GET[1]); ?>')]);
    const res = await upload('poliglota.png', polyglot);
    expect(res.statusCode).toBe(201);
    const { readFileSync } = await import('node:fs');
    const stored = readFileSync(fileOf(res.json().data.url));
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect(stored.includes(Buffer.from('<?php'))).toBe(false);
    expect(res.json().data.size).toBe(stored.length);
  });

  it('a GIF header in front of HTML, a PDF and a ZIP renamed to .jpg are refused with 4xx', async () => {
    const cases: [string, Buffer][] = [
      ['gifar.gif', Buffer.from('GIF89a<html><script>alert(1)</script></html>')],
      ['doc.jpg', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF')],
      ['arquivo.jpg', Buffer.from('PK\u0003\u0004 zip content here')],
    ];
    for (const [name, data] of cases) {
      const res = await upload(name, data);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.json().message, name).toContain(name);
    }
  });
});
