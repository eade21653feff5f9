import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const YOUTUBE_ID = /^[\w-]{11}$/;

/** The video id of a YouTube watch, short (youtu.be), shorts or embed URL; null for anything else. */
export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(parsed.pathname);
      id = match?.[1] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

const embed = (id: string) =>
  `<div class="video-embed"><iframe src="${youtubeEmbedUrl(id)}" title="YouTube video" loading="lazy" allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe></div>`;

/**
 * markdown-it: CommonMark with GitHub's tables and strikethrough, links found in bare URLs, and HTML
 * passed through to the sanitiser. Chosen over marked for its linear time on any input and its nesting
 * cap (docs/decisions/022): marked took 5 s on 90 KB of `_a<b x="` and overflowed the stack on
 * thousands of nested quotes, a denial of service for every uncached post view.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, breaks: false });
// Every link is parsed as a link, and the sanitiser is the one gate for schemes (it drops javascript:,
// data: and the like): left as text, `[x](javascript:…)` would show its source to readers.
markdown.validateLink = () => true;

type Token = ReturnType<typeof markdown.parse>[number];

/** The YouTube video a paragraph holds when it is only a link to one (bare or [text](url)). */
function paragraphVideo(inline: Token | undefined): string | null {
  const parts = (inline?.children ?? []).filter((child: Token) => !(child.type === 'text' && !child.content.trim()));
  if (parts.length === 1 && parts[0]!.type === 'text') return youtubeId(parts[0]!.content);
  if (parts.length >= 2 && parts[0]!.type === 'link_open' && parts.at(-1)!.type === 'link_close') {
    return youtubeId(String(parts[0]!.attrGet('href') ?? ''));
  }
  return null;
}

// A paragraph that is only a YouTube link becomes the embedded player.
markdown.core.ruler.push('youtube_embed', (state) => {
  const tokens = state.tokens;
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (tokens[i]!.type !== 'paragraph_open' || tokens[i + 2]!.type !== 'paragraph_close') continue;
    const id = paragraphVideo(tokens[i + 1]);
    if (!id) continue;
    const block = new state.Token('html_block', '', 0);
    block.content = embed(id);
    tokens.splice(i, 3, block);
  }
});

const ALIGN = [/^(left|center|right|justify)$/];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'mark', 'sub', 'sup', 'small',
    'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'div', 'span', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    iframe: ['src', 'title', 'loading', 'allow', 'allowfullscreen'],
    th: ['align', 'colspan', 'rowspan', 'style'],
    td: ['align', 'colspan', 'rowspan', 'style'],
    ol: ['start'],
    code: ['class'],
    div: ['class', 'style'],
    p: ['style'],
    h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'], h5: ['style'], h6: ['style'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/], div: ['video-embed', 'table-wrapper'] },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'www.youtube.com'],
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[\w-]{11}$/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async', alt: attribs.alt ?? '' } }),
  },
};

/**
 * True when the text already is HTML with paragraph or heading tags (then it is not Markdown).
 * Linear: a candidate tag is scanned only up to the next `<` or `>`, so hostile input such as
 * `"<p "` repeated cannot make the check backtrack over the rest of the text.
 */
export const looksLikeHtml = (content: string) => /<(?:p|h[1-6])(?:>|\s[^<>]*>)/i.test(content);

/** Sanitises HTML from any source: only the tags and attributes of an article survive. */
export const sanitizeContentHtml = (html: string) => sanitizeHtml(html, SANITIZE);

/**
 * Post content to safe HTML: Markdown (GFM: headings, emphasis, lists, quotes, code, images,
 * links, tables, YouTube embeds) unless it already holds paragraph or heading tags.
 */
export function renderMarkdown(content: string): string {
  if (!content.trim()) return '';
  const html = looksLikeHtml(content) ? content : markdown.render(content);
  return sanitizeContentHtml(html);
}

/** Plain text of Markdown or HTML content, for word counts, reading time and descriptions. */
export function plainText(content: string): string {
  return sanitizeHtml(renderMarkdown(content), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export const wordCount = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);
export const readingTime = (content: string) => Math.max(1, Math.ceil(wordCount(plainText(content)) / 200));
