import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { useLanguage } from '~/i18n';
import { StatusScreen } from './status-screen';

/*
 * The public 404s: any unknown address, an unknown case and an unknown post (product.md §2, §8).
 * One screen; each variant names what was not found and the way back.
 */
const VARIANTS = {
  page: { testId: 'not-found', title: 'notFound.title', text: 'notFound.description', back: 'notFound.backHome', to: '/' },
  case: { testId: 'case-not-found', title: 'cases.notFound.title', text: 'cases.notFound.text', back: 'cases.notFound.back', to: '/cases' },
  post: { testId: 'post-not-found', title: 'blog.notFound.title', text: 'blog.notFound.text', back: 'blog.notFound.back', to: '/blog' },
} as const;

export function NotFoundScreen({ variant = 'page' }: { variant?: keyof typeof VARIANTS }) {
  const { t } = useLanguage();
  const { testId, title, text, back, to } = VARIANTS[variant];
  return (
    <StatusScreen
      testId={testId}
      visual={
        <p
          aria-hidden="true"
          className="mb-2 bg-gradient-to-b from-brand to-brand-400 bg-clip-text text-[7rem] leading-none font-extrabold tracking-[-0.06em] text-transparent md:text-[9rem]"
        >
          404
        </p>
      }
      title={t(title)}
      description={t(text)}
      actions={
        <Button asChild size="lg">
          <Link to={to}>
            <ArrowLeft aria-hidden="true" />
            {t(back)}
          </Link>
        </Button>
      }
    />
  );
}
