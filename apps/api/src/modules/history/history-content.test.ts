import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_BLOCKS } from '@softhouse/contracts';
import { menus, revisions, socialLinks } from '../../db/schema.js';
import { createTestApp, TEST_EDITOR, TEST_SALES, type TestApp } from '../../test-support/app.js';

/*
 * The history of the site's other content (decision 042): pages with their sections, menus, the footer,
 * each page's SEO, the global SEO and the contact configuration. Each is kept whole as its editor reads it.
 */

let t: TestApp;
let admin: Headers;
let editor: Headers;
let sales: Headers;
let adminName: string;
let editorName: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${(await t.login()).accessToken}` };
  editor = { authorization: `Bearer ${(await t.login(TEST_EDITOR)).accessToken}` };
  sales = { authorization: `Bearer ${(await t.login(TEST_SALES)).accessToken}` };
  adminName = (await call('GET', '/api/auth/me', admin)).json().data.name;
  editorName = (await call('GET', '/api/auth/me', editor)).json().data.name;
  const { db } = t.app.services.database;
  await db.insert(menus).values({ slug: 'main', name: 'Menu principal' });
  await db.insert(socialLinks).values({ platform: 'linkedin', url: 'https://www.linkedin.com/company/orbita', icon: 'linkedin', order: 1 });
});
afterAll(async () => t?.close());

type Headers = { authorization: string } | Record<string, never>;
type Summary = { id: string; version: number; authorName: string };
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const revisionsOf = async (base: string, headers: Headers = admin) => {
  const res = await call('GET', `${base}/revisions`, headers);
  expect(res.statusCode, base).toBe(200);
  return res.json().data as { data: Summary[]; currentVersion: number; keep: number };
};
const versionsOf = async (base: string) => (await revisionsOf(base)).data.map((r) => [r.version, r.authorName]);
const restore = (base: string, revision: Summary, headers: Headers = admin) => call('POST', `${base}/revisions/${revision.id}/restore`, headers);
const at = (list: { data: Summary[] }, version: number) => list.data.find((r) => r.version === version)!;
const STALE_TIME = '(em \\d{2}/\\d{2}/\\d{4} )?às \\d{2}:\\d{2}';

describe('history of pages, menus, footer, SEO and contact configuration (decision 042)', () => {
  it('keeps a page with all its sections per save, by its author, and restores one: visitors read the old sections again', async () => {
    const base = '/api/content/page/sobre';
    expect((await call('PUT', base, editor, { title: 'Sobre' })).statusCode).toBe(200);
    const hero = (await call('POST', '/api/content/sobre/sections', editor, { type: 'hero', content: { title: { pt: 'Quem somos', en: 'Who we are' }, buttons: [], metrics: [] } })).json().data;
    await call('POST', '/api/content/sobre/sections', admin, { type: 'text', content: { body: { pt: 'Nossa história' } } });
    const saved = await call('PUT', `/api/content/sobre/sections/${hero.id}`, admin, { content: { title: { pt: 'Somos outra empresa' }, buttons: [], metrics: [] } });
    expect(saved.statusCode).toBe(200);
    await call('DELETE', `/api/content/sobre/sections/${hero.id}`, editor);

    const list = await revisionsOf(base, editor);
    expect(list.currentVersion).toBe(5);
    expect(list.data.map((r) => [r.version, r.authorName])).toEqual([
      [5, editorName],
      [4, adminName],
      [3, adminName],
      [2, editorName],
      [1, editorName],
    ]);
    const three = await call('GET', `${base}/revisions/${at(list, 3).id}`, editor);
    expect(three.json().data).toMatchObject({ version: 3, title: 'Sobre' });
    expect(three.json().data.data.sections.map((s: { type: string; content: { title?: object; body?: object } }) => [s.type, s.content.title ?? s.content.body])).toEqual([
      ['hero', { pt: 'Quem somos', en: 'Who we are' }],
      ['text', { pt: 'Nossa história' }],
    ]);

    const restored = await restore(base, at(list, 3), editor);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ message: 'Versão restaurada', data: { version: 6, authorName: editorName } });
    const page = (await call('GET', '/api/content/slug/sobre', {})).json().data;
    expect(page.sections.map((s: { id: string; content: object }) => [s.id, s.content])).toEqual([
      [hero.id, { title: { pt: 'Quem somos', en: 'Who we are' }, buttons: [], metrics: [] }],
      [expect.any(String), { body: { pt: 'Nossa história' } }],
    ]);
    // Nothing rewritten: the restore is the sixth version; the one before it is still there.
    expect((await versionsOf(base)).slice(0, 2)).toEqual([
      [6, editorName],
      [5, editorName],
    ]);
    const log = (await call('GET', '/api/activity?itemId=sobre', admin)).json().data.data as { action: string; type: string }[];
    expect(log[0]).toMatchObject({ action: 'restore-revision', type: 'content' });
    // The page can be edited on from there: its sections are rows like any other.
    expect((await call('PUT', `/api/content/sobre/sections/${hero.id}`, editor, { visible: false })).statusCode).toBe(200);
  });

  it('keeps a menu with all its items and restores one; a menu’s history is the administrators’', async () => {
    const base = '/api/menus/main';
    const home = (await call('POST', '/api/menus/main/items', admin, { labelKey: 'nav.home', path: '/' })).json().data;
    const blog = (await call('POST', '/api/menus/main/items', admin, { label: { pt: 'Blog', en: 'Blog' }, path: '/blog' })).json().data;
    // Addressed by id, the menu's history is still kept under its slug.
    const menuId = (await call('GET', '/api/menus/slug/main', admin)).json().data.id;
    await call('POST', `/api/menus/${menuId}/items/reorder`, admin, { itemOrders: [{ id: blog.id, order: 1 }, { id: home.id, order: 2 }] });
    await call('DELETE', `/api/menus/main/items/${blog.id}`, admin);
    expect((await call('GET', '/api/menus/slug/main', {})).json().data.items.map((i: { path: string }) => i.path)).toEqual(['/']);

    const list = await revisionsOf(base);
    // The menu existed before its first tracked save: that content is kept first, by "Sistema".
    expect(list.data.map((r) => [r.version, r.authorName])).toEqual([
      [5, adminName],
      [4, adminName],
      [3, adminName],
      [2, adminName],
      [1, 'Sistema'],
    ]);
    expect((await restore(base, at(list, 4))).statusCode).toBe(200);
    expect((await call('GET', '/api/menus/slug/main', {})).json().data.items.map((i: { id: string; path: string; label: unknown }) => [i.id, i.path, i.label])).toEqual([
      [blog.id, '/blog', { pt: 'Blog', en: 'Blog' }],
      [home.id, '/', null],
    ]);
    expect((await restore(base, at(list, 1))).statusCode).toBe(200);
    expect((await call('GET', '/api/menus/slug/main', {})).json().data.items).toEqual([]);
    expect((await revisionsOf(base)).currentVersion).toBe(7);

    expect((await call('GET', `${base}/revisions`, editor)).statusCode).toBe(403);
    expect((await restore(base, at(list, 4), editor)).statusCode).toBe(403);
  });

  it('keeps the whole footer; its legal texts’ save names the version it read and a stale one is refused with 409', async () => {
    const base = '/api/footer';
    const opened = (await call('GET', '/api/footer/admin', admin)).json().data;
    expect(opened.version).toBe(0);
    const column = (await call('POST', '/api/footer/columns', admin, { title: { pt: 'Institucional' } })).json().data;
    await call('POST', `/api/footer/columns/${column.id}/links`, admin, { label: { pt: 'Contato' }, url: '/contato', newTab: true });
    const social = opened.socialLinks[0];
    await call('PUT', `/api/footer/social-links/${social.id}`, admin, { url: 'https://www.linkedin.com/company/outra' });

    // The form opened at version 0; the footer is at 4 since.
    const stale = await call('PUT', '/api/footer', admin, { rightsText: { pt: 'Direitos de outro.' }, copyrightYear: 2030, version: opened.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(new RegExp(`^O rodapé foi alterado por ${adminName} ${STALE_TIME}$`));
    expect(stale.json().details).toMatchObject({ version: '0', currentVersion: '4', changedBy: adminName });
    const read = (await call('GET', '/api/footer/admin', admin)).json().data;
    expect(read).toMatchObject({ version: 4, copyrightYear: 2025 });
    const texts = await call('PUT', '/api/footer', admin, { rightsText: { pt: 'Direitos reservados.' }, copyrightYear: 2030, registrationNumber: '12.345.678/0001-95', version: read.version });
    expect(texts.statusCode).toBe(200);
    expect(texts.json().data).toMatchObject({ version: 5, copyrightYear: 2030 });
    // A save without a version (older clients) goes through.
    expect((await call('PUT', '/api/footer', admin, { copyrightYear: 2031 })).json().data.version).toBe(6);

    const list = await revisionsOf(base);
    expect(list.data.map((r) => r.version)).toEqual([6, 5, 4, 3, 2, 1]);
    expect((await restore(base, at(list, 3))).statusCode).toBe(200);
    const now = (await call('GET', '/api/footer', {})).json().data;
    expect(now).toMatchObject({ copyrightYear: 2025, registrationNumber: '', rightsText: { pt: 'Todos os direitos reservados.' } });
    expect(now.columns).toEqual([{ id: column.id, title: { pt: 'Institucional' }, order: 1, links: [expect.objectContaining({ url: '/contato', newTab: true, label: { pt: 'Contato' } })] }]);
    expect(now.socialLinks[0].url).toBe('https://www.linkedin.com/company/orbita');
    expect((await call('GET', `${base}/revisions`, editor)).statusCode).toBe(403);
  });

  it('keeps each page’s SEO: a save over a newer version is refused with who and when, nothing written; restore brings every language back', async () => {
    const base = '/api/seo/page/software';
    const opened = (await call('GET', '/api/seo/page/software', editor)).json().data;
    expect(opened).toMatchObject({ page: 'software', title: {}, version: 0 });
    const first = await call('PUT', '/api/seo/software', admin, { title: { pt: 'Software sob medida', en: 'Custom software' }, version: opened.version });
    expect(first.statusCode).toBe(200);
    // The SEO as it was before (nothing set) is version 1, the save version 2.
    expect(first.json().data).toMatchObject({ title: { pt: 'Software sob medida', en: 'Custom software' }, version: 2 });

    const stale = await call('PUT', '/api/seo/software', editor, { title: { pt: 'Título do editor' }, version: opened.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(new RegExp(`^O SEO desta página foi alterado por ${adminName} ${STALE_TIME}$`));
    expect(stale.json().details).toMatchObject({ version: '0', currentVersion: '2', changedBy: adminName });
    expect((await call('GET', '/api/seo/page/software', {})).json().data).toMatchObject({ title: { pt: 'Software sob medida' }, version: 2 });

    const second = await call('PUT', '/api/seo/software', editor, { title: { pt: 'Outro título' }, noindex: true, version: 2 });
    expect(second.json().data).toMatchObject({ title: { pt: 'Outro título' }, noindex: true, version: 3 });
    const list = await revisionsOf(base, editor);
    expect(list.data.map((r) => [r.version, r.authorName])).toEqual([
      [3, editorName],
      [2, adminName],
      [1, 'Sistema'],
    ]);
    expect((await restore(base, at(list, 2), editor)).statusCode).toBe(200);
    expect((await call('GET', '/api/seo/page/software', {})).json().data).toMatchObject({ title: { pt: 'Software sob medida', en: 'Custom software' }, noindex: false, version: 4 });
    expect((await call('GET', `${base}/revisions`, sales)).statusCode).toBe(403);
  });

  it('keeps the global SEO, refuses a stale save and restores it (administrators only)', async () => {
    const base = '/api/seo/global';
    const opened = (await call('GET', '/api/seo/global', admin)).json().data;
    expect(opened.version).toBe(0);
    const { version: _version, ...global } = opened;
    const saved = await call('PUT', '/api/seo/global', admin, { ...global, siteName: 'Órbita Labs', version: 0 });
    expect(saved.json().data).toMatchObject({ siteName: 'Órbita Labs', version: 2 });
    const stale = await call('PUT', '/api/seo/global', admin, { ...global, siteName: 'Outro nome', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(new RegExp(`^O SEO global foi alterado por ${adminName} ${STALE_TIME}$`));
    // The stored setting holds the fields only, never the version sent.
    expect((await call('GET', '/api/seo', {})).json().data.global).toEqual({ ...global, siteName: 'Órbita Labs' });

    const list = await revisionsOf(base);
    expect((await restore(base, at(list, 1))).statusCode).toBe(200);
    expect((await call('GET', '/api/seo/global', {})).json().data).toEqual({ ...global, version: 3 });
    expect((await call('GET', `${base}/revisions`, editor)).statusCode).toBe(403);
  });

  it('keeps the contact configuration, refuses a stale save, restores it, and keeps as many versions as the setting says', async () => {
    const base = '/api/settings/contact';
    const config = (number: string) => ({
      phone: { title: 'Telefone', number },
      email: { title: 'E-mail', address: 'contato@orbita.dev' },
      careers: { title: 'Carreiras', link: '', hideButton: false },
      location: { title: 'Onde estamos', address: 'São Paulo' },
    });
    const opened = (await call('GET', '/api/settings', {})).json().data;
    expect(opened).toMatchObject({ contactConfig: null, version: 0 });
    const first = await call('PATCH', '/api/settings', admin, { contactConfig: { ...config('+55 11 1111-1111'), translations: { en: { phone: { title: 'Phone' } } } }, version: 0 });
    expect(first.statusCode).toBe(200);
    // Nothing was saved before: the first save is version 1.
    expect(first.json().data.version).toBe(1);
    const stale = await call('PATCH', '/api/settings', admin, { contactConfig: config('+55 11 2222-2222'), version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(new RegExp(`^A configuração de contato foi alterada por ${adminName} ${STALE_TIME}$`));
    expect((await call('PATCH', '/api/settings', admin, { contactConfig: config('+55 11 3333-3333'), version: 1 })).json().data.version).toBe(2);

    const list = await revisionsOf(base);
    expect((await restore(base, at(list, 1))).statusCode).toBe(200);
    expect((await call('GET', '/api/settings', {})).json().data).toMatchObject({
      contactConfig: { phone: { number: '+55 11 1111-1111' }, translations: { en: { phone: { title: 'Phone' } } } },
      version: 3,
    });

    expect((await call('PUT', '/api/settings/history', admin, { keep: 5 })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await call('PATCH', '/api/settings', admin, { contactConfig: config(`+55 11 4444-000${i}`) });
    const kept = await revisionsOf(base);
    expect(kept).toMatchObject({ currentVersion: 7, keep: 5 });
    expect(kept.data.map((r) => r.version)).toEqual([7, 6, 5, 4, 3]);
    await call('PUT', '/api/settings/history', admin, { keep: 50 });
    expect((await call('GET', `${base}/revisions`, editor)).statusCode).toBe(403);
  });

  it('restores a revision written before pages were built from blocks as blocks (decision 047)', async () => {
    await call('PUT', '/api/content/page/obrigado', admin, { title: 'Obrigado' });
    const [old] = await t.app.services.database.db
      .insert(revisions)
      .values({
        type: 'content',
        itemId: 'obrigado',
        version: 1,
        authorName: 'Sistema',
        data: {
          title: 'Obrigado',
          sections: [
            { id: randomUUID(), type: 'hero', visible: true, order: 1, content: { pt: { title: 'Valeu pelo contato!' }, es: { title: '¡Gracias!' } } },
            { id: randomUUID(), type: 'cta', visible: true, order: 2, content: { pt: { title: 'Enquanto isso', ctaLabel: 'Veja os cases', ctaUrl: '/cases' } } },
          ],
        },
      })
      .returning();
    expect((await call('POST', `/api/content/page/obrigado/revisions/${old!.id}/restore`, admin)).statusCode).toBe(200);
    const sections = (await call('GET', '/api/content/page/obrigado', admin)).json().data.sections as { type: string; content: Record<string, unknown> }[];
    const defaultHero = DEFAULT_PAGE_BLOCKS.obrigado[0]!.content as { title: Record<string, string> };
    expect(sections.map((section) => section.type)).toEqual(['hero', 'cta']);
    expect(sections[0]!.content).toMatchObject({ visual: 'thanks', title: { pt: 'Valeu pelo contato!', en: defaultHero.title.en, es: '¡Gracias!' } });
    expect(sections[1]!.content).toEqual({ title: { pt: 'Enquanto isso' }, buttons: [{ label: { pt: 'Veja os cases' }, href: '/cases', style: 'primary' }] });
  });

  it('answers 404 for a revision of another item, 400 for a malformed one or one that no longer validates; a version of the wrong kind is a 400', async () => {
    await call('PUT', '/api/content/page/carreiras', admin, { title: 'Carreiras' });
    await call('POST', '/api/content/carreiras/sections', admin, { type: 'text', content: { body: { pt: 'Vagas abertas' } } });
    const list = await revisionsOf('/api/content/page/carreiras');
    const [old] = await t.app.services.database.db
      .insert(revisions)
      .values({ type: 'content', itemId: 'carreiras', version: 1, data: { title: 'Carreiras', sections: [{ id: list.data[0]!.id, type: 'carrossel', content: { pt: {} } }] }, authorName: 'Sistema' })
      .returning();
    const refused = await call('POST', `/api/content/page/carreiras/revisions/${old!.id}/restore`, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Esta versão não pode ser restaurada: Tipo de seção inválido');
    expect((await call('GET', '/api/content/page/carreiras', admin)).json().data.sections).toHaveLength(1);
    expect((await call('GET', `/api/content/page/home/revisions/${list.data[0]!.id}`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/content/page/home/revisions/${list.data[0]!.id}/restore`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/content/page/carreiras/revisions/nao-e-id', admin)).statusCode).toBe(400);
    const bad = await call('PUT', '/api/seo/software', admin, { title: { pt: 'x' }, version: 'dois' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ version: 'Versão inválida' });
  });
});
