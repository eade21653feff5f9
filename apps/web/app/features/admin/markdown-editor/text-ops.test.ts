import { describe, expect, it } from 'vitest';
import { align, code, countWords, insertBlock, styleLines, wrapInline, type Edit, type Selection } from './text-ops';

const run = (selection: Selection, edit: Edit) => ({
  value: selection.value.slice(0, edit.from) + edit.insert + selection.value.slice(edit.to),
  selected: (selection.value.slice(0, edit.from) + edit.insert + selection.value.slice(edit.to)).slice(edit.selectStart, edit.selectEnd),
});

describe('Markdown text operations', () => {
  it('wraps the selection in bold and unwraps it on a second press', () => {
    const s = { value: 'um dois três', start: 3, end: 7 };
    const bold = run(s, wrapInline(s, '**', '**', 'x'));
    expect(bold).toEqual({ value: 'um **dois** três', selected: 'dois' });
    const again = { value: bold.value, start: 5, end: 9 };
    expect(run(again, wrapInline(again, '**', '**', 'x')).value).toBe('um dois três');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    const s = { value: 'a ', start: 2, end: 2 };
    expect(run(s, wrapInline(s, '*', '*', 'texto em itálico'))).toEqual({ value: 'a *texto em itálico*', selected: 'texto em itálico' });
  });

  it('turns lines into headings, replacing another level, and numbers list items', () => {
    const s = { value: '# Velho\noutra', start: 2, end: 2 };
    expect(run(s, styleLines(s, 'h2', 'Título')).value).toBe('## Velho\noutra');
    const list = { value: 'a\nb\n\nc', start: 0, end: 6 };
    expect(run(list, styleLines(list, 'numbered', 'Item')).value).toBe('1. a\n2. b\n\n3. c');
    const bullets = { value: '- a\n- b', start: 0, end: 7 };
    expect(run(bullets, styleLines(bullets, 'bullet', 'Item')).value).toBe('a\nb');
  });

  it('puts blocks on a paragraph of their own and leaves the cursor after them', () => {
    const s = { value: 'texto', start: 5, end: 5 };
    const edit = insertBlock(s, 'https://youtu.be/dQw4w9WgXcQ');
    expect(run(s, edit).value).toBe('texto\n\nhttps://youtu.be/dQw4w9WgXcQ\n\n');
    expect(edit.selectStart).toBe(run(s, edit).value.length);
  });

  it('aligns with a div the renderer keeps, so the rest of the post stays Markdown', () => {
    const s = { value: '# Título\n\nparágrafo', start: 12, end: 12 };
    const result = run(s, align(s, 'center'));
    expect(result.value).toBe('# Título\n\n<div style="text-align:center">\n\nparágrafo\n\n</div>\n\n');
    expect(result.selected).toBe('parágrafo');
  });

  it('uses inline code for a phrase and a fenced block for several lines', () => {
    const inline = { value: 'npm test', start: 0, end: 8 };
    expect(run(inline, code(inline)).value).toBe('`npm test`');
    const block = { value: 'a\nb', start: 0, end: 3 };
    expect(run(block, code(block)).value).toBe('```\na\nb\n```\n\n');
  });

  it('counts words', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  uma  frase\ncurta ')).toBe(3);
  });
});
