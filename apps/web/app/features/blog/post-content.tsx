import { useMemo } from 'react';
import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';
import { enhanceContentHtml, isEmptyContent } from './content-html';

/** Typography of an article body written in Markdown: one place, so every post and case reads the same. */
const PROSE = [
  'text-[1.0625rem] leading-[1.8] text-ink-700 md:text-lg break-words',
  '[&>*]:mt-6 [&>*:first-child]:mt-0',
  // Headings
  '[&_h2]:mt-14 [&_h2]:scroll-mt-28 [&_h2]:text-[1.75rem] [&_h2]:leading-tight [&_h2]:font-extrabold [&_h2]:tracking-[-0.03em] [&_h2]:text-brand-dark md:[&_h2]:text-[2rem]',
  '[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-extrabold [&_h3]:tracking-[-0.02em] [&_h3]:text-brand-dark md:[&_h3]:text-2xl',
  '[&_h4]:mt-8 [&_h4]:text-lg [&_h4]:font-extrabold [&_h4]:text-brand-dark [&_h5]:font-bold [&_h6]:font-bold',
  '[&_h2+*]:mt-4 [&_h3+*]:mt-3',
  // Inline
  '[&_strong]:font-bold [&_strong]:text-ink-900 [&_b]:font-bold [&_mark]:rounded [&_mark]:bg-accent/60 [&_mark]:px-1',
  '[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:decoration-brand/35 [&_a]:decoration-2 [&_a]:underline-offset-4 hover:[&_a]:decoration-brand',
  '[&_:not(pre)>code]:rounded-md [&_:not(pre)>code]:bg-ink-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.88em] [&_:not(pre)>code]:text-brand-dark',
  // Lists
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1.5 [&_li::marker]:font-bold [&_li::marker]:text-brand [&_li>ul]:mt-2 [&_li>ol]:mt-2',
  // Quotes
  '[&_blockquote]:rounded-r-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:bg-brand-light [&_blockquote]:px-6 [&_blockquote]:py-5 [&_blockquote]:text-xl [&_blockquote]:leading-relaxed [&_blockquote]:font-semibold [&_blockquote]:text-brand-dark [&_blockquote_p+p]:mt-3',
  // Code blocks
  '[&_pre]:overflow-x-auto [&_pre]:rounded-2xl [&_pre]:bg-brand-dark [&_pre]:p-6 [&_pre]:font-mono [&_pre]:text-[0.875rem] [&_pre]:leading-7 [&_pre]:text-white/90 [&_pre]:shadow-soft [&_pre]:focus-visible:outline-accent',
  // Tables (wrapped in a focusable scroll region by enhanceContentHtml)
  '[&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-2xl [&_.table-scroll]:ring-1 [&_.table-scroll]:ring-ink-200',
  '[&_table]:w-full [&_table]:min-w-[32rem] [&_table]:border-collapse [&_table]:text-left [&_table]:text-[0.9375rem] [&_table]:leading-relaxed',
  '[&_th]:bg-ink-50 [&_th]:px-4 [&_th]:py-3 [&_th]:font-bold [&_th]:text-brand-dark [&_td]:border-t [&_td]:border-ink-200 [&_td]:px-4 [&_td]:py-3 [&_td]:align-top',
  // Media
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_figure]:my-10 [&_figcaption]:mt-3 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-ink-500',
  '[&_.video-embed]:my-10 [&_.video-embed]:aspect-video [&_.video-embed]:overflow-hidden [&_.video-embed]:rounded-2xl [&_.video-embed]:bg-ink-900 [&_.video-embed]:shadow-lift [&_.video-embed_iframe]:size-full [&_.video-embed_iframe]:border-0',
  '[&_hr]:my-12 [&_hr]:border-ink-200',
].join(' ');

/** The post body: HTML the server rendered from Markdown and sanitised, with our typography. */
export function PostContent({ html }: { html: string }) {
  const { t } = useLanguage();
  if (isEmptyContent(html)) {
    return (
      <p className="rounded-card bg-ink-50 p-8 text-center text-lg font-semibold text-ink-600" data-testid="post-empty">
        {t('blog.post.emptyContent')}
      </p>
    );
  }
  return <ArticleHtml html={html} labels={{ table: t('blog.post.table'), code: t('blog.post.code') }} data-testid="post-content" />;
}

/**
 * Any text written in Markdown (a post, a case's description) as the server rendered and sanitised it,
 * with the article typography and the scrollable tables and code blocks.
 */
export function ArticleHtml({ html, labels, className, 'data-testid': testId }: { html: string; labels: { table: string; code: string }; className?: string; 'data-testid'?: string }) {
  const { table, code } = labels;
  const enhanced = useMemo(() => enhanceContentHtml(html, { table, code }), [html, table, code]);
  return (
    <div
      data-testid={testId}
      className={cn(PROSE, className)}
      // Rendered from Markdown and sanitised by the API (sanitizeContentHtml); only wrappers are added here.
      dangerouslySetInnerHTML={{ __html: enhanced }}
    />
  );
}
