import { describe, expect, it } from 'vitest';
import { changesBetween } from './compare';

describe('history comparison', () => {
  it('lists the fields that changed, with a word diff of long texts, in each language', () => {
    const before = { title: 'Um título', content: 'O texto antigo do post.', tags: ['a', 'b'], status: 'draft', translations: { en: { title: 'A title' } } };
    const after = { title: 'Um título', content: 'O texto novo do post.', tags: ['a'], status: 'published', translations: {} };
    const changes = changesBetween('blog', before, after);
    expect(changes.map((c) => c.label)).toEqual(['Conteúdo', 'Tags', 'Status', 'Título (inglês)']);
    expect(changes[0]!.parts).toEqual([{ value: 'O texto ' }, { value: 'antigo', removed: true }, { value: 'novo', added: true }, { value: ' do post.' }]);
    expect(changes[1]).toMatchObject({ before: 'a, b', after: 'a', parts: null });
    expect(changes[2]).toMatchObject({ before: 'Rascunho', after: 'Publicado' });
  });

  it('shows a page block by block: the one edited word by word, one added or removed against nothing', () => {
    const hero = { id: 'a', type: 'hero', visible: true, order: 1, content: { visual: 'about', title: { pt: 'Quem somos', en: 'Who we are' }, buttons: [], metrics: [] } };
    const text = { id: 'b', type: 'text', visible: true, order: 2, content: { body: { pt: 'Nossa história' } } };
    const before = { title: 'Sobre', sections: [hero, text] };
    const after = { title: 'Sobre', sections: [{ ...hero, content: { ...hero.content, title: { pt: 'Quem somos hoje', en: 'Who we are' } } }] };
    const changes = changesBetween('content', before, after);
    expect(changes.map((c) => c.label)).toEqual(['Seção: Quem somos hoje (Abertura (hero))', 'Seção: (sem título) (Texto)']);
    expect(changes[0]!.before).toBe('Posição: 1\nVisível: Sim\nVisual: Sobre: órbita e números\n[português]\nTítulo: Quem somos\n[inglês]\nTítulo: Who we are');
    expect(changes[0]!.parts?.filter((part) => part.added).map((part) => part.value.trim())).toEqual(['hoje']);
    expect(changes[1]).toMatchObject({ before: 'Posição: 2\nVisível: Sim\n[português]\nTexto: Nossa história', after: '' });
  });

  it('names a menu’s items and the footer’s columns and links in words', () => {
    const item = { id: 'i', labelKey: 'nav.blog', label: null, path: '/blog', visible: true, order: 1 };
    expect(changesBetween('menus', { items: [item] }, { items: [{ ...item, visible: false }] })).toMatchObject([
      { label: 'Item: nav.blog', before: 'Posição: 1\nVisível: Sim\nCaminho: /blog\nTexto: texto padrão do site (nav.blog)' },
    ]);
    const column = { id: 'c', title: { pt: 'Institucional' }, order: 1, links: [{ id: 'l', labelKey: null, label: { pt: 'Contato' }, url: '/contato', newTab: true, order: 1 }] };
    const footer = { columns: [column], socialLinks: [], rightsText: { pt: 'Direitos.' }, copyrightYear: 2025, registrationNumber: '' };
    const changes = changesBetween('footer', footer, { ...footer, copyrightYear: 2026, columns: [{ ...column, links: [] }] });
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Ano do copyright', '2025', '2026'],
      ['Coluna: Institucional', 'Posição: 1\nLinks:\n1. Contato → /contato (nova aba)', 'Posição: 1\nSem links'],
    ]);
  });
});
