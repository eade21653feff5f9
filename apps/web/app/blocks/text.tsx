import { renderMarkdown } from '@softhouse/contracts/markdown';
import { useId, useMemo } from 'react';
import { SectionHeading } from '~/components/ui/section-heading';
import { ArticleHtml } from '~/features/blog';
import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';
import type { BlockViewProps } from './types';

/** Free text in Markdown, rendered and sanitised on the server by the renderer posts use, with their typography. */
export function TextBlock({ block }: BlockViewProps<'text'>) {
  const { eyebrow, title, body, background } = block.content;
  const { t } = useLanguage();
  const headingId = useId();
  const html = useMemo(() => renderMarkdown(body), [body]);
  return (
    <section aria-labelledby={title ? headingId : undefined} className={cn(background === 'tint' && 'bg-ink-50', 'py-20 md:py-28')}>
      <div className="container-content">
        <div className="max-w-3xl">
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} />
          <ArticleHtml
            html={html}
            labels={{ table: t('blog.post.table'), code: t('blog.post.code') }}
            className={eyebrow || title ? 'mt-10' : undefined}
          />
        </div>
      </div>
    </section>
  );
}
