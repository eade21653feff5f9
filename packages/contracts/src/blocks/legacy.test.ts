import { describe, expect, it } from 'vitest';
import { BLOCK_SCHEMAS, convertLegacyPage, convertLegacySection, DEFAULT_PAGE_BLOCKS, isLegacyContent, isLegacySection, type TBlockType } from './index.js';

const valid = (block: { type: TBlockType; content: Record<string, unknown> } | null) => {
  expect(block).not.toBeNull();
  expect(BLOCK_SCHEMAS[block!.type].safeParse(block!.content).error?.issues).toBeUndefined();
  return block!;
};

describe('old sections', () => {
  it('are told apart from blocks by their content', () => {
    expect(isLegacyContent({ pt: { title: 'Olá' } })).toBe(true);
    expect(isLegacyContent({ pt: {}, en: {}, es: {} })).toBe(true);
    expect(isLegacyContent({ en: { title: 'Hi' } })).toBe(false);
    expect(isLegacyContent({ title: { pt: 'Olá' } })).toBe(false);
    expect(isLegacyContent({ pt: {}, title: {} })).toBe(false);
    expect(isLegacyContent(null)).toBe(false);
    expect(isLegacyContent([])).toBe(false);
    expect(isLegacySection({ type: 'cards', content: { pt: { title: 'Olá' } } })).toBe(true);
    expect(isLegacySection({ type: 'cards', content: { title: { pt: 'Olá' }, items: [] } })).toBe(false);
    expect(isLegacySection({ type: 'steps', content: { pt: { title: 'Olá' } } })).toBe(false);
  });

  it('text becomes text, with its items and link in the body', () => {
    const block = valid(
      convertLegacySection('sobre', {
        type: 'text',
        content: {
          pt: { title: 'História', description: 'Começamos em 2012.', ctaLabel: 'Vagas', ctaUrl: '/carreiras', items: [{ title: 'Missão', description: 'Resolver.' }] },
          en: { title: 'Story', description: 'We started in 2012.' },
        },
      }),
    );
    expect(block).toEqual({
      type: 'text',
      content: {
        title: { pt: 'História', en: 'Story' },
        body: { pt: 'Começamos em 2012.\n\n**Missão**\n\nResolver.\n\n[Vagas](/carreiras)', en: 'We started in 2012.\n\n**Missão**\n\nResolver.\n\n[Vagas](/carreiras)' },
      },
    });
  });

  it('metrics become metrics; items without a value are left out', () => {
    const block = valid(
      convertLegacySection('home', {
        type: 'metrics',
        content: { pt: { title: 'Números', items: [{ title: 'clientes', value: '100+' }, { title: 'sem valor' }] }, es: { items: [{ title: 'clientes' }] } },
      }),
    );
    expect(block).toEqual({ type: 'metrics', content: { title: { pt: 'Números' }, metrics: [{ value: '100+', label: { pt: 'clientes', es: 'clientes' } }] } });
  });

  it('cards become cards, subtitle as the eyebrow, texts clipped to the new lengths', () => {
    const long = 'x'.repeat(400);
    const block = valid(
      convertLegacySection('software', {
        type: 'cards',
        content: { pt: { title: 'Valores', subtitle: 'Por que nós', description: 'Seis motivos.', items: [{ title: long, description: 'Um.' }] } },
      }),
    );
    expect(block.type).toBe('cards');
    expect(block.content).toMatchObject({ eyebrow: { pt: 'Por que nós' }, title: { pt: 'Valores' }, text: { pt: 'Seis motivos.' } });
    expect((block.content.items as { title: { pt: string } }[])[0].title.pt).toHaveLength(120);
  });

  it('a call to action keeps its button; one without a safe link sends to /contato', () => {
    expect(valid(convertLegacySection('home', { type: 'cta', content: { pt: { title: 'Vamos?', ctaLabel: 'Ligar', ctaUrl: 'tel:+55 11 4002-8922' } } })).content.buttons).toEqual([
      { label: { pt: 'Ligar' }, href: 'tel:+55 11 4002-8922', style: 'primary' },
    ]);
    const unsafe = valid(convertLegacySection('home', { type: 'cta', content: { pt: { title: 'Vamos?', ctaLabel: 'Ir', ctaUrl: 'javascript:alert(1)' } } }));
    expect(unsafe.content.buttons).toEqual([{ label: { pt: 'Fale conosco', en: 'Contact us', es: 'Contáctenos' }, href: '/contato', style: 'primary' }]);
  });

  it('a section with too little for its type becomes text, and one with nothing is dropped', () => {
    expect(valid(convertLegacySection('home', { type: 'cards', content: { pt: { description: 'Só texto.' } } })).type).toBe('text');
    expect(valid(convertLegacySection('home', { type: 'cta', content: { pt: { description: 'Sem título.' } } })).type).toBe('text');
    expect(convertLegacySection('home', { type: 'metrics', content: { pt: {} } })).toBeNull();
  });
});

describe('a page of old sections', () => {
  const sections = [
    { type: 'cta', content: { pt: { title: 'Fale conosco', ctaLabel: 'Contato', ctaUrl: '/contato' } }, visible: false },
    { type: 'hero', content: { pt: { title: 'Software que escala', description: 'Do MVP à escala.' }, en: { title: 'Software that scales' } }, visible: true },
    { type: 'text', content: { pt: { description: 'Um texto.' } }, visible: true },
  ];

  it("gets its default blocks with the old hero's texts, each language's own, then the other sections", () => {
    const blocks = convertLegacyPage('software', sections);
    const defaults = DEFAULT_PAGE_BLOCKS.software;
    expect(blocks.map((b) => b.type)).toEqual([...defaults.map((b) => b.type), 'cta', 'text']);
    expect(blocks.map((b) => b.visible)).toEqual([...defaults.map(() => true), false, true]);
    const hero = blocks[0].content as Record<string, Record<string, string>>;
    const defaultHero = defaults[0].content as Record<string, Record<string, string>>;
    expect(hero.title).toEqual({ pt: 'Software que escala', en: 'Software that scales', es: defaultHero.title.es });
    expect(hero.description).toEqual({ ...defaultHero.description, pt: 'Do MVP à escala.' });
    expect(hero.buttons).toEqual(defaultHero.buttons);
    expect(blocks.slice(1, defaults.length)).toEqual(defaults.slice(1).map((b) => ({ ...b, visible: true })));
    for (const block of blocks) valid(block);
  });

  it('drops a hidden old hero: its texts never showed', () => {
    const blocks = convertLegacyPage('obrigado', [{ ...sections[1], visible: false }]);
    expect(blocks).toEqual(DEFAULT_PAGE_BLOCKS.obrigado.map((b) => ({ ...b, visible: true })));
  });

  it('is converted section by section when it already has blocks', () => {
    const hero = { type: 'hero', content: { title: { pt: 'Novo' }, buttons: [], metrics: [] }, visible: true };
    const blocks = convertLegacyPage('home', [hero, ...sections]);
    expect(blocks.map((b) => b.type)).toEqual(['hero', 'cta', 'text']);
    expect(blocks[0].content).toEqual(hero.content);
  });

  it('of a page without defaults keeps only what it had', () => {
    const blocks = convertLegacyPage('carreiras', sections);
    expect(blocks.map((b) => [b.type, b.visible])).toEqual([['cta', false], ['hero', true], ['text', true]]);
    expect(valid(blocks[1]).content.title).toEqual({ pt: 'Software que escala', en: 'Software that scales' });
  });
});
