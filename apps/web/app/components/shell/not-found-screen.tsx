import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { useLanguage } from '~/i18n';
import { StatusScreen } from './status-screen';

export function NotFoundScreen() {
  const { t } = useLanguage();
  return (
    <StatusScreen
      testId="not-found"
      visual={
        <p
          aria-hidden="true"
          className="mb-2 bg-gradient-to-b from-brand to-brand-400 bg-clip-text text-[7rem] leading-none font-extrabold tracking-[-0.06em] text-transparent md:text-[10rem]"
        >
          404
        </p>
      }
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <Button asChild size="lg">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {t('notFound.backHome')}
          </Link>
        </Button>
      }
    />
  );
}
