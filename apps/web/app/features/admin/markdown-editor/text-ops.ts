/*
 * Markdown edits as pure functions of the text and its selection: each returns the range to replace,
 * the text to put there and what to select afterwards. The editor applies them in a way that keeps undo.
 */

export type Selection = { value: string; start: number; end: number };
export type Edit = { from: number; to: number; insert: string; selectStart: number; selectEnd: number };

/** **bold**, *italic*, `code`: wraps the selection, or unwraps it when it is already wrapped. */
export function wrapInline({ value, start, end }: Selection, before: string, after: string, placeholder: string): Edit {
  const selected = value.slice(start, end);
  const wrapped = value.slice(start - before.length, start) === before && value.slice(end, end + after.length) === after;
  if (selected && wrapped) {
    return { from: start - before.length, to: end + after.length, insert: selected, selectStart: start - before.length, selectEnd: end - before.length };
  }
  const text = selected || placeholder;
  return {
    from: start,
    to: end,
    insert: `${before}${text}${after}`,
    selectStart: start + before.length,
    selectEnd: start + before.length + text.length,
  };
}

function lineRange(value: string, start: number, end: number) {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const newline = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  const to = newline === -1 ? value.length : newline;
  return { from, to };
}

const HEADING = /^#{1,6}\s+/;
const BULLET = /^[-*+]\s+/;
const NUMBERED = /^\d+[.)]\s+/;
const QUOTE = /^>\s?/;

type LineStyle = 'h1' | 'h2' | 'h3' | 'bullet' | 'numbered' | 'quote';

const PREFIX: Record<LineStyle, (index: number) => string> = {
  h1: () => '# ',
  h2: () => '## ',
  h3: () => '### ',
  bullet: () => '- ',
  numbered: (i) => `${i + 1}. `,
  quote: () => '> ',
};
const MATCH: Record<LineStyle, RegExp> = { h1: /^#\s+/, h2: /^##\s+/, h3: /^###\s+/, bullet: BULLET, numbered: NUMBERED, quote: QUOTE };
const CLEAR: Record<LineStyle, RegExp> = { h1: HEADING, h2: HEADING, h3: HEADING, bullet: NUMBERED, numbered: BULLET, quote: QUOTE };

/** Headings, lists and quotes apply to whole lines; applying the same style again removes it. */
export function styleLines({ value, start, end }: Selection, style: LineStyle, placeholder: string): Edit {
  const { from, to } = lineRange(value, start, end);
  const block = value.slice(from, to);
  const lines = block.split('\n');
  if (block === '') {
    const insert = `${PREFIX[style](0)}${placeholder}`;
    return { from, to, insert, selectStart: from + PREFIX[style](0).length, selectEnd: from + insert.length };
  }
  const all = lines.every((line) => !line.trim() || MATCH[style].test(line));
  let n = 0;
  const next = lines
    .map((line) => {
      if (!line.trim()) return line;
      if (all) return line.replace(MATCH[style], '');
      const bare = line.replace(MATCH[style], '').replace(CLEAR[style], '');
      return `${PREFIX[style](n++)}${bare}`;
    })
    .join('\n');
  return { from, to, insert: next, selectStart: from, selectEnd: from + next.length };
}

/** Puts a block on its own paragraph (blank lines around it) at the cursor, replacing the selection. */
export function insertBlock({ value, start, end }: Selection, block: string, select?: { offset: number; length: number }): Edit {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const insert = `${lead}${block}${trail}`;
  const blockStart = start + lead.length;
  // Without a part to select, the cursor goes past the block, into a paragraph of its own.
  const cursor = start + insert.length;
  return {
    from: start,
    to: end,
    insert,
    selectStart: select ? blockStart + select.offset : cursor,
    selectEnd: select ? blockStart + select.offset + select.length : cursor,
  };
}

/** Inline text at the cursor (links, emoji), replacing the selection. */
export function insertInline({ start, end }: Selection, text: string): Edit {
  return { from: start, to: end, insert: text, selectStart: start + text.length, selectEnd: start + text.length };
}

/** `code` for a phrase, a fenced block for several lines. */
export function code(selection: Selection): Edit {
  const selected = selection.value.slice(selection.start, selection.end);
  if (!selected.includes('\n')) return wrapInline(selection, '`', '`', 'código');
  return insertBlock(selection, `\`\`\`\n${selected}\n\`\`\``);
}

export type Alignment = 'left' | 'center' | 'right';

/**
 * Aligned text as an HTML block with blank lines inside, so the Markdown within still renders
 * and the rest of the post stays Markdown (a <p> tag would turn the whole post into HTML).
 */
export function align(selection: Selection, alignment: Alignment): Edit {
  const { from, to } = lineRange(selection.value, selection.start, selection.end);
  const text = selection.value.slice(from, to).trim() || 'Texto alinhado';
  const open = `<div style="text-align:${alignment}">\n\n`;
  const block = `${open}${text}\n\n</div>`;
  return insertBlock({ value: selection.value, start: from, end: to }, block, { offset: open.length, length: text.length });
}

export const horizontalRule = (selection: Selection) => insertBlock(selection, '---');

export function countWords(text: string) {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}
