import type { Locator } from 'playwright-core';

/** What an image drew: its pixels with alpha over 128, how many of those are near white, and every pixel as a key to tell pictures apart. */
export type Drawing = { inked: number; light: number; key: string };

/** How many of the images have loaded a picture (a broken or still-lazy one has no natural width). */
export const loadedImages = (images: Locator): Promise<number> =>
  images.evaluateAll((els) => els.filter((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0).length);

/** Each image drawn on a `size`×`size` canvas, as a browser paints it (an SVG fragment shows only its view). */
export const drawingsOf = (images: Locator, size: number): Promise<Drawing[]> =>
  images.evaluateAll(
    (els, side) =>
      els.map((el) => {
        const canvas = Object.assign(document.createElement('canvas'), { width: side, height: side });
        const context = canvas.getContext('2d')!;
        context.drawImage(el as HTMLImageElement, 0, 0, side, side);
        const { data } = context.getImageData(0, 0, side, side);
        let inked = 0;
        let light = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 3]! <= 128) continue;
          inked++;
          if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) light++;
        }
        return { inked, light, key: Array.from(data).join(',') };
      }),
    size,
  );
