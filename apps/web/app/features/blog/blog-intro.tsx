import type { ReactNode } from 'react';
import { RichText } from '~/components/ui/rich-text';
import { HeroEyebrow } from '~/components/ui/hero-parts';

type BlogIntroProps = {
  eyebrow: string;
  title: string;
  /** Paragraphs separated by a blank line, **bold** kept. */
  description: string;
  children?: ReactNode;
};

/** Page header of the blog pages, in the site's light grid style. */
export function BlogIntro({ eyebrow, title, description, children }: BlogIntroProps) {
  return (
    <section className="relative isolate overflow-hidden border-b border-ink-100 bg-ink-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-ink-200)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-ink-200)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top_right,black,transparent_65%)] bg-[size:56px_56px] opacity-60"
      />
      <div
        aria-hidden="true"
        className="absolute -top-48 -right-40 -z-10 size-[36rem] bg-[radial-gradient(closest-side,var(--color-brand-light),transparent)]"
      />
      <div className="container-content py-16 md:py-24">
        <HeroEyebrow>{eyebrow}</HeroEyebrow>
        <h1 className="mt-6 max-w-4xl text-4xl leading-[1.04] font-extrabold tracking-[-0.04em] text-balance text-brand-dark sm:text-5xl md:text-6xl">
          {title}
        </h1>
        <RichText text={description} className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-ink-600 md:text-xl" />
        {children}
      </div>
    </section>
  );
}
