import type sharpFunction from 'sharp';
import type { Metadata, Sharp, SharpOptions } from 'sharp';

let sharpModule: Promise<{ default: typeof sharpFunction }> | undefined;
/**
 * sharp with libvips (about 20 MB resident) is loaded with the first image, not with the server:
 * an instance that only serves pages and leads never pays for it.
 */
export const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

/** Widths of the responsive WebP renditions; only those not wider than the original are made. */
export const VARIANT_WIDTHS = [320, 480, 640, 768, 960, 1280, 1920] as const;

/**
 * Decompression-bomb guard: a few KB of PNG can declare 20000x20000 pixels (1.6 GB of RGBA).
 * 40 megapixels covers any camera photo we expect while keeping decoding memory bounded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** WebP cannot encode a side longer than this, so an original past it could not be stored. */
const MAX_SIDE = 16_383;

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';
export type ImageRejectionReason = 'unsupported_type' | 'too_large_dimensions' | 'corrupt';

const MIMETYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};
const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

const MESSAGES: Record<ImageRejectionReason, string> = {
  unsupported_type: 'Tipo de arquivo não suportado. Envie uma imagem JPEG, PNG, GIF ou WebP.',
  too_large_dimensions: `Imagem com dimensões grandes demais (máximo de ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
  corrupt: 'Arquivo de imagem corrompido ou incompleto.',
};

/** The upload is not an image we accept; `message` is safe to show to the user. */
export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejectionReason, options?: { cause?: unknown }) {
    super(MESSAGES[reason], options);
    this.name = 'ImageRejectedError';
  }
}

export type ImageVariant = { width: number; height: number; data: Buffer };

export type ProcessedImage = {
  format: ImageFormat;
  mimetype: string;
  /** File extension (without dot) matching the real format. */
  extension: string;
  /** Dimensions after EXIF auto-rotation (first frame for animations). */
  width: number;
  height: number;
  animated: boolean;
  /** The upload re-encoded in its own format, rotated upright and without metadata (EXIF, GPS, XMP, comments). */
  original: Buffer;
  /** WebP renditions, narrowest first; never empty. */
  variants: ImageVariant[];
};

export type ProcessImageOptions = {
  /** WebP encoder effort 0-6: higher is smaller and slower. Uploads use the default; the demo seed trades a little size for speed. */
  webpEffort?: number;
};

/** Identifies the format from its magic number; the file name and declared type are never trusted. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 6) {
    const head = bytes.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return null;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function variantWidths(originalWidth: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Validates an uploaded image and prepares what we store: the cleaned original and WebP variants.
 * Throws ImageRejectedError for anything that is not a sound JPEG, PNG, GIF or WebP.
 */
export async function processImage(input: Buffer, options: ProcessImageOptions = {}): Promise<ProcessedImage> {
  if (input.length === 0) throw new ImageRejectedError('corrupt');
  const format = sniffImageFormat(input);
  // SVG (scriptable), HTML, executables, PDFs... are refused here, before any decoder sees them.
  if (!format) throw new ImageRejectedError('unsupported_type');

  const sharp = await loadSharp();
  // Header only: dimensions are checked before a single pixel is decoded.
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageRejectedError(isPixelLimitError(error) ? 'too_large_dimensions' : 'corrupt', { cause: error });
  }
  if (meta.format !== format || !meta.width || !meta.height) throw new ImageRejectedError('corrupt');
  const pages = Math.max(1, meta.pages ?? 1);
  const frameHeight = meta.pageHeight ?? meta.height;
  if (
    meta.width * frameHeight * pages > MAX_INPUT_PIXELS ||
    meta.width > MAX_SIDE ||
    frameHeight > MAX_SIDE
  ) {
    throw new ImageRejectedError('too_large_dimensions');
  }
  const animated = pages > 1 && (format === 'gif' || format === 'webp');

  const inputOptions: SharpOptions = {
    limitInputPixels: MAX_INPUT_PIXELS,
    // 'truncated' rejects cut-off files but tolerates the harmless warnings some cameras produce.
    failOn: 'truncated',
  };
  try {
    // Animations keep every frame; EXIF orientation does not apply to them.
    const original = await encodeOriginal(
      animated ? sharp(input, { ...inputOptions, animated: true }) : sharp(input, { ...inputOptions, autoOrient: true }),
      format,
    );

    // Still image (first frame of an animation), upright, decoded once and reused for every width.
    const { data: pixels, info } = await sharp(input, { ...inputOptions, autoOrient: !animated })
      .resize({ width: Math.min(VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!, meta.autoOrient?.width ?? meta.width), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const width = animated ? meta.width : (meta.autoOrient?.width ?? meta.width);
    const height = animated ? frameHeight : (meta.autoOrient?.height ?? meta.height);
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;

    const variants: ImageVariant[] = [];
    for (const target of variantWidths(width)) {
      const result = await sharp(pixels, raw)
        .resize({ width: Math.min(target, info.width), withoutEnlargement: true })
        .webp({ quality: 80, effort: options.webpEffort ?? 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: result.info.width, height: result.info.height, data: result.data });
    }

    return {
      format,
      mimetype: MIMETYPES[format],
      extension: EXTENSIONS[format],
      width,
      height,
      animated,
      original,
      variants,
    };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError(isPixelLimitError(error) ? 'too_large_dimensions' : 'corrupt', { cause: error });
  }
}

/** Re-encoding is what strips metadata: sharp writes none unless asked to. */
function encodeOriginal(pipeline: Sharp, format: ImageFormat): Promise<Buffer> {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 90 }).toBuffer();
    case 'png':
      return pipeline.png().toBuffer();
    case 'gif':
      return pipeline.gif().toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 90 }).toBuffer();
  }
}
