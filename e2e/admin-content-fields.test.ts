import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, dialog, expectToast, newAdminPage, row, signIn } from './admin-helpers.js';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/**
 * Back office (issue 12): what a case and a post say on the site is what the editor filled in. A case's
 * service, sector, technologies and Markdown description; a post's slug and author; the publish switch
 * where the post is written; a tooltip and a name on every icon-only button.
 */

let product: Product;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function openScreen(name: 'Cases' | 'Blog'): Promise<Page> {
  const page = await newAdminPage(browser, product, contexts);
  await signIn(page, product);
  if (name === 'Blog') {
    await page.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { name: 'Gerenciamento do Blog' }).waitFor();
    await page.getByRole('table', { name: 'Publicações' }).locator('tbody tr').first().waitFor();
  } else {
    await page.getByRole('heading', { name: 'Gerenciamento de Cases' }).waitFor();
    await page.getByRole('table', { name: 'Cases' }).locator('tbody tr').first().waitFor();
  }
  return page;
}

async function pickFirst(page: Page, pickerName: string) {
  const picker = dialog(page, pickerName);
  const tiles = picker.locator('button[aria-pressed]');
  await tiles.first().waitFor();
  await tiles.first().click();
  await picker.getByRole('button', { name: 'Confirmar Seleção' }).click();
  await picker.waitFor({ state: 'detached' });
}

/** True when the element is inside the visible part of the dialog (no scrolling needed to see it). */
async function inSight(element: Locator, scroller: Locator): Promise<boolean> {
  const [box, frame] = await Promise.all([element.boundingBox(), scroller.boundingBox()]);
  if (!box || !frame) return false;
  return box.y >= frame.y && box.y + box.height <= frame.y + frame.height;
}

/**
 * Every icon-only button in `scope` (no visible text) has an accessible name, and pointing at it shows a
 * tooltip (the one the button is then described by). Disabled buttons cannot be pointed at; they are
 * checked for their name only. Returns each button's name and tooltip.
 */
async function checkIconButtons(page: Page, scope: Locator): Promise<Record<string, string>> {
  const buttons = scope.locator('button:not([role]), [role="button"]');
  const indexes = await buttons.evaluateAll((elements) =>
    elements.flatMap((element, index) => {
      const rect = element.getBoundingClientRect();
      const shown = rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      return shown && !(element as HTMLElement).innerText.trim() ? [index] : [];
    }),
  );
  expect(indexes.length).toBeGreaterThan(0);
  const seen: Record<string, string> = {};
  for (const index of indexes) {
    const button = buttons.nth(index);
    const name = (await button.getAttribute('aria-label')) ?? '';
    expect(name.trim(), await button.evaluate((b) => b.outerHTML.slice(0, 160))).not.toBe('');
    if (await button.isDisabled()) continue;
    await button.scrollIntoViewIfNeeded();
    // From outside, as a hand moves: a pointer heading for the previous tooltip keeps that one open (it
    // can be hovered), and the next opens once the pointer has left that path.
    await page.mouse.move(0, 0);
    await page.mouse.move(1, 1);
    await button.hover();
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2);
    await expect.poll(() => button.getAttribute('aria-describedby'), { message: `a tooltip for "${name}"`, timeout: 5_000 }).toBeTruthy();
    const tip = page.locator(`[id="${await button.getAttribute('aria-describedby')}"]`);
    const shown = page.locator('[data-radix-popper-content-wrapper]').filter({ has: tip });
    expect(await shown.isVisible(), `the tooltip of "${name}" is visible`).toBe(true);
    seen[name] = ((await tip.textContent()) ?? '').trim();
    expect(seen[name], `the tooltip of "${name}"`).not.toBe('');
  }
  await page.mouse.move(0, 0);
  return seen;
}

describe('a case says on the site what the editor filled in', () => {
  // Longer than most: it hovers every icon button of the form for its tooltip, each after the tooltips' 700 ms delay.
  it('creates a case with its service, sector, technologies and a Markdown description, and the case page shows them', async () => {
    const page = await openScreen('Cases');
    await page.getByRole('button', { name: 'Novo Case' }).click();
    const form = dialog(page, 'Adicionar Novo Case');

    // "Publicar case" is in sight while the case is being filled in, before any scrolling.
    const publish = form.getByRole('checkbox', { name: 'Publicar case' });
    expect(await publish.getAttribute('aria-checked')).toBe('true');
    expect(await inSight(publish, form)).toBe(true);

    // The service is the site's own list, with its labels; nothing is chosen for the editor.
    const service = form.getByLabel('Serviço');
    expect(await service.locator('option:not([disabled])').evaluateAll((o) => o.map((x) => [(x as HTMLOptionElement).value, x.textContent]))).toEqual([
      ['software', 'Software sob medida'],
      ['aplicativo', 'Aplicativo'],
      ['outsourcing', 'Outsourcing'],
    ]);
    await form.getByRole('button', { name: 'Salvar Case' }).click();
    await form.getByText('Escolha o serviço do case', { exact: true }).waitFor();

    await form.getByLabel('Título', { exact: true }).fill('App de Entregas Expressas');
    await form.getByLabel('Cliente', { exact: true }).fill('Rota Certa');
    await service.selectOption('aplicativo');
    await form.getByLabel('Setor').fill('Logística');

    // Technologies as chips: Enter or a comma adds, a chip's button removes it.
    const tech = form.getByLabel('Tecnologias');
    await tech.fill('Flutter');
    await tech.press('Enter');
    await tech.pressSequentially('Firebase, Kotlin,');
    const chips = form.getByRole('list', { name: 'Itens adicionados' }).getByRole('listitem');
    expect(await chips.allTextContents()).toEqual(['Flutter', 'Firebase', 'Kotlin']);
    await form.getByRole('button', { name: 'Remover Kotlin' }).click();
    expect(await chips.allTextContents()).toEqual(['Flutter', 'Firebase']);
    await tech.fill('Go');

    // The description in the same Markdown editor as posts: a bold word and a list.
    const description = form.getByLabel('Descrição', { exact: true });
    await description.fill('Um app para **motoristas** de entrega.\n\n- Rotas offline\n- Assinatura na entrega');
    expect(await inSight(publish, form)).toBe(true);
    await form.getByRole('group', { name: 'Imagem principal' }).getByRole('button', { name: 'Escolher imagem' }).click();
    await pickFirst(page, 'Imagem principal');

    // The dialog's icon-only buttons (close, chips, toolbar...) have a name and a tooltip.
    const tips = await checkIconButtons(page, dialog(page, 'Adicionar Novo Case'));
    expect(tips).toMatchObject({ Fechar: 'Fechar', 'Remover Flutter': 'Remover Flutter', Negrito: 'Negrito' });

    await dialog(page, 'Adicionar Novo Case').getByRole('button', { name: 'Salvar Case' }).click();
    await expectToast(page, 'Case criado com sucesso!');
    await form.waitFor({ state: 'detached' });
    const saved = ((await apiAs(page, 'GET', '/cases?limit=100')).body as { data: { data: { slug: string; category: string; industry: string; technologies: string[]; description: string }[] } }).data.data.find(
      (c) => c.slug === 'app-de-entregas-expressas',
    )!;
    // "Go" was typed and not yet added when the field was left: leaving the field keeps it.
    expect(saved).toMatchObject({ category: 'aplicativo', industry: 'Logística', technologies: ['Flutter', 'Firebase', 'Go'] });

    // The table's icon-only buttons (reorder, publish, feature, edit, delete) too.
    const rowTips = await checkIconButtons(page, row(page, 'App de Entregas Expressas'));
    expect(Object.values(rowTips)).toContain('Reordenar: arraste, ou Enter e as setas');
    expect(rowTips).toMatchObject({ 'Editar case': 'Editar case' });

    const visitor = await newAdminPage(browser, product, contexts);
    const response = await visitor.goto(`${product.url}/cases/app-de-entregas-expressas`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const title = visitor.getByRole('heading', { level: 1, name: 'App de Entregas Expressas' });
    expect(await title.locator('xpath=preceding-sibling::p').textContent()).toBe('Aplicativo · Logística');
    expect(await visitor.locator('main').textContent()).not.toContain('Geral');
    const facts = visitor.locator('aside dl');
    expect(await facts.textContent()).toContain('SegmentoLogística');
    expect(await facts.textContent()).toContain('CategoriaAplicativo');
    expect(await facts.locator('ul li').allTextContents()).toEqual(['Flutter', 'Firebase', 'Go']);
    const text = visitor.getByTestId('case-description');
    expect(await text.locator('strong').textContent()).toBe('motoristas');
    expect(await text.locator('ul > li').allTextContents()).toEqual(['Rotas offline', 'Assinatura na entrega']);
    expect(await text.textContent()).not.toContain('**');
    // Search engines read text, not Markdown.
    expect(await visitor.locator('meta[name="description"]').getAttribute('content')).toBe('Um app para motoristas de entrega. Rotas offline Assinatura na entrega');
  }, 150_000);

  it('a description written as plain text before still reads as paragraphs, the first one leading', async () => {
    const visitor = await newAdminPage(browser, product, contexts);
    const cases = (await (await fetch(`${product.url}/api/cases`)).json()) as { data: { data: { slug: string; description: string }[] } };
    const seeded = cases.data.data.find((c) => c.slug !== 'app-de-entregas-expressas')!;
    await visitor.goto(`${product.url}/cases/${seeded.slug}`, { waitUntil: 'networkidle' });
    const paragraphs = visitor.getByTestId('case-description').locator('p');
    expect(await paragraphs.allTextContents()).toEqual([seeded.description]);
    const size = await paragraphs.first().evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    expect(size).toBeGreaterThanOrEqual(20);
  });
});

describe('a post says on the site who wrote it, at the address the editor chose', () => {
  // Longer than most: it hovers every icon button of the form for its tooltip, each after the tooltips' 700 ms delay.
  it('derives the slug from the title until it is edited, signs with the chosen staff member and publishes from the content tab', async () => {
    const page = await openScreen('Blog');
    const beatriz = await apiAs(page, 'POST', '/users', { name: 'Beatriz Nogueira', email: 'beatriz@e2e.dev', role: 'editor', password: 'senha-da-beatriz' });
    expect(beatriz.status).toBe(201);
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string; name: string });
    const taken = ((await apiAs(page, 'GET', '/blog/admin?limit=1')).body as { data: { data: { slug: string }[] } }).data.data[0]!.slug;

    await page.getByRole('button', { name: 'Nova Publicação' }).click();
    const form = dialog(page, 'Nova Publicação');
    const title = form.getByLabel('Título', { exact: true });
    const slug = form.getByLabel('Slug');
    await title.fill('Testes de ponta a ponta: por onde começar?');
    expect(await slug.inputValue()).toBe('testes-de-ponta-a-ponta-por-onde-comecar');
    await slug.fill('Testes E2E');
    await title.fill('Testes de ponta a ponta na prática');
    expect(await slug.inputValue()).toBe('Testes E2E');

    // Signed by who writes it unless another staff member is chosen; names only, no e-mails.
    const author = form.getByLabel('Autor');
    expect(await author.inputValue()).toBe(me.id);
    expect(await author.locator('option:checked').textContent()).toBe(me.name);
    expect(me.name).not.toBe('Administrador');
    const options = await author.locator('option').allTextContents();
    expect(options).toContain('Beatriz Nogueira');
    expect(options.join(' ')).not.toContain('@');
    await author.selectOption({ label: 'Beatriz Nogueira' });

    await form.getByLabel('Resumo').fill('Um roteiro curto para o primeiro teste.');
    const editor = form.getByPlaceholder('Digite o conteúdo aqui... Use Markdown para formatação');
    await editor.fill('## Primeiro passo\n\nComece pelo fluxo que **dá dinheiro**.');

    // The status and the publish switch are where the post is written, not in "SEO & Metadados".
    expect(await form.getByRole('tab', { name: 'Conteúdo' }).getAttribute('aria-selected')).toBe('true');
    const publish = form.getByRole('switch', { name: 'Publicar imediatamente' });
    expect(await publish.isVisible()).toBe(true);
    expect(await form.getByRole('tabpanel').getByRole('switch').count()).toBe(0);
    expect(await publish.getAttribute('aria-checked')).toBe('false');
    await form.getByText('Fica como rascunho: só a equipe vê.', { exact: true }).waitFor();
    await publish.click();
    await form.getByText('Será publicado ao criar.', { exact: true }).waitFor();

    // The rule of product.md §5, then a slug another post has: both said under the field.
    await form.getByRole('button', { name: 'Criar Post' }).click();
    await form.getByText('Slug deve conter apenas letras minúsculas, números e hífens', { exact: true }).waitFor();
    await slug.fill(taken);
    await form.getByRole('button', { name: 'Criar Post' }).click();
    await expectToast(page, 'Erro ao criar post');
    await form.getByText('Já existe um post com este slug', { exact: true }).waitFor();
    expect(await slug.getAttribute('aria-invalid')).toBe('true');

    await slug.fill('testes-e2e-na-pratica');
    await checkIconButtons(page, form);
    await form.getByRole('button', { name: 'Criar Post' }).click();
    await expectToast(page, 'Post criado com sucesso');
    await form.waitFor({ state: 'detached' });
    await row(page, 'Testes de ponta a ponta na prática').getByText('Publicado', { exact: true }).waitFor();
    await checkIconButtons(page, row(page, 'Testes de ponta a ponta na prática'));

    // Editing it: the header says its status; the author stays.
    await row(page, 'Testes de ponta a ponta na prática').getByRole('button', { name: 'Editar post' }).click();
    const edit = dialog(page, 'Editar Publicação');
    await edit.getByText('Status: Publicado', { exact: true }).waitFor();
    await edit.getByText('Publicado: visível no site.', { exact: true }).waitFor();
    expect(await edit.getByLabel('Autor').locator('option:checked').textContent()).toBe('Beatriz Nogueira');
    expect(await edit.getByLabel('Slug').inputValue()).toBe('testes-e2e-na-pratica');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await edit.waitFor({ state: 'detached' });

    // On the site: at the slug chosen (also as /blog/{id}/{slug}), signed by Beatriz.
    const visitor = await newAdminPage(browser, product, contexts);
    for (const path of ['/blog/testes-e2e-na-pratica', '/blog/testes-e2e-na-pratica/testes-e2e-na-pratica']) {
      const response = await visitor.goto(`${product.url}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(200);
      await visitor.getByRole('heading', { level: 1, name: 'Testes de ponta a ponta na prática' }).waitFor();
      const article = visitor.locator('main article').first();
      expect(await article.getByText('Beatriz Nogueira', { exact: true }).first().isVisible()).toBe(true);
      expect(await article.textContent()).not.toContain('Administrador');
    }
    expect((await visitor.goto(`${product.url}/blog/testes-de-ponta-a-ponta-por-onde-comecar`))?.status()).toBe(404);
  }, 150_000);
});

describe('the Markdown editor behaves as editors expect', () => {
  it('continues and ends lists on Enter, nests with Tab, formats with Ctrl+B/I/K, undoes any edit, and uploads a pasted image', async () => {
    const page = await openScreen('Blog');
    await page.getByRole('button', { name: 'Nova Publicação' }).click();
    const form = dialog(page, 'Nova Publicação');
    const text = form.getByPlaceholder('Digite o conteúdo aqui... Use Markdown para formatação');
    await text.click();

    // The bullet button, then three lines typed: three items, the last one nested with Tab; Enter on the
    // empty item after it ends the list.
    await form.getByRole('button', { name: 'Lista com marcadores' }).click();
    await page.keyboard.type('Café');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pão');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('integral');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('Queijo');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // Numbered items and quotes continue too.
    await page.keyboard.type('1. Planejar');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Medir');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('> Uma citação');
    await page.keyboard.press('Enter');
    await page.keyboard.type('em duas linhas');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await text.inputValue()).toBe('- Café\n- Pão\n  - integral\n- Queijo\n\n1. Planejar\n2. Medir\n\n> Uma citação\n> em duas linhas\n');

    // Ctrl+B and Ctrl+I on a selection; Ctrl+Z undoes, Ctrl+Shift+Z redoes.
    await page.keyboard.press('Enter');
    await page.keyboard.type('texto forte e leve');
    const before = await text.inputValue();
    await text.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(element.value.length - 'texto forte e leve'.length + 6, element.value.length - ' e leve'.length));
    await page.keyboard.press('Control+b');
    await text.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(element.value.length - 'leve'.length, element.value.length));
    await page.keyboard.press('Control+i');
    expect(await text.inputValue()).toBe(`${before.slice(0, -'forte e leve'.length)}**forte** e *leve*`);
    const formatted = await text.inputValue();
    await page.keyboard.press('Control+z');
    expect(await text.inputValue()).toBe(`${before.slice(0, -'forte e leve'.length)}**forte** e leve`);
    await page.keyboard.press('Control+z');
    expect(await text.inputValue()).toBe(before);
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+Shift+z');
    expect(await text.inputValue()).toBe(formatted);

    // Ctrl+K opens the link dialog with the selected words.
    await text.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(element.value.length - 'leve*'.length, element.value.length - 1));
    await page.keyboard.press('Control+k');
    const link = dialog(page, 'Inserir link');
    expect(await link.getByLabel('Texto do link').inputValue()).toBe('leve');
    await link.getByLabel('URL').fill('https://orbita.dev');
    await link.getByRole('button', { name: 'Inserir link' }).click();
    await link.waitFor({ state: 'detached' });
    await expect.poll(() => text.inputValue()).toContain('*[leve](https://orbita.dev)*');

    // The preview renders what was typed: three items with one nested, two numbered, one quote.
    const mode = form.getByRole('button', { name: /^Modo de visualização/ });
    await mode.click();
    const preview = form.getByTestId('markdown-preview');
    await preview.locator('ul').first().waitFor();
    expect(await preview.locator(':scope ul:not(li ul) > li').evaluateAll((items) => items.map((li) => li.firstChild?.textContent?.trim()))).toEqual([
      'Café',
      'Pão',
      'Queijo',
    ]);
    expect(await preview.locator('li ul > li').allTextContents()).toEqual(['integral']);
    expect(await preview.locator('ol > li').allTextContents()).toEqual(['Planejar', 'Medir']);
    expect((await preview.locator('blockquote').textContent())?.replace(/\s+/g, ' ').trim()).toBe('Uma citação em duas linhas');
    await mode.click();
    await mode.click();

    // An image pasted from the clipboard is uploaded to the media library and inserted where the cursor is.
    await text.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    const name = `colado-${Date.now()}`;
    await text.evaluate(async (element: HTMLTextAreaElement, name) => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 30;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#1d4ed8';
      context.fillRect(0, 0, 40, 30);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const data = new DataTransfer();
      data.items.add(new File([blob], `${name}.png`, { type: 'image/png' }));
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, name);
    await expectToast(page, 'Imagem inserida');
    await expect.poll(() => text.inputValue()).toMatch(new RegExp(`!\\[${name}\\]\\(/uploads/[^)]+\\.png\\)\\n*$`));
    expect(await text.inputValue()).not.toContain('Enviando');
    const library = (await apiAs(page, 'GET', `/media?search=${name}`)).body as { data: { data: { originalName: string }[] } };
    expect(library.data.data.map((media) => media.originalName)).toEqual([`${name}.png`]);

    // A dropped file that is not an image is refused with its reason, and nothing is inserted.
    const withImage = await text.inputValue();
    await text.evaluate((element: HTMLTextAreaElement) => {
      const data = new DataTransfer();
      data.items.add(new File(['not an image'], 'notas.txt', { type: 'text/plain' }));
      element.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await expectToast(page, 'Imagem não enviada');
    expect(await text.inputValue()).toBe(withImage);

    // On a line outside a list, Tab leaves the field: the keyboard is never trapped in it.
    await text.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Tab');
    expect(await text.evaluate((element) => document.activeElement === element)).toBe(false);
  });
});

/** Uploads a fresh PNG through the API as the signed-in browser; its alt text starts empty. */
async function uploadImage(page: Page, name: string): Promise<{ id: string; url: string }> {
  return page.evaluate(async (name) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    canvas.getContext('2d')!.fillRect(0, 0, 64, 48);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const body = new FormData();
    body.append('file', new File([blob], `${name}.png`, { type: 'image/png' }));
    const response = await fetch('/api/media/upload', { method: 'POST', headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` }, body });
    return ((await response.json()) as { data: { id: string; url: string } }).data;
  }, name);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return element?.labels?.[0]?.textContent?.trim() ?? element?.getAttribute('aria-label') ?? null;
  });

describe('SEO › Corrigir opens the exact editor and field', () => {
  it('lands on the cover alt text, the SEO title, a gallery image and a page title in English; alt text saved from the editor clears the report', async () => {
    const page = await openScreen('Blog');
    const cover = await uploadImage(page, 'capa-sem-alt');
    const [shot1, shot2] = [await uploadImage(page, 'tela-1'), await uploadImage(page, 'tela-2')];
    await apiAs(page, 'PUT', `/media/${shot1.id}`, { alt: 'Tela inicial do app' });
    const title = `Guia de SEO para quem escreve posts longos ${'e'.repeat(30)}`;
    const post = await apiAs(page, 'POST', '/blog', { title, excerpt: 'Resumo curto.', content: 'Texto.', featuredImage: cover.url, published: true });
    expect(post.status).toBe(201);
    const item = await apiAs(page, 'POST', '/cases', {
      title: 'Painel de Frota',
      slug: 'painel-de-frota',
      client: 'Via Rápida',
      category: 'software',
      imageUrl: shot1.url,
      gallery: [shot1.url, shot2.url],
      description: 'Um painel.',
      published: true,
    });
    expect(item.status).toBe(201);
    await apiAs(page, 'PUT', '/seo/blog', { title: { en: 'A blog title in English that is far too long for any search engine' } });

    const health = async () => {
      await page.getByRole('link', { name: 'SEO', exact: true }).click();
      const report = page.getByRole('table', { name: 'Problemas de SEO' });
      await report.waitFor();
      return report;
    };

    // The post's cover has no alt text: its own link opens the post at that field.
    let report = await health();
    await row(report, title).getByRole('link', { name: `Corrigir: Imagem de capa sem texto alternativo (${title})` }).click();
    let form = dialog(page, 'Editar Publicação');
    await form.waitFor();
    expect(decodeURIComponent(page.url())).toContain('field=alt:cover');
    await expect.poll(() => focusedLabel(page), { timeout: 5_000 }).toBe('Texto alternativo da capa');
    await page.keyboard.type('Capa azul com o título do guia');
    await page.keyboard.press('Tab');
    await form.getByText('Salvo na Mídia', { exact: true }).waitFor();
    expect(((await apiAs(page, 'GET', `/media/${cover.id}`)).body as { data: { alt: string } }).data.alt).toBe('Capa azul com o título do guia');
    // Closing the editor takes the link off the address.
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');

    // The post's title is too long: the SEO tab, at "Título SEO". The cover is no longer reported.
    report = await health();
    const postRow = row(report, title);
    await postRow.getByText('Título com', { exact: false }).waitFor();
    expect(await postRow.textContent()).not.toContain('Imagem de capa sem texto alternativo');
    await postRow.getByRole('link', { name: /^Corrigir: Título com \d+ caracteres/ }).click();
    form = dialog(page, 'Editar Publicação');
    await form.waitFor();
    await expect.poll(() => focusedLabel(page), { timeout: 5_000 }).toBe('Título SEO');
    expect(await form.getByRole('tab', { name: 'SEO & Metadados' }).getAttribute('aria-selected')).toBe('true');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached' });

    // The case's second gallery image has no alt text: the case, at that image's alt text.
    report = await health();
    await row(report, 'Painel de Frota').getByRole('link', { name: 'Corrigir: 1 imagem(ns) sem texto alternativo (Painel de Frota)' }).click();
    form = dialog(page, 'Editar Case');
    await form.waitFor();
    await expect.poll(() => focusedLabel(page), { timeout: 5_000 }).toBe('Texto alternativo da imagem 2');
    expect(await form.getByLabel('Texto alternativo da imagem 1').inputValue()).toBe('Tela inicial do app');
    await page.keyboard.type('Mapa da frota em tempo real');
    await page.keyboard.press('Enter');
    await expect.poll(async () => ((await apiAs(page, 'GET', `/media/${shot2.id}`)).body as { data: { alt: string } }).data.alt).toBe('Mapa da frota em tempo real');
    expect(await form.isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached' });

    // The blog page's English title: SEO por página on /blog, the English tab, at its title.
    report = await health();
    expect((await row(report, 'Painel de Frota').allTextContents()).join(' ')).not.toContain('sem texto alternativo');
    await row(report, '/blog').getByRole('link', { name: /^Corrigir: Título \(en\) com/ }).click();
    await page.waitForURL(/\/admin\/seo\?page=blog&field=title\.en$/);
    await expect.poll(() => focusedLabel(page), { timeout: 5_000 }).toBe('Título (en)');
    expect(await page.getByRole('form', { name: 'SEO da página' }).getByRole('tab', { name: 'Inglês' }).getAttribute('aria-selected')).toBe('true');

    // On a phone the screen fits its width (language tabs and image fields wrap), and each problem is still its own link.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await row(report, '/blog').getByRole('link', { name: /^Corrigir: Título \(en\) com/ }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });

    // The site reads the alt text written in the editor.
    const visitor = await newAdminPage(browser, product, contexts);
    await visitor.goto(`${product.url}/cases/painel-de-frota`, { waitUntil: 'networkidle' });
    expect(await visitor.locator('img[alt="Mapa da frota em tempo real"]').count()).toBeGreaterThan(0);
  });
});

describe('content in three languages (issue 13)', () => {
  it('Traduções lists what misses a language; Traduzir opens the post on that language, whose tab says its state, and saving puts it on its English address', async () => {
    const page = await newAdminPage(browser, product, contexts);
    await signIn(page, product);
    await page.getByRole('link', { name: /^Traduções/ }).click();
    await page.getByRole('heading', { name: 'Traduções', level: 1 }).waitFor();
    // The demo keeps two posts in Portuguese only: missing in English.
    await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'Inglês' }).click();
    await page.getByRole('group', { name: 'Situação' }).getByRole('button', { name: 'Faltando' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('missing');
    const table = page.getByRole('table', { name: 'Traduções' });
    await expect.poll(() => row(table, 'Acessibilidade digital').count()).toBe(1);
    expect(await row(table, 'LGPD na prática').count()).toBe(1);
    // Every row is missing in English (the posts other tests created are in Portuguese only too).
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows.every((text) => text.includes('Faltando'))).toBe(true);
    const target = row(table, 'LGPD na prática');
    expect(await target.textContent()).toContain('Faltando');
    await target.getByRole('link', { name: /^Traduzir/ }).click();

    const editor = dialog(page, 'Editar Publicação');
    await editor.waitFor();
    const english = editor.getByRole('radio', { name: /^EN/ });
    await expect.poll(() => english.getAttribute('aria-checked')).toBe('true');
    expect(await english.getAttribute('data-status')).toBe('missing');
    const title = editor.getByLabel('Título', { exact: true });
    await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await title.inputValue()).toBe('');
    await title.fill('LGPD in practice for development teams');
    expect(await english.getAttribute('data-status')).toBe('partial');
    await editor.getByLabel('Resumo').fill('What Brazil’s data protection law asks of the people who build software.');
    await editor.locator('#field-content').fill('## Where to start\n\nMap the personal data your product keeps.');
    // The Portuguese fields are untouched, and Spanish still has nothing.
    await editor.getByRole('radio', { name: /^PT/ }).click();
    expect(await editor.getByLabel('Título', { exact: true }).inputValue()).toBe('LGPD na prática para times de desenvolvimento');
    expect(await editor.getByRole('radio', { name: /^ES/ }).getAttribute('data-status')).toBe('missing');
    await editor.getByRole('button', { name: 'Atualizar' }).click();
    await expectToast(page, 'Post atualizado com sucesso');

    const post = (await apiAs(page, 'GET', '/blog?limit=100')).body.data.data.find((item: { title: string }) => item.title.startsWith('LGPD na prática'));
    expect(post.slugs.en).toBe('lgpd-in-practice-for-development-teams');
    const site = await page.context().newPage();
    await site.goto(`${product.url}/en/blog/${post.slugs.en}`);
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe('LGPD in practice for development teams');
    expect(await site.getByTestId('only-in-portuguese').count()).toBe(0);
    // Back on Traduções, the post has left the English "missing" list.
    await page.goto(`${product.url}/admin/traducoes?lang=en&status=missing`, { waitUntil: 'networkidle' });
    await expect.poll(() => row(table, 'Acessibilidade digital').count()).toBe(1);
    expect(await row(table, 'LGPD na prática').count()).toBe(0);
  });

  it('a case in Spanish: Copiar do português fills the empty fields, the Spanish title and sector show on its Spanish address', async () => {
    const page = await openScreen('Cases');
    const created = await apiAs(page, 'POST', '/cases', { title: 'Portal de agendamento', slug: 'portal-de-agendamento', client: 'Clínica Sol', imageUrl: '/uploads/x.png', category: 'software', industry: 'Saúde', description: 'Agenda online.' });
    expect(created.status).toBe(201);
    await page.goto(`${product.url}/admin/cases?edit=${created.body.data.id}`, { waitUntil: 'networkidle' });
    const editor = dialog(page, 'Editar Case');
    await editor.waitFor();
    await editor.getByRole('radio', { name: /^ES/ }).click();
    await editor.getByRole('button', { name: 'Copiar do português' }).click();
    expect(await editor.getByLabel('Setor').inputValue()).toBe('Saúde');
    await editor.getByLabel('Título', { exact: true }).fill('Portal de citas');
    await editor.getByLabel('Setor').fill('Salud');
    expect(await editor.getByRole('radio', { name: /^ES/ }).getAttribute('data-status')).toBe('complete');
    await editor.getByRole('button', { name: 'Salvar Case' }).click();
    await expectToast(page, 'Case atualizado com sucesso!');
    const site = await page.context().newPage();
    await site.goto(`${product.url}/es/cases/portal-de-agendamento`);
    expect(site.url()).toBe(`${product.url}/es/cases/portal-de-citas`);
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe('Portal de citas');
    expect(await site.locator('main').textContent()).toContain('Salud');
  });
});
