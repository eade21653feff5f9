import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { StatusScreen } from '~/components/shell/status-screen';
import { Button } from '~/components/ui/button';
import { useLanguage } from '~/i18n';

/** SPEC §2 and §8: 'Post não encontrado', why, and the way back to the blog. */
export function PostNotFound() {
  const { t } = useLanguage();
  return (
    <StatusScreen
      testId="post-not-found"
      visual={
        <p
          aria-hidden="true"
          className="mb-2 bg-gradient-to-b from-brand to-brand-400 bg-clip-text text-[7rem] leading-none font-extrabold tracking-[-0.06em] text-transparent md:text-[9rem]"
        >
          404
        </p>
      }
      title={t('blog.notFound.title')}
      description={t('blog.notFound.text')}
      actions={
        <Button asChild size="lg">
          <Link to="/blog">
            <ArrowLeft aria-hidden="true" />
            {t('blog.notFound.back')}
          </Link>
        </Button>
      }
    />
  );
}
