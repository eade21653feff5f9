type ContentLabels = { table: string; code: string };

/**
 * Small additions to the sanitised post HTML from the server: the page already has its h1, so
 * content headings start at h2; wide tables and code blocks scroll sideways in a region that
 * keyboard users can focus and scroll.
 */
export function enhanceContentHtml(html: string, labels: ContentLabels): string {
  const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html
    .replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2')
    .replace(/<table(?=[\s>])/gi, `<div class="table-scroll" role="group" tabindex="0" aria-label="${attr(labels.table)}"><table`)
    .replace(/<\/table>/gi, '</table></div>')
    .replace(/<pre(?=[\s>])/gi, `<pre role="group" tabindex="0" aria-label="${attr(labels.code)}"`);
}

/** True when the HTML shows nothing: no text and no picture, video or table (e.g. "<p></p>"). */
export function isEmptyContent(html: string): boolean {
  if (/<(img|iframe|table|hr)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim() === '';
}
