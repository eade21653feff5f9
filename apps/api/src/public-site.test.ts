import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicSite } from './public-site.js';
import { createTestApp, type TestApp } from './test-support/app.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.orbita.dev' });
  auth = { authorization: `Bearer ${(await t.login()).accessToken}` };
});
afterAll(async () => t?.close());

const site = () => createPublicSite(t.app.services, 'https://www.orbita.dev');

describe('the data the public pages read in process', () => {
  it('shell: the default navigation of the specification when the main menu is empty, and the footer defaults', async () => {
    const shell = await site().shell('pt');
    expect(shell.nav.map((i) => i.path)).toEqual(['/', '/sobre', '/software', '/aplicativo', '/outsourcing', '/cases', '/blog', '/contato']);
    expect(shell.footer).toEqual({ columns: [], rightsText: 'Todos os direitos reservados.', copyrightYear: 2025 });
    expect((await site().shell('es')).footer.rightsText).toBe('Todos los derechos reservados.');
  });

  it('shell: footer columns and links as edited, in the visitor’s language', async () => {
    const col = (await t.app.inject({ method: 'POST', url: '/api/footer/columns', headers: auth, payload: { title: { pt: 'Empresa', en: 'Company' } } })).json().data;
    await t.app.inject({ method: 'POST', url: `/api/footer/columns/${col.id}/links`, headers: auth, payload: { label: { pt: 'Vagas', en: 'Jobs' }, url: 'https://orbita.dev/vagas', newTab: true } });
    const en = await site().shell('en');
    expect(en.footer.columns).toEqual([{ title: 'Company', links: [{ labelKey: null, label: 'Jobs', url: 'https://orbita.dev/vagas', newTab: true }] }]);
    expect((await site().shell('es')).footer.columns[0]!.title).toBe('Empresa');
  });

  it('shell: the contact settings for the Organization\'s structured data, the address in the visitor\'s language', async () => {
    const contactConfig = {
      phone: { title: 'Contato', number: ' +55 (11) 4002-8922 ' },
      email: { title: 'E-mail', address: 'contato@orbita.dev' },
      careers: { title: 'Carreira', link: '', hideButton: true },
      location: { title: 'Onde estamos', address: 'Av. Paulista, 1000 - São Paulo' },
      translations: { en: { location: { address: '1000 Paulista Ave, São Paulo' } } },
    };
    const res = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: auth, payload: { contactConfig } });
    expect(res.statusCode).toBe(200);
    expect((await site().shell('pt')).contact).toEqual({ telephone: '+55 (11) 4002-8922', email: 'contato@orbita.dev', address: 'Av. Paulista, 1000 - São Paulo' });
    expect((await site().shell('en')).contact?.address).toBe('1000 Paulista Ave, São Paulo');
    expect((await site().shell('es')).contact?.address).toBe('Av. Paulista, 1000 - São Paulo');
  });

  it('pageHero: null without content; the editor’s texts per language, missing translations left to the dictionary', async () => {
    expect(await site().pageHero('software', 'pt')).toBeNull();
    await t.app.inject({ method: 'PUT', url: '/api/content/page/software', headers: auth, payload: { title: 'Software' } });
    await t.app.inject({ method: 'POST', url: '/api/content/software/sections', headers: auth, payload: { type: 'hero', content: { pt: { title: 'Software que escala', description: 'Do MVP à escala.' }, en: { title: 'Software that scales' } } } });
    expect(await site().pageHero('software', 'pt')).toEqual({ title: 'Software que escala', description: 'Do MVP à escala.' });
    expect(await site().pageHero('software', 'en')).toEqual({ title: 'Software that scales', description: undefined });
    expect(await site().pageHero('software', 'es')).toEqual({ title: undefined, description: undefined });
  });

  it('pageSeo: per-page overrides in the visitor’s language and the global defaults', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/seo/blog', headers: auth, payload: { title: { pt: 'Blog de tecnologia' }, noindex: false } });
    const seo = await site().pageSeo('blog', 'pt');
    expect(seo).toMatchObject({ title: 'Blog de tecnologia', noindex: false, siteName: 'Órbita Software' });
    expect(seo.defaultDescription).toContain('Software house brasileira');
    expect((await site().pageSeo('blog', 'en')).title).toBeUndefined();
  });
});
