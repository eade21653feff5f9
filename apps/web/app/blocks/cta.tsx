import { useId } from 'react';
import { BlockButtons } from './buttons';
import type { BlockViewProps } from './types';

/**
 * A call to action: a bright brand panel with a title, a line of text and its buttons, set in white space so
 * it stands apart from the dark footer below it; the orbit rings echo the logo as the service panels do.
 */
export function CtaBlock({ block }: BlockViewProps<'cta'>) {
  const { title, text } = block.content;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-16 md:py-24" data-testid="cta">
      <div className="container-content">
        <div className="relative isolate overflow-hidden rounded-panel bg-[linear-gradient(135deg,var(--color-brand)_0%,var(--color-brand-dark)_85%)] px-7 py-12 text-white shadow-float sm:px-12 sm:py-16 lg:px-16 lg:py-20">
          <svg
            aria-hidden="true"
            viewBox="0 0 400 400"
            className="pointer-events-none absolute -right-28 -bottom-40 -z-10 size-[26rem] text-white/15 md:-top-24 md:-right-16 md:bottom-auto md:size-[30rem]"
            fill="none"
            stroke="currentColor"
          >
            <circle cx="200" cy="200" r="80" strokeWidth="1.5" />
            <circle cx="200" cy="200" r="130" strokeWidth="1.5" strokeDasharray="4 10" />
            <circle cx="200" cy="200" r="185" strokeWidth="1.5" />
            <circle cx="70" cy="200" r="8" className="fill-accent stroke-none max-md:hidden" />
          </svg>
          <span aria-hidden="true" className="absolute -top-32 -left-24 -z-10 size-80 rounded-full bg-brand-400/40 blur-[100px]" />
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end lg:gap-16">
            <div className="max-w-2xl">
              <h2 id={headingId} className="text-4xl leading-[1.05] font-extrabold tracking-[-0.035em] text-balance md:text-5xl">
                {title}
              </h2>
              {text ? <p className="mt-5 text-lg leading-relaxed text-pretty text-white/80 md:text-xl">{text}</p> : null}
            </div>
            <div className="flex flex-wrap gap-3 lg:justify-end">
              <BlockButtons buttons={block.content.buttons} inverse />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
