import { describe, expect, it } from 'vitest';
import { align, code, continueList, countWords, indentLines, insertBlock, styleLines, wrapInline, type Edit, type Selection } from './text-ops';

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

  /** The text after the edit, with "|" where the cursor is (or [ ] around the selection). */
  const after = (value: string, edit: Edit | null) => {
    if (!edit) return null;
    const text = value.slice(0, edit.from) + edit.insert + value.slice(edit.to);
    if (edit.selectStart === edit.selectEnd) return `${text.slice(0, edit.selectStart)}|${text.slice(edit.selectStart)}`;
    return `${text.slice(0, edit.selectStart)}[${text.slice(edit.selectStart, edit.selectEnd)}]${text.slice(edit.selectEnd)}`;
  };
  const at = (marked: string): Selection => ({ value: marked.replace('|', ''), start: marked.indexOf('|'), end: marked.indexOf('|') });

  it('continues bullets, numbers, tasks and quotes on Enter, keeping the indentation', () => {
    const enter = (marked: string) => after(at(marked).value, continueList(at(marked)));
    expect(enter('- um|')).toBe('- um\n- |');
    expect(enter('* um|')).toBe('* um\n* |');
    expect(enter('1. um\n2. dois|')).toBe('1. um\n2. dois\n3. |');
    expect(enter('9) nove|')).toBe('9) nove\n10) |');
    expect(enter('- [x] feito|')).toBe('- [x] feito\n- [ ] |');
    expect(enter('> citação|')).toBe('> citação\n> |');
    expect(enter('- a\n  - b|')).toBe('- a\n  - b\n  - |');
    // The text after the cursor moves to the new item.
    expect(enter('- um| dois')).toBe('- um\n- | dois');
  });

  it('ends the list when Enter is pressed on an empty item', () => {
    const enter = (marked: string) => after(at(marked).value, continueList(at(marked)));
    expect(enter('- um\n- |')).toBe('- um\n|');
    expect(enter('1. um\n2. |\ndepois')).toBe('1. um\n|\ndepois');
    expect(enter('> |')).toBe('|');
  });

  it('leaves Enter alone outside lists, on a selection and inside the marker', () => {
    expect(continueList(at('um parágrafo|'))).toBeNull();
    expect(continueList(at('-|- um'))).toBeNull();
    expect(continueList({ value: '- um dois', start: 2, end: 4 })).toBeNull();
    expect(continueList(at('#| título'))).toBeNull();
  });

  it('nests list items under the one before with Tab and brings them back with Shift+Tab', () => {
    const tab = (marked: string, outdent = false) => after(at(marked).value, indentLines(at(marked), outdent));
    expect(tab('- a\n- b|')).toBe('- a\n  - b|');
    expect(tab('1. a\n2. b|')).toBe('1. a\n   2. b|');
    expect(tab('- a\n  - b\n  - c|')).toBe('- a\n  - b\n    - c|');
    expect(tab('- a\n    - b|', true)).toBe('- a\n- b|');
    expect(tab('- a\n  - b\n    - c|', true)).toBe('- a\n  - b\n  - c|');
    expect(tab('1. a\n   - b|', true)).toBe('1. a\n- b|');
    // Nothing to bring back at the first level; a plain line lets Tab leave the field.
    expect(indentLines(at('- a|'), true)).toBeNull();
    expect(indentLines(at('um parágrafo|'), false)).toBeNull();
    // Several selected lines move together and stay selected.
    const block = { value: '- a\n- b\n- c', start: 4, end: 11 };
    expect(after(block.value, indentLines(block, false))).toBe('- a\n[  - b\n  - c]');
  });
});
