import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '~/lib/cn';

/** An image that quietly disappears (placeholder instead) when its URL is broken. */
export function ImagePreview({ src, alt, className }: { src: string | null | undefined; alt: string; className?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const ok = src && broken !== src;
  return (
    <span className={cn('grid place-items-center overflow-hidden bg-ink-100 text-ink-400', className)}>
      {ok ? (
        <img src={src} alt={alt} className="size-full object-cover" onError={() => setBroken(src)} />
      ) : (
        <ImageOff aria-hidden="true" className="size-5" />
      )}
    </span>
  );
}
