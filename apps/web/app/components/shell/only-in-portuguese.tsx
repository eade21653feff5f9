import { Languages } from 'lucide-react';
import { useLanguage } from '~/i18n';

/**
 * On an English or Spanish address of content written only in Portuguese (decision 027): says so in
 * the visitor's language, above the Portuguese text. Nothing on Portuguese pages.
 */
export function OnlyInPortuguese({ className }: { className?: string }) {
  const { language, t } = useLanguage();
  if (language === 'pt') return null;
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
