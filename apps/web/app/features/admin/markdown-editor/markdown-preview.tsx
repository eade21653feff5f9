import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { cn } from '~/lib/cn';

type Render = (markdown: string) => string;

/** Article typography for rendered content; the same tags the public post page shows. */
export const proseClasses = cn(
  'text-[0.9375rem] leading-relaxed text-ink-800',
  '[&_h1]:mt-5 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-extrabold [&_h1]:text-brand-dark',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-extrabold [&_h2]:text-brand-dark',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-brand-dark',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-ink-600',
  '[&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em]',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-ink-900 [&_pre]:p-3 [&_pre]:text-ink-100 [&_pre_code]:bg-transparent',
  '[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_hr]:my-6 [&_hr]:border-ink-200 [&_img]:my-4 [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-ink-200 [&_td]:px-2 [&_td]:py-1',
  '[&_th]:border [&_th]:border-ink-200 [&_th]:bg-ink-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
  '[&_.video-embed]:my-4 [&_.video-embed]:aspect-video [&_.video-embed_iframe]:size-full [&_.video-embed_iframe]:rounded-lg',
);

/** Live preview through the public site's sanitising renderer, loaded on first use. */
export function MarkdownPreview({ markdown, className }: { markdown: string; className?: string }) {
  const [render, setRender] = useState<Render | null>(null);
  const deferred = useDeferredValue(markdown);

  useEffect(() => {
    let active = true;
    void import('./render').then((module) => {
      if (active) setRender(() => module.renderMarkdown);
    });
    return () => {
      active = false;
    };
  }, []);

  const html = useMemo(() => (render && deferred.trim() ? render(deferred) : ''), [render, deferred]);

  return (
    <div
      className={cn('min-h-[18rem] overflow-y-auto px-4 py-3', className)}
      aria-label="Pré-visualização do conteúdo"
      role="region"
      data-testid="markdown-preview"
    >
      {!markdown.trim() ? (
        <p className="text-sm text-ink-400">A visualização aparecerá aqui...</p>
      ) : (
        // Sanitised by renderMarkdown (the same allow-list as the public post page).
        <div className={proseClasses} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </div>
  );
}
