import { ArrowUpRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { useLanguage, type TranslationKey } from '~/i18n';

type PagePlaceholderProps = {
  eyebrow: TranslationKey;
  title: TranslationKey;
  description: TranslationKey;
};

/** Page header and a hand-off to contact, until the page's own issue writes its sections. */
export function PagePlaceholder({ eyebrow, title, description }: PagePlaceholderProps) {
  const { t } = useLanguage();
  return (
    <>
      <section className="relative isolate overflow-hidden border-b border-ink-100 bg-ink-50">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-ink-200)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-ink-200)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top_right,black,transparent_65%)] bg-[size:56px_56px] opacity-60"
        />
        <div className="container-content py-20 md:py-28">
          <p className="text-sm font-extrabold tracking-[0.2em] text-brand uppercase">{t(eyebrow)}</p>
          <h1 className="mt-5 max-w-4xl text-4xl leading-[1.04] font-extrabold tracking-[-0.04em] text-balance break-words text-brand-dark sm:text-5xl md:text-7xl">
            {t(title)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-ink-600 md:text-xl">{t(description)}</p>
        </div>
      </section>
      <section className="container-content py-16 md:py-24">
        <div className="flex flex-col items-start gap-6 rounded-panel bg-brand-light p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div className="flex items-start gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-brand shadow-soft">
              <Sparkles aria-hidden="true" className="size-6" />
            </span>
            <p className="max-w-xl text-lg font-semibold text-brand-dark">{t('placeholder.notice')}</p>
          </div>
          <Button asChild size="lg">
            <Link to="/contato">
              {t('common.requestContact')}
              <ArrowUpRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
