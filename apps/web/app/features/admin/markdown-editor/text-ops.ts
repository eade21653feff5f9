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

/** A list or quote line: its indentation, its marker ("- ", "- [ ] ", "3. ", "> ") and the number of a numbered item. */
const LIST_LINE = /^( *)([-*+] \[[ xX]\] +|[-*+] +|(\d{1,9})([.)]) +|> ?)/;

type ListLine = { indent: number; marker: string; number: number | null; delimiter: string };

function listLine(line: string): ListLine | null {
  const match = LIST_LINE.exec(line);
  if (!match) return null;
  return { indent: match[1]!.length, marker: match[2]!, number: match[3] ? Number(match[3]) : null, delimiter: match[4] ?? '' };
}

/** The marker the next item of a list gets: the same bullet, an unchecked task, the next number, a quote. */
function nextMarker(item: ListLine): string {
  if (item.number !== null) return `${item.number + 1}${item.delimiter} `;
  if (/^[-*+] \[/.test(item.marker)) return `${item.marker[0]} [ ] `;
  if (item.marker.startsWith('>')) return '> ';
  return `${item.marker[0]} `;
}

/**
 * Enter in a list or a quote, as any Markdown editor does it: the next line starts with the next marker
 * (the same bullet, the next number, an unchecked task, a quote). Enter on an empty item ends the list:
 * its marker is removed. Null where Enter should just insert a line break (not in a list, a selection,
 * the cursor inside the marker).
 */
export function continueList({ value, start, end }: Selection): Edit | null {
  if (start !== end) return null;
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const newline = value.indexOf('\n', start);
  const to = newline === -1 ? value.length : newline;
  const line = value.slice(from, to);
  const item = listLine(line);
  if (!item) return null;
  const prefix = item.indent + item.marker.length;
  if (start - from < prefix) return null;
  if (!line.slice(prefix).trim()) {
    // An empty item: end the list (the line is left empty, the cursor at its start).
    return { from, to, insert: '', selectStart: from, selectEnd: from };
  }
  const insert = `\n${' '.repeat(item.indent)}${nextMarker(item)}`;
  return { from: start, to: start, insert, selectStart: start + insert.length, selectEnd: start + insert.length };
}

/**
 * Tab and Shift+Tab on list lines: nest the items under the one before (indented to where its text
 * starts, as Markdown needs: two spaces under "- ", three under "1. ") or bring them back a level.
 * Every line of a selection moves by the same amount. Null where Tab should leave the field (a line
 * that is not in a list, with nothing selected across lines), so the keyboard is never trapped.
 */
export function indentLines({ value, start, end }: Selection, outdent: boolean): Edit | null {
  const { from, to } = lineRange(value, start, end);
  const lines = value.slice(from, to).split('\n');
  const first = lines[0]!;
  if (lines.length === 1 && !listLine(first)) return null;
  const indentOf = (line: string) => /^ */.exec(line)![0].length;
  const own = indentOf(first);
  // The nearest list item above with less indentation is the parent; its text column is the next level.
  const above = value.slice(0, Math.max(0, from - 1)).split('\n').reverse();
  let step = 2;
  if (outdent) {
    const parent = above.map(listLine).find((item) => item && item.indent < own);
    step = Math.min(own, parent ? own - parent.indent : 2);
    if (step === 0) return null;
  } else {
    const previous = above.map(listLine).find((item) => item && item.indent <= own);
    if (previous) step = Math.max(2, previous.indent + previous.marker.length - own);
  }
  const moved = lines.map((line) => {
    if (!line.trim()) return line;
    return outdent ? line.slice(Math.min(step, indentOf(line))) : `${' '.repeat(step)}${line}`;
  });
  const insert = moved.join('\n');
  // The cursor (or the selection) moves with its text.
  const firstShift = outdent ? -Math.min(step, own) : step;
  // A selection that starts at the line's start keeps the whole lines selected.
  const selectStart = start === from && start !== end ? from : Math.max(from, start + firstShift);
  const selectEnd = start === end ? selectStart : from + insert.length - (to - end);
  return { from, to, insert, selectStart, selectEnd };
}
