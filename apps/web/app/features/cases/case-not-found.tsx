import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { StatusScreen } from '~/components/shell/status-screen';
import { Button } from '~/components/ui/button';
import { useLanguage } from '~/i18n';

/** SPEC §2: an unknown case answers 404 with 'Case não encontrado' and the way back to the list. */
export function CaseNotFound() {
  const { t } = useLanguage();
  return (
    <StatusScreen
      testId="case-not-found"
      visual={
        <p
          aria-hidden="true"
          className="mb-2 bg-gradient-to-b from-brand to-brand-400 bg-clip-text text-[7rem] leading-none font-extrabold tracking-[-0.06em] text-transparent md:text-[9rem]"
        >
          404
        </p>
      }
      title={t('cases.notFound.title')}
      description={t('cases.notFound.text')}
      actions={
        <Button asChild size="lg">
          <Link to="/cases">
            <ArrowLeft aria-hidden="true" />
            {t('cases.notFound.back')}
          </Link>
        </Button>
      }
    />
  );
}
