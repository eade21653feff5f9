import { describe, expect, it } from 'vitest';
import { screenFiles } from './media-api';
import { pageItems } from './numbered-pagination';

const file = (name: string, type: string, size: number) => ({ name, type, size }) as File;

describe('media picker rules', () => {
  it('accepts JPEG, PNG, GIF and WebP up to 10 MB and names the refused files (product.md §5)', () => {
    const { accepted, rejected } = screenFiles([
      file('a.png', 'image/png', 10),
      file('b.txt', 'text/plain', 10),
      file('c.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1),
      file('d.webp', 'image/webp', 10 * 1024 * 1024),
      file('e.svg', 'image/svg+xml', 10),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'd.webp']);
    expect(rejected.map((r) => r.message)).toEqual([
      'b.txt: tipo não suportado',
      'c.jpg: arquivo muito grande (máx. 10MB)',
      'e.svg: tipo não suportado',
    ]);
  });

  it('shows the first, the last and the neighbours of the current page, with ellipses', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 13)).toEqual([1, 2, 'ellipsis', 13]);
    expect(pageItems(6, 13)).toEqual([1, 'ellipsis', 5, 6, 7, 'ellipsis', 13]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
