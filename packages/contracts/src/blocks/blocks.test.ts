import { describe, expect, it } from 'vitest';
import { ZSectionInput } from '../content.js';
import { CONTENT_PAGES } from '../rules.js';
import { BLOCK_DEFINITIONS, BLOCK_LINK_MESSAGE, BLOCK_SCHEMAS, BLOCK_TYPES, contentLanguages, DEFAULT_PAGE_BLOCKS, type BlockField, type TBlockType } from './index.js';

const pt = (text: string) => ({ pt: text });

/** A valid content of every type, the smallest that shows something. */
const SAMPLES: Record<TBlockType, Record<string, unknown>> = {
  hero: { visual: 'service', title: pt('Software sob medida'), buttons: [{ label: pt('Fale conosco'), href: '/contato' }], metrics: [{ value: '13+', label: pt('anos de mercado') }] },
  cards: { title: pt('Serviços'), style: 'services', items: [{ icon: 'code', title: pt('Software'), href: '/software', linkLabel: pt('Saiba mais') }] },
  plans: { title: pt('Formatos'), items: [{ name: pt('Squad'), points: pt('Um\nDois'), featured: true }] },
  steps: { items: [{ title: pt('Diagnóstico'), text: pt('Uma conversa.') }] },
  accordion: { buttons: [{ label: pt('Contato'), href: 'mailto:oi@orbita.dev' }], items: [{ title: pt('Cultura') }] },
  metrics: { metrics: [{ value: '98%', label: pt('satisfação') }], background: 'tint' },
  text: { body: pt('Um **texto** com [link](https://orbita.dev).') },
  technologies: { only: ['react', 'kotlin'] },
  cases: { source: 'picked', picked: ['3f1c0e7a-8d0b-4c55-9b8e-2f8a1a2b3c4d'] },
  posts: { linkLabel: pt('Ir para o blog') },
  cta: { title: pt('Vamos conversar?'), buttons: [{ label: pt('Ligar'), href: 'tel:+55 11 4002-8922', style: 'secondary' }] },
  contact: { title: pt('Fale com a gente'), source: 'software' },
  'contact-page': { formTitle: pt('Envie uma mensagem') },
  'case-grid': { title: pt('Todos os projetos') },
  'blog-list': {},
};

/** Where a type's links are: the path of the first one in its sample. */
const LINKS: Partial<Record<TBlockType, (string | number)[]>> = {
  hero: ['buttons', 0, 'href'],
  cards: ['items', 0, 'href'],
  accordion: ['buttons', 0, 'href'],
  cta: ['buttons', 0, 'href'],
};

const issuesOf = (type: string, content: unknown) => {
  const result = ZSectionInput.safeParse({ type, content });
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

/** The first text field of a type, with its name: the one the tests break. */
function firstText(type: TBlockType): [string, Extract<BlockField, { kind: 'line' | 'text' }>] {
  const entry = Object.entries(BLOCK_DEFINITIONS[type].fields as Record<string, BlockField>).find(([, field]) => field.kind === 'line' || field.kind === 'text');
  if (!entry) throw new Error(`${type} has no text`);
  return entry as [string, Extract<BlockField, { kind: 'line' | 'text' }>];
}

function withValue(content: Record<string, unknown>, path: (string | number)[], value: unknown) {
  const copy = structuredClone(content);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

describe('block contents', () => {
  it('has a sample of every type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  describe.each(BLOCK_TYPES)('%s', (type) => {
    it('accepts a valid content', () => {
      expect(issuesOf(type, SAMPLES[type])).toEqual([]);
    });

    it('refuses a field the type does not have, naming it', () => {
      expect(issuesOf(type, { ...SAMPLES[type], bogus: 1 })).toEqual([{ path: 'content', message: 'Campo desconhecido: bogus' }]);
    });

    it('refuses a text of the wrong type at its path', () => {
      const [name, field] = firstText(type);
      expect(issuesOf(type, { ...SAMPLES[type], [name]: 42 })).toEqual([{ path: `content.${name}`, message: `${field.label}: informe o texto por idioma ({ pt, en, es })` }]);
    });

    it('refuses a text too long, in the language where it is', () => {
      const [name, field] = firstText(type);
      expect(issuesOf(type, { ...SAMPLES[type], [name]: { pt: 'Título', es: 'x'.repeat(field.max + 1) } })).toEqual([{ path: `content.${name}.es`, message: `Máximo de ${field.max} caracteres` }]);
    });
  });

  describe.each(Object.entries(LINKS))('links of %s', (type, path) => {
    const sample = SAMPLES[type as TBlockType];
    it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example', 'ftp://orbita.dev'])('refuses %s', (href) => {
      expect(issuesOf(type, withValue(sample, path, href))).toEqual([{ path: ['content', ...path].join('.'), message: BLOCK_LINK_MESSAGE }]);
    });

    it.each(['/contato', '#contato', 'https://orbita.dev/vagas', 'mailto:contato@orbita.dev', 'tel:+55 (11) 4002-8922'])('accepts %s', (href) => {
      expect(issuesOf(type, withValue(sample, path, href))).toEqual([]);
    });
  });

  it('refuses an unknown type, and one of the old types with its old content', () => {
    expect(issuesOf('gallery', {})).toEqual([{ path: 'type', message: 'Tipo de seção inválido' }]);
    expect(issuesOf('hero', { pt: { title: 'Olá' } })).toContainEqual({ path: 'content', message: 'Campo desconhecido: pt' });
  });

  it('requires the Portuguese text where a field is required', () => {
    expect(issuesOf('cta', { title: { pt: ' ', en: 'Hi' }, buttons: [{ label: pt('Ok'), href: '/' }] })).toEqual([{ path: 'content.title.pt', message: 'Título: o texto em português é obrigatório' }]);
    expect(issuesOf('cta', { title: pt('Olá'), buttons: [] })).toEqual([{ path: 'content.buttons', message: 'Botões: pelo menos 1 item' }]);
  });
});

describe('the default blocks of the pages', () => {
  it('covers every page, each starting with its hero', () => {
    expect(Object.keys(DEFAULT_PAGE_BLOCKS).sort()).toEqual([...CONTENT_PAGES].sort());
    for (const page of CONTENT_PAGES) expect(DEFAULT_PAGE_BLOCKS[page][0].type, page).toBe('hero');
  });

  it.each(CONTENT_PAGES)('%s: every block is valid, on a page it may stand on, unique ones once', (page) => {
    const blocks = DEFAULT_PAGE_BLOCKS[page];
    for (const [index, block] of blocks.entries()) {
      expect(BLOCK_SCHEMAS[block.type].safeParse(block.content).error?.issues, `${page} ${index} ${block.type}`).toBeUndefined();
      const definition = BLOCK_DEFINITIONS[block.type] as { pages?: readonly string[]; unique?: boolean };
      if (definition.pages) expect(definition.pages).toContain(page);
      if (definition.unique) expect(blocks.filter((b) => b.type === block.type)).toHaveLength(1);
    }
  });

  it.each(CONTENT_PAGES)('%s: every text is written in Portuguese, English and Spanish', (page) => {
    for (const block of DEFAULT_PAGE_BLOCKS[page]) expect(contentLanguages(BLOCK_DEFINITIONS[block.type].fields, block.content), block.type).toEqual(['pt', 'en', 'es']);
  });

  it('shows the metrics as each page did: outsourcing +13, the others 13+', () => {
    const values = (page: keyof typeof DEFAULT_PAGE_BLOCKS) => (DEFAULT_PAGE_BLOCKS[page][0].content.metrics as { value: string }[]).map((m) => m.value);
    expect(values('outsourcing')).toEqual(['+13', '+100', '+200']);
    for (const page of ['home', 'sobre', 'software', 'aplicativo', 'cases'] as const) expect(values(page)).toEqual(['13+', '100+', '200+']);
  });

  it("gives each service page's carousel and form that service", () => {
    const of = (page: keyof typeof DEFAULT_PAGE_BLOCKS, type: TBlockType) => DEFAULT_PAGE_BLOCKS[page].find((b) => b.type === type)?.content.source;
    expect([of('home', 'cases'), of('software', 'cases'), of('aplicativo', 'cases'), of('outsourcing', 'cases')]).toEqual(['all', 'software', 'app', 'outsourcing']);
    expect([of('software', 'contact'), of('aplicativo', 'contact'), of('outsourcing', 'contact')]).toEqual(['software', 'aplicativo', 'outsourcing']);
  });
});
