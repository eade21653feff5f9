import { useState } from 'react';

/** The row's thumbnail; a broken image is hidden instead of showing the browser's broken icon. */
export function CaseThumb({ src }: { src: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <span className="block h-10 w-14 shrink-0 overflow-hidden rounded-lg bg-ink-100 ring-1 ring-ink-200">
      {src && broken !== src ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setBroken(src)} data-testid="case-thumb" />
      ) : null}
    </span>
  );
}
