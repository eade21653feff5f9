import { Marked } from 'marked';
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

const marked = new Marked({ gfm: true, breaks: false });
marked.use({
  renderer: {
    // A paragraph that is only a YouTube link (bare or [text](url)) becomes the embedded player.
    paragraph(token) {
      const only = token.tokens?.length === 1 ? token.tokens[0] : undefined;
      const href = only?.type === 'link' ? only.href : only?.type === 'text' ? only.text.trim() : undefined;
      const id = href ? youtubeId(href) : null;
      if (id) return embed(id);
      return false;
    },
  },
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
    th: ['align', 'colspan', 'rowspan'],
    td: ['align', 'colspan', 'rowspan'],
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

/** True when the text already is HTML with paragraph or heading tags (then it is not Markdown). */
export const looksLikeHtml = (content: string) => /<(p|h[1-6])(\s[^>]*)?>/i.test(content);

/** Sanitises HTML from any source: only the tags and attributes of an article survive. */
export const sanitizeContentHtml = (html: string) => sanitizeHtml(html, SANITIZE);

/**
 * Post content to safe HTML: Markdown (GFM: headings, emphasis, lists, quotes, code, images,
 * links, tables, YouTube embeds) unless it already holds paragraph or heading tags.
 */
export function renderMarkdown(content: string): string {
  if (!content.trim()) return '';
  const html = looksLikeHtml(content) ? content : (marked.parse(content, { async: false }) as string);
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
