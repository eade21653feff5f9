import { Languages } from 'lucide-react';
import { LANGUAGE_TAGS, type TLanguage } from '@softhouse/contracts/constants';
import { useLanguage } from '~/i18n';

/**
 * On an English or Spanish address of content not written in that language (decisions 027, 031): says
 * so in the visitor's language, above the Portuguese text. Nothing when the content is in the page's language.
 */
export function OnlyInPortuguese({ contentLanguage, className }: { contentLanguage: TLanguage; className?: string }) {
  const { language, t } = useLanguage();
  if (language === contentLanguage) return null;
  return (
    <p
      role="note"
      data-testid="only-in-portuguese"
      className={`inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-700 shadow-soft ring-1 ring-ink-200 ${className ?? ''}`}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0 text-brand" />
      {t('common.onlyInPortuguese')}
    </p>
  );
}

/** On a card in an English or Spanish listing, an item not written in that language says so before the click. */
export function InPortugueseTag({ contentLanguage, className }: { contentLanguage: TLanguage; className?: string }) {
  const { language, t } = useLanguage();
  if (language === contentLanguage) return null;
  return (
    <span
      data-testid="in-portuguese"
      className={`inline-flex items-center gap-1 rounded-full bg-ink-50 px-2 py-0.5 text-[0.6875rem] font-bold tracking-normal text-ink-600 normal-case ring-1 ring-ink-200 ring-inset ${className ?? ''}`}
    >
      <Languages aria-hidden="true" className="size-3" />
      {t('common.inPortuguese')}
    </span>
  );
}

/** The lang attribute of text in another language than the page's (screen readers switch voice). */
export const langOf = (contentLanguage: TLanguage, pageLanguage: TLanguage) =>
  contentLanguage === pageLanguage ? undefined : LANGUAGE_TAGS[contentLanguage].html;
