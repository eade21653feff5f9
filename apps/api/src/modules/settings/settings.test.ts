import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../test-support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const config = {
  phone: { title: 'Contato', number: '+55 11 4000-0000' },
  email: { title: 'E-mail', address: 'oi@orbita.dev' },
  careers: { title: 'Carreira', link: 'https://orbita.dev/vagas', hideButton: false },
  location: { title: 'Onde estamos', address: 'São Paulo - SP' },
};

describe('settings API', () => {
  it('is public to read; contactConfig is null until saved', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.contactConfig).toBeNull();
    expect(res.json().data.company.name).toBe('Órbita Software');
  });

  it('an admin saves the contact configuration and it is read back at once', async () => {
    const { accessToken } = await t.login();
    const res = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: { authorization: `Bearer ${accessToken}` }, payload: { contactConfig: config } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Configurações salvas');
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().data.contactConfig).toEqual(config);
  });

  it('an editor may not change site-wide settings, and bad input changes nothing', async () => {
    const { accessToken } = await t.login(TEST_EDITOR);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: { authorization: `Bearer ${accessToken}` }, payload: { contactConfig: config } });
    expect(res.statusCode).toBe(403);
    const admin = await t.login();
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: { authorization: `Bearer ${admin.accessToken}` }, payload: { contactConfig: { ...config, careers: { ...config.careers, hideButton: 'sim' } } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty(['contactConfig.careers.hideButton']);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().data.contactConfig).toEqual(config);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/settings', payload: { contactConfig: config } })).statusCode).toBe(401);
  });

  it('takes a site path or an http(s) URL (or nothing) as the careers link', async () => {
    const admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
    const save = (link: string) => t.app.inject({ method: 'PATCH', url: '/api/settings', headers: admin, payload: { contactConfig: { ...config, careers: { ...config.careers, link } } } });
    for (const bad of ['data:text/html,x', 'vbscript:msgbox(1)', '//evil.example']) {
      const res = await save(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details, bad).toEqual({ 'contactConfig.careers.link': 'Use um caminho que comece com / ou uma URL http(s)' });
    }
    for (const ok of ['https://orbita.dev/vagas', '/carreiras', '']) expect((await save(ok)).statusCode, ok).toBe(200);
  });
});
