export type RichSegment = { text: string; bold: boolean };

const BOLD = /\*\*(.+?)\*\*/gs;

/**
 * Prose an editor wrote (or a dictionary) into paragraphs (split on blank lines) of plain and bold runs (`**bold**`).
 * Everything else stays text, so no markup in it ever reaches the DOM as HTML.
 */
export function parseRichText(source: string): RichSegment[][] {
  return source
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const segments: RichSegment[] = [];
      let last = 0;
      for (const match of paragraph.matchAll(BOLD)) {
        if (match.index > last) segments.push({ text: paragraph.slice(last, match.index), bold: false });
        segments.push({ text: match[1]!, bold: true });
        last = match.index + match[0].length;
      }
      if (last < paragraph.length) segments.push({ text: paragraph.slice(last), bold: false });
      return segments;
    });
}

export function RichText({ text, className, strongClassName }: { text: string; className?: string; strongClassName?: string }) {
  return (
    <>
      {parseRichText(text).map((segments, index) => (
        <p key={index} className={className}>
          {segments.map((segment, i) =>
            segment.bold ? (
              <strong key={i} className={strongClassName}>
                {segment.text}
              </strong>
            ) : (
              segment.text
            ),
          )}
        </p>
      ))}
    </>
  );
}
