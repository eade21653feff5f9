import { House, RotateCcw } from 'lucide-react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { StatusScreen } from './status-screen';

/** product.md §2 generic error screen. Details go to the console (by the boundary), never to the visitor. */
export function ErrorScreen() {
  const { t } = useLanguage();
  const revalidator = useRevalidator();
  return (
    <StatusScreen
      testId="error-screen"
      visual={
        <span
          aria-hidden="true"
          className="mb-4 grid size-16 place-items-center rounded-2xl bg-danger-light text-3xl font-extrabold text-danger"
        >
          !
        </span>
      }
      title={t('error.title')}
      description={t('error.description')}
      actions={
        <>
          {/* Revalidating re-runs the loaders and resets React Router's error state. */}
          <Button size="lg" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
            <RotateCcw aria-hidden="true" />
            {t('error.retry')}
          </Button>
          <Button asChild size="lg" variant="secondary">
            <LocalLink to="/" reloadDocument>
              <House aria-hidden="true" />
              {t('error.home')}
            </LocalLink>
          </Button>
        </>
      }
    />
  );
}
