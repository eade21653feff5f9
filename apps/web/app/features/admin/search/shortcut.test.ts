import { describe, expect, it } from 'vitest';
import { paletteTakes, type PaletteKeyEvent } from './shortcut';

const element = (tagName: string, options: { editable?: boolean; inDialog?: boolean } = {}) => ({
  tagName,
  isContentEditable: options.editable ?? false,
  closest: (selector: string) => (options.inDialog && selector.includes('dialog') ? {} : null),
});
const press = (patch: Partial<PaletteKeyEvent> = {}): PaletteKeyEvent => ({
  key: 'k',
  ctrlKey: true,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  defaultPrevented: false,
  target: element('BODY'),
  ...patch,
});

describe('the palette key (decision 035)', () => {
  it('is Ctrl+K, or ⌘K on Apple systems, with no other modifier', () => {
    expect(paletteTakes(press(), false)).toBe(true);
    expect(paletteTakes(press({ key: 'K' }), false)).toBe(true);
    expect(paletteTakes(press({ ctrlKey: false, metaKey: true }), true)).toBe(true);
    expect(paletteTakes(press(), true)).toBe(false);
    expect(paletteTakes(press({ ctrlKey: false, metaKey: true }), false)).toBe(false);
    expect(paletteTakes(press({ shiftKey: true }), false)).toBe(false);
    expect(paletteTakes(press({ altKey: true }), false)).toBe(false);
    expect(paletteTakes(press({ key: 'j' }), false)).toBe(false);
  });

  it('is taken from the screen and its one-line fields, not from text areas, rich text, other dialogs or a control that used it', () => {
    expect(paletteTakes(press({ target: element('INPUT') }), false)).toBe(true);
    expect(paletteTakes(press({ target: element('BUTTON') }), false)).toBe(true);
    expect(paletteTakes(press({ target: element('TEXTAREA') }), false)).toBe(false);
    expect(paletteTakes(press({ target: element('DIV', { editable: true }) }), false)).toBe(false);
    expect(paletteTakes(press({ target: element('INPUT', { inDialog: true }) }), false)).toBe(false);
    expect(paletteTakes(press({ defaultPrevented: true }), false)).toBe(false);
    expect(paletteTakes(press({ isComposing: true }), false)).toBe(false);
  });
});
