import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseRichText, RichText } from './rich-text';

describe('parseRichText', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(parseRichText('One\ntwo\n\nThree\n  \n\nFour')).toEqual([
      [{ text: 'One\ntwo', bold: false }],
      [{ text: 'Three', bold: false }],
      [{ text: 'Four', bold: false }],
    ]);
  });

  it('marks text between double asterisks bold', () => {
    expect(parseRichText('We have **13 years** and **100+ clients**.')).toEqual([
      [
        { text: 'We have ', bold: false },
        { text: '13 years', bold: true },
        { text: ' and ', bold: false },
        { text: '100+ clients', bold: true },
        { text: '.', bold: false },
      ],
    ]);
  });

  it('leaves unpaired asterisks as text and ignores empty input', () => {
    expect(parseRichText('a ** b')).toEqual([[{ text: 'a ** b', bold: false }]]);
    expect(parseRichText('  \n\n ')).toEqual([]);
  });

  it('renders markup in the text as text, never as HTML', () => {
    const html = renderToStaticMarkup(<RichText text={'**<img src=x onerror=alert(1)>**\n\n<b>hi</b>'} />);
    expect(html).toBe('<p><strong>&lt;img src=x onerror=alert(1)&gt;</strong></p><p>&lt;b&gt;hi&lt;/b&gt;</p>');
  });
});
