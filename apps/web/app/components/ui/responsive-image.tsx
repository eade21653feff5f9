import type { TImageInfo } from '@softhouse/contracts';
import { cn } from '~/lib/cn';

type ResponsiveImageProps = {
  image: TImageInfo | null | undefined;
  /** Fallback source when the image is not in the media library (no variants known). */
  src?: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. '(min-width: 1024px) 400px, 100vw'. */
  sizes: string;
  /** Above the fold (the LCP image): eager, high priority. Otherwise lazy. */
  priority?: boolean;
  className?: string;
  /** Intrinsic size when the library does not know it, to reserve space and avoid layout shift. */
  width?: number;
  height?: number;
};

/**
 * An image served as WebP variants with srcset, its width and height set (no layout shift),
 * lazy below the fold. Alt text comes from the caller (descriptive, in the page's language).
 */
export function ResponsiveImage({ image, src, alt, sizes, priority = false, className, width, height }: ResponsiveImageProps) {
  const variants = image?.variants ?? [];
  const fallback = variants.length ? variants[variants.length - 1]!.url : (image?.url ?? src ?? '');
  if (!fallback) return null;
  const srcSet = variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
  return (
    <img
      src={fallback}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={image?.width ?? width}
      height={image?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={cn('block', className)}
    />
  );
}
