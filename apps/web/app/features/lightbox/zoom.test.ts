import { describe, expect, it } from 'vitest';
import { clampZoom, nextZoom, wrapIndex, ZOOM } from './zoom';

describe('lightbox zoom', () => {
  it('steps by 0.25 between 0.5 and 3', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(ZOOM.max, 1)).toBe(3);
    expect(nextZoom(ZOOM.min, -1)).toBe(0.5);
    expect(clampZoom(7)).toBe(3);
    expect(clampZoom(0)).toBe(0.5);
  });

  it('reaches the bounds in whole steps from 100%', () => {
    let zoom = 1;
    for (let i = 0; i < 20; i++) zoom = nextZoom(zoom, 1);
    expect(zoom).toBe(3);
    for (let i = 0; i < 20; i++) zoom = nextZoom(zoom, -1);
    expect(zoom).toBe(0.5);
  });
});

describe('wrapIndex', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});
