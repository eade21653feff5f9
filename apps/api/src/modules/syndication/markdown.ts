import type TurndownService from 'turndown';
import { renderMarkdown } from '@softhouse/contracts/server';

/**
 * A post's content or a case's description (Markdown, or HTML written before the editor had Markdown) as the
 * site shows it: the shared sanitising renderer's HTML, with the site's own links and images made absolute,
 * so a feed reader or an assistant reading it elsewhere can follow them.
 */
export function contentHtml(content: string, publicUrl: string): string {
  return absoluteLinks(renderMarkdown(content), publicUrl);
}

/** `href="/…"` and `src="/…"` on PUBLIC_URL. The sanitiser writes every attribute in double quotes. */
export const absoluteLinks = (html: string, publicUrl: string) => html.replace(/ (href|src)="\/(?!\/)/g, ` $1="${publicUrl}/`);

/** What the rules read of Turndown's DOM nodes (the API is compiled without the DOM's types). */
type DomNode = {
  nodeName: string;
  parentNode: DomNode | null;
  nextSibling: unknown;
  children: ArrayLike<DomNode>;
  innerHTML: string;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<DomNode>;
};
const dom = (node: unknown) => node as DomNode;

const escapeCell = (text: string) =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

function createTurndown(Turndown: typeof TurndownService) {
  const turndown = new Turndown({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*', hr: '---' });
  // "- item" and "1. item", nested lines indented under the text (Turndown's default pads markers to four columns).
  turndown.addRule('listItem', {
    filter: 'li',
    replacement(content, li) {
      const node = dom(li);
      const parent = node.parentNode;
      let marker = '- ';
      if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute('start') ?? 1) || 1;
        marker = `${start + Array.prototype.indexOf.call(parent.children, node)}. `;
      }
      const body = content
        .replace(/^\n+/, '')
        .replace(/\n+$/, '\n')
        .replace(/\n/gm, `\n${' '.repeat(marker.length)}`);
      return marker + body + (node.nextSibling && !/\n$/.test(body) ? '\n' : '');
    },
  });
  // GitHub tables, as the editor writes them; Turndown alone would flatten them to loose lines.
  turndown.addRule('table', {
    filter: 'table',
    replacement(_content, node) {
      const rows = Array.from(dom(node).querySelectorAll('tr')).map((row) =>
        Array.from(row.children).map((cell) => escapeCell(turndown.turndown(cell.innerHTML))),
      );
      if (!rows.length) return '';
      const width = Math.max(...rows.map((r) => r.length));
      const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
      const [head, ...body] = rows;
      return `\n\n${[line(head!), line(Array(width).fill('---')), ...body.map(line)].join('\n')}\n\n`;
    },
  });
  // The embedded player the renderer makes of a YouTube link becomes that link again.
  turndown.addRule('video', {
    filter: 'iframe',
    replacement(_content, node) {
      const id = /\/embed\/([\w-]{11})/.exec(dom(node).getAttribute('src') ?? '')?.[1];
      return id ? `\n\n[YouTube](https://www.youtube.com/watch?v=${id})\n\n` : '';
    },
  });
  return turndown;
}

let turndown: TurndownService | undefined;
/** Turndown and its DOM (about 10 MB resident) load with the first Markdown answer, not at start (decision 010). */
export async function loadMarkdownWriter(): Promise<void> {
  turndown ??= createTurndown((await import('turndown')).default);
}

/**
 * Clean Markdown of content, whatever it was written in: rendered and sanitised first (nothing the site would
 * not show survives), then written back as Markdown. `shift` lowers its headings (h2 → h4 with 2) so they sit
 * under the heading of the document that holds it.
 */
export function contentMarkdown(content: string, publicUrl: string, shift = 0): string {
  if (!content.trim()) return '';
  let html = contentHtml(content, publicUrl);
  if (shift) html = html.replace(/<(\/?)h([1-6])\b/g, (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + shift)}`);
  if (!turndown) throw new Error('loadMarkdownWriter() first');
  return turndown.turndown(html).trim();
}

/**
 * Plain text (a title, an excerpt) on one line of Markdown: line breaks would end a heading or a list item,
 * brackets a link's label, and `<` would open an HTML tag in a renderer.
 */
export const inlineText = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/([[\]\\<])/g, '\\$1')
    .trim();
