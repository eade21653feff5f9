import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError, processImage, sniffImageFormat, variantWidths } from './images.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } });

/**
 * A valid 1-bit greyscale PNG of width x height, all black: a few dozen KB that would decode to
 * width*height pixels. Written by hand because sharp takes seconds to encode one this big.
 */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const scanlines = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectRejected(input: Buffer, reason: ImageRejectedError['reason']) {
  const error = await processImage(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  expect((error as ImageRejectedError).reason).toBe(reason);
  // Shown to the admin as is: Portuguese, no internals.
  expect((error as ImageRejectedError).message).toMatch(/imagem|arquivo/i);
}

describe('processImage accepts real images by their bytes', () => {
  it('JPEG: dimensions, original kept as JPEG, WebP variants up to the original width', async () => {
    const input = await solid(1000, 600).jpeg().toBuffer();
    const out = await processImage(input);
    expect(out).toMatchObject({ format: 'jpeg', mimetype: 'image/jpeg', extension: 'jpg', width: 1000, height: 600, animated: false });
    expect(out.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 192],
      [480, 288],
      [640, 384],
      [768, 461],
      [960, 576],
    ]);
    for (const v of out.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
    }
    expect((await sharp(out.original).metadata()).format).toBe('jpeg');
  });

  it('PNG with transparency', async () => {
    const input = await sharp({ create: { width: 2400, height: 1200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const out = await processImage(input);
    expect(out).toMatchObject({ format: 'png', mimetype: 'image/png', width: 2400, height: 1200 });
    expect(out.variants.map((v) => v.width)).toEqual([320, 480, 640, 768, 960, 1280, 1920]);
    expect((await sharp(out.variants[0]!.data).metadata()).hasAlpha).toBe(true);
  });

  it('WebP', async () => {
    const out = await processImage(await solid(640, 640).webp().toBuffer());
    expect(out).toMatchObject({ format: 'webp', mimetype: 'image/webp', width: 640, height: 640 });
    expect(out.variants.map((v) => v.width)).toEqual([320, 480, 640]);
  });

  it('GIF, and an image narrower than the smallest width still gets one variant at its own width', async () => {
    const out = await processImage(await solid(200, 100).gif().toBuffer());
    expect(out).toMatchObject({ format: 'gif', mimetype: 'image/gif', width: 200, height: 100 });
    expect(out.variants.map((v) => [v.width, v.height])).toEqual([[200, 100]]);
  });

  it('animated GIF keeps its frames in the original; variants come from the first frame', async () => {
    // Three 400x300 frames of different colours stacked in one raw canvas, declared as pages.
    const raw = Buffer.alloc(400 * 900 * 3);
    for (let i = 0; i < raw.length; i += 3) raw[i] = Math.floor(i / 3 / (400 * 300)) * 120;
    const animated = await sharp(raw, { raw: { width: 400, height: 900, channels: 3, pageHeight: 300 } })
      .gif({ delay: [100, 100, 100], loop: 0 })
      .toBuffer();
    const meta = await sharp(animated).metadata();
    expect(meta.pages).toBe(3);
    const out = await processImage(animated);
    expect(out).toMatchObject({ format: 'gif', animated: true, width: 400, height: 300 });
    expect((await sharp(out.original).metadata()).pages).toBe(3);
    expect(out.variants.map((v) => [v.width, v.height])).toEqual([[320, 240]]);
  });

  it('auto-rotates by EXIF orientation and strips metadata', async () => {
    const input = await solid(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'segredo', Artist: 'Fulano' } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif?.toString('latin1')).toContain('Fulano');
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = await processImage(input);
    expect([out.width, out.height]).toEqual([400, 800]);
    const meta = await sharp(out.original).metadata();
    expect([meta.width, meta.height]).toEqual([400, 800]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.variants.at(-1)).toMatchObject({ width: 320, height: 640 });
  });
});

describe('processImage rejects what is not a sound JPEG, PNG, GIF or WebP', () => {
  it('SVG (could carry script) is refused as an unsupported type', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expectRejected(svg, 'unsupported_type');
  });

  it('a text file named .png is refused: the name is never trusted', async () => {
    await expectRejected(Buffer.from('isto não é uma imagem, apenas texto com extensão .png\n'), 'unsupported_type');
  });

  it('an executable is refused', async () => {
    await expectRejected(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(60).fill(0)]), 'unsupported_type');
  });

  it('a PNG signature followed by garbage is corrupt', async () => {
    const garbage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage'.repeat(200))]);
    await expectRejected(garbage, 'corrupt');
  });

  it('a truncated JPEG is corrupt', async () => {
    const full = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg()
      .toBuffer();
    await expectRejected(full.subarray(0, Math.floor(full.length / 2)), 'corrupt');
  });

  it('an empty file is corrupt', async () => {
    await expectRejected(Buffer.alloc(0), 'corrupt');
  });

  it('a decompression bomb (tiny PNG declaring 20000x20000) is refused before decoding', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const started = Date.now();
    await expectRejected(bomb, 'too_large_dimensions');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('helpers', () => {
  it('sniffImageFormat reads magic numbers', () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
  });

  it('variantWidths never upscales and is never empty', () => {
    expect(variantWidths(100)).toEqual([100]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(1600)).toEqual([320, 480, 640, 768, 960, 1280]);
    expect(variantWidths(5000)).toEqual([320, 480, 640, 768, 960, 1280, 1920]);
  });
});
