import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialLinks } from '../../db/schema.js';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../test-support/app.js';

let t: TestApp;
/** Site-wide settings are the administrator's (decision 026); the editor is refused. */
let admin: Record<string, string>;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
  await t.app.services.database.db.insert(socialLinks).values({ platform: 'linkedin', url: 'https://www.linkedin.com/company/x', icon: 'linkedin', order: 1 });
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) => t.app.inject({ method, url, payload, headers });

describe('footer API', () => {
  it('has the specification’s defaults before any edit', async () => {
    const res = await call('GET', '/api/footer', undefined, {});
    expect(res.json().data).toMatchObject({ columns: [], copyrightYear: 2025, rightsText: { pt: 'Todos os direitos reservados.' }, privacyPolicyUrl: '/politica-de-privacidade.pdf' });
  });

  it('an administrator manages columns, links, social links and texts', async () => {
    const col = (await call('POST', '/api/footer/columns', { title: { pt: 'Institucional', en: 'Company' } })).json().data;
    const col2 = (await call('POST', '/api/footer/columns', { title: { pt: 'Serviços' } })).json().data;
    const link = (await call('POST', `/api/footer/columns/${col.id}/links`, { labelKey: 'footer.contact', url: '/contato' })).json().data;
    expect(link).toMatchObject({ url: '/contato', newTab: false, order: 1 });
    const edited = await call('PUT', `/api/footer/links/${link.id}`, { newTab: true });
    expect(edited.json().data.newTab).toBe(true);
    const reordered = await call('POST', '/api/footer/columns/reorder', { columnOrders: [{ id: col2.id, order: 1 }, { id: col.id, order: 2 }] });
    expect(reordered.json().data.map((c: { id: string }) => c.id)).toEqual([col2.id, col.id]);
    const texts = await call('PUT', '/api/footer', { rightsText: { pt: 'Direitos reservados.' }, copyrightYear: 2026, registrationNumber: '12.345.678/0001-95' });
    expect(texts.json().data).toMatchObject({ copyrightYear: 2026, registrationNumber: '12.345.678/0001-95', rightsText: { pt: 'Direitos reservados.' } });
    const social = (await call('GET', '/api/footer/admin')).json().data.socialLinks[0];
    const updated = await call('PUT', `/api/footer/social-links/${social.id}`, { url: 'https://www.linkedin.com/company/orbita' });
    expect(updated.json().data.url).toBe('https://www.linkedin.com/company/orbita');
    expect((await call('PUT', `/api/footer/social-links/${social.id}`, { url: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/footer/columns/${col.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/footer', undefined, {})).json().data.columns.map((c: { id: string }) => c.id)).toEqual([col2.id]);
  });

  it('takes a site path or an http(s) URL as a link, nothing else', async () => {
    const col = (await call('POST', '/api/footer/columns', { title: { pt: 'Links' } })).json().data;
    for (const bad of ['data:text/html,x', 'vbscript:msgbox(1)', 'javascript:alert(1)', '//evil.example', '/\\evil.example']) {
      const res = await call('POST', `/api/footer/columns/${col.id}/links`, { labelKey: 'footer.contact', url: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details, bad).toEqual({ url: 'Use um caminho que comece com / ou uma URL http(s)' });
    }
    const ok = await call('POST', `/api/footer/columns/${col.id}/links`, { labelKey: 'footer.contact', url: 'https://orbita.dev/vagas' });
    expect(ok.statusCode).toBe(201);
    expect((await call('PUT', `/api/footer/links/${ok.json().data.id}`, { url: '//evil.example' })).statusCode).toBe(400);
  });

  it('answers 401 without a token, 403 to an editor (decision 026) and 404 for unknown ids', async () => {
    expect((await call('GET', '/api/footer/admin', undefined, {})).statusCode).toBe(401);
    expect((await call('PUT', '/api/footer', { copyrightYear: 2030 }, editor)).statusCode).toBe(403);
    expect((await call('PUT', '/api/footer', { copyrightYear: 2030 }, {})).statusCode).toBe(401);
    expect((await call('PUT', '/api/footer/columns/00000000-0000-4000-8000-000000000000', { title: { pt: 'x' } })).statusCode).toBe(404);
    expect((await call('POST', '/api/footer/columns/00000000-0000-4000-8000-000000000000/links', { labelKey: 'x' })).statusCode).toBe(404);
  });
});
