import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDialog, apiAs, dialog, expectToast, newAdminPage, row, signIn } from './admin-helpers.js';
import { launchBrowser, startProduct, type Product } from './support/product.js';

/** Back office: blog (product.md §2, §5, §7, §8), the Markdown editor, the media picker and the media library. */

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

type Post = { id: string; slug: string; title: string; status: string; categories: string[]; tags: string[]; featuredImage: string | null; seoTitle: string | null; seoDescription: string | null; content: string; excerpt: string };

async function adminPosts(page: Page): Promise<Post[]> {
  const res = await apiAs(page, 'GET', '/blog/admin?page=1&limit=100&sortBy=createdAt&sortOrder=desc');
  return (res.body as { data: { data: Post[] } }).data.data;
}

async function openBlog(): Promise<Page> {
  const page = await newAdminPage(browser, product, contexts);
  await signIn(page, product);
  await page.getByRole('link', { name: 'Blog' }).click();
  await page.getByRole('heading', { name: 'Gerenciamento do Blog' }).waitFor();
  await page.getByRole('table', { name: 'Publicações' }).waitFor();
  return page;
}

const image = (color: string, format: 'png' | 'webp' = 'png') =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: color } })[format]().toBuffer();

/** Picks the first `count` tiles in an open picker and confirms. */
async function pick(page: Page, pickerName: string, count = 1) {
  const picker = dialog(page, pickerName);
  const tiles = picker.locator('button[aria-pressed]');
  await tiles.first().waitFor();
  for (let i = 0; i < count; i++) await tiles.nth(i).click();
  await picker.getByRole('button', { name: 'Confirmar Seleção' }).click();
  await picker.waitFor({ state: 'detached' });
}

const editorText = (form: Locator) => form.getByPlaceholder('Digite o conteúdo aqui... Use Markdown para formatação');

describe('blog screen', () => {
  it('lists posts 10 per page with date, status and paging', async () => {
    const page = await openBlog();
    const all = await adminPosts(page);
    const table = page.getByRole('table', { name: 'Publicações' });
    // The first column holds the selection checkbox (bulk actions).
    expect(await table.locator('thead th').allTextContents()).toEqual(['', 'Publicação', 'Data', 'Status', 'Ações']);
    expect(await table.locator('thead th').first().getByRole('checkbox', { name: 'Selecionar todos desta página' }).count()).toBe(1);
    expect(await table.locator('tbody tr').count()).toBe(Math.min(10, all.length));
    const first = all[0]!;
    const line = row(page, first.title);
    expect(await line.textContent()).toContain(first.excerpt.slice(0, 20));
    expect(await line.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(await line.getByText(/^(Publicado|Rascunho)$/).textContent()).toBe(first.status === 'published' ? 'Publicado' : 'Rascunho');
    const pages = Math.ceil(all.length / 10);
    await page.getByText(`Página 1 de ${pages}`).waitFor();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText(`Página 2 de ${pages}`).waitFor();
    await row(page, all[10]!.title).waitFor();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByText(`Página 1 de ${pages}`).waitFor();
  });

  it('writes a post with the toolbar and images from the picker, publishes it and shows it on the public site', async () => {
    const page = await openBlog();
    await page.getByRole('button', { name: 'Nova Publicação' }).click();
    const form = dialog(page, 'Nova Publicação');
    await form.getByRole('button', { name: 'Criar Post' }).click();
    for (const message of ['Título é obrigatório', 'Resumo é obrigatório', 'Conteúdo é obrigatório']) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await form.getByRole('tab', { name: 'Conteúdo' }).getAttribute('aria-selected')).toBe('true');
    expect(await form.getByLabel('Categoria').inputValue()).toBe('tecnologia');
    expect(await form.getByLabel('Categoria').locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual([
      'tecnologia',
      'desenvolvimento',
      'design',
      'marketing',
      'negocios',
    ]);

    await form.getByLabel('Título', { exact: true }).fill('Guia prático de observabilidade');
    await form.getByLabel('Resumo').fill('Logs, métricas e traces sem complicação.');

    const text = editorText(form);
    await text.waitFor();
    expect(await text.getAttribute('rows')).toBe('12');
    // Empty preview text, then back to editing (edit → split → preview → edit).
    const mode = form.getByRole('button', { name: /^Modo de visualização/ });
    await mode.click();
    await form.getByText('A visualização aparecerá aqui...', { exact: true }).waitFor();
    await mode.click();
    expect(await text.count()).toBe(0);
    await mode.click();
    await text.waitFor();

    // Heading 2 on an empty line: the placeholder is selected, typing replaces it.
    await text.click();
    await form.getByRole('button', { name: 'Título 2' }).click();
    await page.keyboard.type('Visão geral');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Texto com ');
    await form.getByRole('button', { name: 'Negrito' }).click();
    await page.keyboard.type('destaque');
    await page.keyboard.press('End');
    await form.getByRole('button', { name: 'Inserir tabela' }).click();

    await form.getByRole('button', { name: 'Inserir vídeo do YouTube' }).click();
    let video = dialog(page, 'Inserir vídeo do YouTube');
    await video.getByRole('button', { name: 'Inserir vídeo' }).click();
    await video.getByText('Informe a URL do vídeo', { exact: true }).waitFor();
    await video.getByLabel('URL do vídeo').fill('https://youtu.be/dQw4w9WgXcQ');
    await video.getByRole('button', { name: 'Inserir vídeo' }).click();
    await video.waitFor({ state: 'detached' });

    await form.getByRole('button', { name: 'Inserir vídeo do YouTube' }).click();
    video = dialog(page, 'Inserir vídeo do YouTube');
    await video.getByLabel('URL do vídeo').fill('https://vimeo.com/123456');
    await video.getByRole('button', { name: 'Inserir vídeo' }).click();
    await video.waitFor({ state: 'detached' });

    await form.getByRole('button', { name: 'Inserir link' }).click();
    const link = dialog(page, 'Inserir link');
    await link.getByLabel('Texto do link').fill('nosso site');
    await link.getByRole('button', { name: 'Inserir link' }).click();
    await link.getByText('Informe a URL do link', { exact: true }).waitFor();
    await link.getByLabel('URL').fill('https://orbita.dev');
    await link.getByRole('button', { name: 'Inserir link' }).click();
    await link.waitFor({ state: 'detached' });

    await form.getByRole('button', { name: 'Inserir imagem da biblioteca' }).click();
    await pick(page, 'Inserir imagem');

    await form.getByRole('button', { name: 'Centralizar' }).click();
    await page.keyboard.type('Texto centralizado');

    await form.getByRole('button', { name: 'Inserir emoji' }).click();
    await page.getByRole('menuitem', { name: '🚀' }).click();

    const value = await text.inputValue();
    expect(value).toContain('## Visão geral\n\nTexto com **destaque**');
    expect(value).toContain('| Coluna 1 | Coluna 2 | Coluna 3 |\n| --- | --- | --- |');
    expect(value).toContain('\n\nhttps://youtu.be/dQw4w9WgXcQ\n\n');
    expect(value).toContain('[Assistir vídeo](https://vimeo.com/123456)');
    expect(value).toContain('[nosso site](https://orbita.dev)');
    expect(value).toMatch(/!\[[^\]]*\]\(\/uploads\/[^)]+\)/);
    expect(value).toContain('<div style="text-align:center">\n\nTexto centralizado🚀\n\n</div>');
    expect(value).toContain('🚀');
    const counts = await form.getByTestId('editor-counts').textContent();
    expect(counts).toMatch(/^\d+ palavras · \d+ caracteres$/);
    expect(counts).toContain(`${value.length} caracteres`);

    // Ctrl+Z undoes a toolbar edit like typing.
    await form.getByRole('button', { name: 'Modelo: tabela comparativa' }).click();
    expect(await text.inputValue()).toContain('## Comparativo: Opção A x Opção B');
    await page.keyboard.press('Control+z');
    expect(await text.inputValue()).toBe(value);

    // Live preview with the public renderer.
    await mode.click();
    const preview = form.getByTestId('markdown-preview');
    await preview.getByRole('heading', { level: 2, name: 'Visão geral' }).waitFor();
    expect(await preview.locator('strong').first().textContent()).toBe('destaque');
    expect(await preview.locator('table th').allTextContents()).toEqual(['Coluna 1', 'Coluna 2', 'Coluna 3']);
    expect(await preview.locator('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(await preview.getByRole('link', { name: 'Assistir vídeo' }).getAttribute('href')).toBe('https://vimeo.com/123456');
    expect(await preview.locator('div[style*="text-align"]').textContent()).toContain('Texto centralizado');
    await mode.click();
    await mode.click();

    // Cover from the picker, category, then the SEO tab.
    await form.getByRole('button', { name: 'Galeria' }).click();
    await pick(page, 'Imagem de capa');
    const cover = await form.getByLabel('Imagem de capa').inputValue();
    expect(cover).toMatch(/^\/uploads\//);
    await form.getByRole('img', { name: 'Pré-visualização da imagem de capa' }).waitFor();
    await form.getByLabel('Categoria').selectOption('desenvolvimento');
    await form.getByRole('tab', { name: 'SEO & Metadados' }).click();
    await form.getByLabel('Tags').fill('observabilidade, devops , ,');
    await form.getByLabel('Título SEO').fill('Observabilidade na prática');
    await form.getByLabel('Descrição SEO').fill('Como começar com logs, métricas e traces.');
    const publish = form.getByRole('switch', { name: 'Publicar imediatamente' });
    expect(await publish.getAttribute('aria-checked')).toBe('false');
    await publish.click();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/blog', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Criar Post' }).click();
    await form.getByRole('button', { name: 'Salvando...' }).waitFor();
    release();
    await expectToast(page, 'Post criado com sucesso');
    await form.waitFor({ state: 'detached' });
    const line = row(page, 'Guia prático de observabilidade');
    await line.getByText('Publicado', { exact: true }).waitFor();

    const post = (await adminPosts(page)).find((p) => p.title === 'Guia prático de observabilidade')!;
    expect(post).toMatchObject({
      status: 'published',
      categories: ['desenvolvimento'],
      tags: ['observabilidade', 'devops'],
      featuredImage: cover,
      seoTitle: 'Observabilidade na prática',
      seoDescription: 'Como começar com logs, métricas e traces.',
      excerpt: 'Logs, métricas e traces sem complicação.',
    });
    expect(post.content).toBe(value.trim());

    // On the public site.
    const visitor = await newAdminPage(browser, product, contexts);
    const response = await visitor.goto(`${product.url}/blog/${post.slug}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await visitor.getByRole('heading', { level: 1, name: 'Guia prático de observabilidade' }).waitFor();
    const article = visitor.locator('main');
    await article.getByRole('heading', { level: 2, name: 'Visão geral' }).waitFor();
    expect(await article.locator('strong', { hasText: 'destaque' }).count()).toBeGreaterThan(0);
    expect(await article.locator('table th').allTextContents()).toEqual(['Coluna 1', 'Coluna 2', 'Coluna 3']);
    expect(await article.locator('iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]').count()).toBe(1);
  });

  it('edits a post (full post loaded, falls back to the row), asks before dropping changes, toggles status and deletes', async () => {
    const page = await openBlog();
    const target = (await adminPosts(page)).find((p) => p.status === 'published')!;
    const line = row(page, target.title);

    await line.getByRole('button', { name: 'Editar post' }).click();
    let form = dialog(page, 'Editar Publicação');
    expect(await form.getByLabel('Título', { exact: true }).inputValue()).toBe(target.title);
    await form.getByRole('tab', { name: 'SEO & Metadados' }).click();
    expect(await form.getByRole('switch', { name: 'Publicar imediatamente' }).getAttribute('aria-checked')).toBe('true');
    await form.getByRole('tab', { name: 'Conteúdo' }).click();
    await form.getByLabel('Título', { exact: true }).fill('Título que não fica');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    const confirm = alertDialog(page, 'Cancelar Edição');
    await confirm.getByRole('button', { name: 'Voltar à Edição' }).click();
    expect(await form.getByLabel('Título', { exact: true }).inputValue()).toBe('Título que não fica');
    await page.keyboard.press('Escape');
    await alertDialog(page, 'Cancelar Edição').getByRole('button', { name: 'Sim, Cancelar' }).click();
    await form.waitFor({ state: 'detached' });
    await line.waitFor();

    // GET /blog/{id} fails: the form keeps the row's data.
    await page.route(`**/api/blog/${target.id}`, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"x","message":"Falha"}' }) : route.continue(),
    );
    await line.getByRole('button', { name: 'Editar post' }).click();
    form = dialog(page, 'Editar Publicação');
    expect(await form.getByLabel('Resumo').inputValue()).toBe(target.excerpt);
    await form.getByLabel('Resumo').fill('Resumo revisado.');
    await form.getByRole('button', { name: 'Atualizar' }).click();
    await expectToast(page, 'Post atualizado com sucesso');
    await form.waitFor({ state: 'detached' });
    await page.unroute(`**/api/blog/${target.id}`);
    expect((await adminPosts(page)).find((p) => p.id === target.id)!.excerpt).toBe('Resumo revisado.');

    await line.getByRole('button', { name: 'Despublicar post' }).click();
    await expectToast(page, 'Post despublicado');
    await line.getByText('Rascunho', { exact: true }).waitFor();
    expect((await fetch(`${product.url}/api/blog/public/slug/${target.slug}`)).status).toBe(404);
    await line.getByRole('button', { name: 'Publicar post' }).click();
    await expectToast(page, 'Post publicado');
    await line.getByText('Publicado', { exact: true }).waitFor();

    await page.route(`**/api/blog/${target.id}`, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"x","message":"Falha"}' }) : route.continue(),
    );
    await line.getByRole('button', { name: 'Excluir post' }).click();
    let remove = alertDialog(page, 'Excluir Post');
    expect(await remove.getByText('Tem certeza que deseja excluir este post? Ele vai para a Lixeira e poderá ser restaurado por 30 dias.', { exact: true }).count()).toBe(1);
    await remove.getByRole('button', { name: 'Sim, Excluir' }).click();
    await expectToast(page, 'Erro ao excluir post', 'Não foi possível excluir o post. Tente novamente.');
    await page.unroute(`**/api/blog/${target.id}`);

    await line.getByRole('button', { name: 'Excluir post' }).click();
    remove = alertDialog(page, 'Excluir Post');
    await remove.getByRole('button', { name: 'Sim, Excluir' }).click();
    await expectToast(page, 'Post excluído');
    await row(page, target.title).waitFor({ state: 'detached' });
  });

  it('shows the error toasts of failed saves with a retry description', async () => {
    const page = await openBlog();
    await page.route('**/api/blog', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"x","message":"Falha"}' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Nova Publicação' }).click();
    const form = dialog(page, 'Nova Publicação');
    await form.getByLabel('Título', { exact: true }).fill('Post que falha');
    await form.getByLabel('Resumo').fill('Resumo');
    await editorText(form).fill('Conteúdo');
    await form.getByRole('button', { name: 'Criar Post' }).click();
    await expectToast(page, 'Erro ao criar post', 'Não foi possível criar o post. Tente novamente.');
    // Still open with the text, for another try.
    expect(await form.getByLabel('Título', { exact: true }).inputValue()).toBe('Post que falha');
  });
});

describe('media picker', () => {
  it('uploads the valid files of a mixed batch in parallel and lists the refused ones with the exact messages', async () => {
    const page = await openBlog();
    await page.getByRole('button', { name: 'Nova Publicação' }).click();
    await dialog(page, 'Nova Publicação').getByRole('button', { name: 'Galeria' }).click();
    const picker = dialog(page, 'Imagem de capa');
    await picker.locator('button[aria-pressed]').first().waitFor();
    // Type tabs only when the picker is for every media type.
    expect(await picker.getByRole('tab').count()).toBe(0);
    expect(await picker.getByRole('button', { name: 'Confirmar Seleção' }).isDisabled()).toBe(true);
    const total = Number(/de (\d+) arquivos/.exec((await picker.getByText(/^Mostrando \d+ - \d+ de \d+ arquivos$/).textContent())!)![1]);
    await picker.getByText(`Mostrando 1 - 12 de ${total} arquivos`).waitFor();

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/media/upload')) uploads.push(request.method());
    });
    await picker.getByTestId('media-upload-input').setInputFiles([
      { name: 'capa-azul.png', mimeType: 'image/png', buffer: await image('#3442e0') },
      { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') },
      { name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
      { name: 'capa-verde.webp', mimeType: 'image/webp', buffer: await image('#12784a', 'webp') },
    ]);
    await picker.getByText('Alguns arquivos não foram aceitos', { exact: true }).waitFor();
    expect(await picker.getByTestId('rejected-files').locator('li').allTextContents()).toEqual([
      'notas.txt: tipo não suportado',
      'enorme.jpg: arquivo muito grande (máx. 10MB)',
    ]);
    await expectToast(page, 'Upload realizado com sucesso', '2 arquivos enviados.');
    expect(uploads).toEqual(['POST', 'POST']);
    await picker.getByText(`Mostrando 1 - 12 de ${total + 2} arquivos`).waitFor();
    // The new file is selected (single mode: one).
    await picker.getByText('1 arquivo selecionado').waitFor();

    // Search by name, with its empty text; the page goes back to 1.
    await picker.getByRole('button', { name: 'Página 2' }).click();
    await picker.getByText(`Mostrando 13 - 24 de ${total + 2} arquivos`).waitFor();
    expect(await picker.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    await picker.getByLabel('Buscar por nome do arquivo').fill('capa-');
    await picker.getByText('Mostrando 1 - 2 de 2 arquivos').waitFor();
    expect((await picker.locator('button[aria-pressed]').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')))).sort()).toEqual([
      'capa-azul.png',
      'capa-verde.webp',
    ]);
    await picker.getByLabel('Buscar por nome do arquivo').fill('nada-disso-existe');
    await picker.getByText('Nenhum arquivo encontrado com os critérios de busca.', { exact: true }).waitFor();

    // A file the server refuses (not really a PNG): 'Erro no upload' with the server's message.
    await picker.getByTestId('media-upload-input').setInputFiles([{ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('texto') }]);
    const [, serverMessage] = await expectToast(page, 'Erro no upload');
    expect(serverMessage).toBeTruthy();
    expect(serverMessage).not.toBe('Erro ao fazer upload das imagens. Tente novamente.');

    // Closing resets search, selection, page and the refused list.
    await picker.getByRole('button', { name: 'Cancelar' }).click();
    await dialog(page, 'Nova Publicação').getByRole('button', { name: 'Galeria' }).click();
    const again = dialog(page, 'Imagem de capa');
    await again.locator('button[aria-pressed]').first().waitFor();
    expect(await again.getByLabel('Buscar por nome do arquivo').inputValue()).toBe('');
    expect(await again.getByText('Alguns arquivos não foram aceitos').count()).toBe(0);
    expect(await again.getByRole('button', { name: 'Confirmar Seleção' }).isDisabled()).toBe(true);
    await again.getByText(`Mostrando 1 - 12 de ${total + 2} arquivos`).waitFor();
    expect(await again.getByRole('button', { name: 'Página 1', exact: true }).getAttribute('aria-current')).toBe('page');
  });
});

describe('media library', () => {
  it('edits alt text and name, refuses to delete a file in use (saying where) and deletes an unused one', async () => {
    const page = await openBlog();
    await page.getByRole('link', { name: 'Mídia' }).click();
    await page.getByRole('heading', { name: 'Biblioteca de Mídia' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Todos', 'Imagens', 'Vídeos', 'Documentos']);
    await page.getByRole('tab', { name: 'Vídeos' }).click();
    await page.getByText('Nenhum arquivo disponível.', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Todos' }).click();

    await page.getByTestId('media-upload-input').setInputFiles([{ name: 'avulsa.png', mimeType: 'image/png', buffer: await image('#c5f36b') }]);
    await expectToast(page, 'Upload realizado com sucesso', '1 arquivo enviado.');
    await page.getByRole('button', { name: 'avulsa.png' }).click();
    let details = dialog(page, 'Detalhes do arquivo');
    await details.getByLabel('Nome do arquivo').fill('folha-lima.png');
    await details.getByLabel('Texto alternativo (pt)').fill('Folha verde-lima');
    // Its English text, for the English pages (decision 031); the tab says it is written.
    await details.getByRole('tab', { name: 'Inglês' }).click();
    await details.getByLabel('Texto alternativo (en)').fill('Lime-green leaf');
    expect(await details.getByRole('tab', { name: 'Inglês' }).getAttribute('data-status')).toBe('complete');
    await details.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Arquivo atualizado');
    const listed = await apiAs(page, 'GET', '/media?search=folha-lima');
    const edited = (listed.body as { data: { data: { alt: string; altTranslations: { en?: string } }[] } }).data.data[0]!;
    expect(edited.alt).toBe('Folha verde-lima');
    expect(edited.altTranslations).toEqual({ en: 'Lime-green leaf' });
    await details.getByRole('button', { name: 'Excluir arquivo' }).click();
    await alertDialog(page, 'Excluir arquivo').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Arquivo excluído');
    await details.waitFor({ state: 'detached' });

    // A file a case uses.
    const cases = await apiAs(page, 'GET', '/cases?limit=100');
    const usedUrls = new Set(
      (cases.body as { data: { data: { imageUrl: string; logoUrl: string | null; gallery: string[] }[] } }).data.data.flatMap((c) => [c.imageUrl, c.logoUrl ?? '', ...c.gallery]),
    );
    const media = await apiAs(page, 'GET', '/media?limit=100');
    const file = (media.body as { data: { data: { url: string; originalName: string }[] } }).data.data.find((m) => usedUrls.has(m.url))!;
    const name = file.url.split('/').pop()!;
    await page.getByLabel('Buscar por nome do arquivo').fill(file.originalName);
    await page.getByRole('button', { name: file.originalName }).first().click();
    details = dialog(page, 'Detalhes do arquivo');
    await details.getByText(name).first().waitFor();
    await details.getByRole('button', { name: 'Excluir arquivo' }).click();
    await alertDialog(page, 'Excluir arquivo').getByRole('button', { name: 'Excluir' }).click();
    const [, message] = await expectToast(page, 'Erro ao excluir arquivo');
    expect(message).toMatch(/^Arquivo em uso: .+\. Troque a imagem antes de excluí-la\.$/);
  });
});
