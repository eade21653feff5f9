import { LANGUAGE_TAGS } from '@softhouse/contracts/constants';
import { Eye } from 'lucide-react';
import { useLanguage } from '~/i18n';

/** A preview's state, as the page host resolved it (PublicSite.preview). */
export type PreviewStatus = { status: 'draft' | 'scheduled' | 'published'; publishAt: string | null; timeZone: string };

/**
 * The bar on top of a preview (decision 041): says, in the page's language, that this page is not public and
 * whether the item is a draft or scheduled (the time in the site's time zone). Sticky, so a screenshot shows it.
 */
export function PreviewBar({ status, publishAt, timeZone }: PreviewStatus) {
  const { t, language } = useLanguage();
  const when = publishAt
    ? new Intl.DateTimeFormat(LANGUAGE_TAGS[language].html, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(publishAt))
    : '';
  const state = status === 'scheduled' ? t('preview.scheduled', { date: when }) : status === 'draft' ? t('preview.draft') : t('preview.published');
  return (
    <div role="status" data-testid="preview-bar" className="sticky top-0 z-50 border-b border-warning/30 bg-warning-light text-ink-900">
      <div className="container-content flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-warning px-2.5 py-0.5 text-xs font-extrabold tracking-wide text-white uppercase">
          <Eye aria-hidden="true" className="size-3.5" />
          {t('preview.bar')}
        </span>
        <strong className="font-bold text-warning">{state}</strong>
        <span className="text-ink-700">{t('preview.barText')}</span>
      </div>
    </div>
  );
}
