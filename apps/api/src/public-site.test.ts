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

  it('pageBlocks: [] for a page without blocks; the visible blocks in order, each text in the visitor’s language or else in Portuguese', async () => {
    expect(await site().pageBlocks('software', 'pt')).toEqual([]);
    await t.app.inject({ method: 'PUT', url: '/api/content/page/software', headers: auth, payload: { title: 'Software' } });
    const add = async (payload: object) => (await t.app.inject({ method: 'POST', url: '/api/content/software/sections', headers: auth, payload })).json().data.id as string;
    const hero = await add({ type: 'hero', content: { visual: 'service', title: { pt: 'Software que escala', en: 'Software that scales' }, description: { pt: 'Do MVP à escala.' }, buttons: [], metrics: [{ value: '13+', label: { pt: 'anos', es: 'años' } }] } });
    await add({ type: 'text', visible: false, content: { body: { pt: 'Rascunho' } } });
    const cta = await add({ type: 'cta', content: { title: { pt: 'Vamos?' }, buttons: [{ label: { pt: 'Fale conosco', en: 'Contact us' }, href: '/contato' }] } });
    const en = await site().pageBlocks('software', 'en');
    expect(en.map((b) => [b.id, b.type])).toEqual([[hero, 'hero'], [cta, 'cta']]);
    expect(en[0]).toEqual({
      id: hero,
      type: 'hero',
      untranslated: 2,
      content: {
        visual: 'service', eyebrow: '', title: 'Software that scales', description: 'Do MVP à escala.', buttons: [], metricsLabel: '',
        metrics: [{ value: '13+', label: 'anos' }], formTitle: '', formText: '',
      },
    });
    expect(en[1]!.content).toEqual({ title: 'Vamos?', text: '', buttons: [{ label: 'Contact us', href: '/contato', style: 'primary' }] });
    expect((await site().pageBlocks('software', 'es'))[0]!.content).toMatchObject({ title: 'Software que escala', metrics: [{ value: '13+', label: 'años' }] });
  });

  it('pageDraft: null for a token unknown', async () => {
    expect(await site().pageDraft('0'.repeat(64), 'pt')).toBeNull();
    expect(await site().pageDraft('nada', 'pt')).toBeNull();
  });

  it('pageSeo: per-page overrides in the visitor’s language and the global defaults', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/seo/blog', headers: auth, payload: { title: { pt: 'Blog de tecnologia' }, noindex: false } });
    const seo = await site().pageSeo('blog', 'pt');
    expect(seo).toMatchObject({ title: 'Blog de tecnologia', noindex: false, siteName: 'Órbita Software' });
    expect(seo.defaultDescription).toContain('Software house brasileira');
    expect((await site().pageSeo('blog', 'en')).title).toBeUndefined();
  });
});
