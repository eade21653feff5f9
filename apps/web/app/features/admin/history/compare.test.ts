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
});
