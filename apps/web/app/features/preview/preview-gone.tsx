import { House } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { StatusScreen } from '~/components/shell/status-screen';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';

/** What a revoked, expired or unknown preview link shows: a clear page in the visitor's language, never the draft. */
export function PreviewGone() {
  const { t } = useLanguage();
  return (
    <StatusScreen
      testId="preview-gone"
      eyebrow={t('preview.bar')}
      title={t('preview.gone.title')}
      description={t('preview.gone.text')}
      actions={
        <Button asChild size="lg">
          <LocalLink to="/" reloadDocument>
            <House aria-hidden="true" />
            {t('preview.gone.home')}
          </LocalLink>
        </Button>
      }
    />
  );
}
