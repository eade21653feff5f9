import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pager } from '../components/pager';
import { BulkBar, bulkDelete, plural } from './bulk';

/* A list that stopped counting (`meta.totalCapped`, decision 049) says "more than" everywhere it shows the count. */

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
/** Whether the button whose text includes `label` can be pressed. */
const enabled = (html: string, label: string) => {
  const button = html.split('<button').find((part) => part.split('</button>')[0]!.includes(label))!;
  return !/ disabled=""/.test(button.slice(0, button.indexOf('>')));
};
const noun = { one: 'contato', many: 'contatos' };
const remove = bulkDelete({ one: 'contato', many: 'contatos', title: 'Excluir contatos', run: async () => undefined });

describe('a list counted up to a cap', () => {
  it('pages past the last page counted, saying there are more', () => {
    const capped = renderToStaticMarkup(<Pager page={500} totalPages={500} more onPageChange={() => {}} />);
    expect(text(capped)).toContain('Página 500 de mais de 500');
    expect(enabled(capped, 'Próxima')).toBe(true);
    const exact = renderToStaticMarkup(<Pager page={5} totalPages={5} onPageChange={() => {}} />);
    expect(text(exact)).toContain('Página 5 de 5');
    expect(enabled(exact, 'Próxima')).toBe(false);
    expect(enabled(exact, 'Anterior')).toBe(true);
  });

  it('offers, selects and confirms "more than 10.000", never a number that is not the count', () => {
    const page = renderToStaticMarkup(
      <BulkBar selection={{ ids: ['a', 'b'] }} pageCount={2} pageSelected total={10_000} totalCapped actions={[remove]} noun={noun} onSelectAll={() => {}} onClear={() => {}} />,
    );
    expect(text(page)).toContain('2 contatos selecionados');
    expect(text(page)).toContain('Selecionar todos os mais de 10.000 contatos que correspondem aos filtros');
    const all = renderToStaticMarkup(
      <BulkBar selection={{ all: true, count: 10_000, more: true }} pageCount={2} pageSelected total={10_000} totalCapped actions={[remove]} noun={noun} onSelectAll={() => {}} onClear={() => {}} />,
    );
    expect(text(all)).toContain('mais de 10.000 contatos selecionados');
    expect(remove.confirm!.description(10_000, true)).toBe('Tem certeza que deseja excluir mais de 10.000 contatos? Esta ação não pode ser desfeita.');
    expect(remove.confirm!.description(1_234)).toBe('Tem certeza que deseja excluir 1.234 contatos? Esta ação não pode ser desfeita.');
    expect(plural(1, 'contato', 'contatos')).toBe('1 contato');
  });
});
