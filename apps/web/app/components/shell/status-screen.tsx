import type { ReactNode } from 'react';

type StatusScreenProps = {
  eyebrow?: string;
  visual?: ReactNode;
  title: string;
  /** Left out when empty (a thanks block whose editor cleared its text). */
  description?: string;
  actions: ReactNode;
  testId?: string;
};

/** Shared layout of the not-found, error and thank-you screens. */
export function StatusScreen({ eyebrow, visual, title, description, actions, testId }: StatusScreenProps) {
  return (
    <section
      data-testid={testId}
      className="relative isolate overflow-hidden bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-brand-light),transparent_70%)]"
    >
      <div className="container-content flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
        {visual}
        {eyebrow ? <p className="text-sm font-extrabold tracking-[0.2em] text-brand uppercase">{eyebrow}</p> : null}
        <h1 className="mt-4 max-w-3xl text-4xl leading-[1.05] font-extrabold tracking-[-0.035em] text-balance text-brand-dark md:text-6xl">
          {title}
        </h1>
        {description ? <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-ink-600">{description}</p> : null}
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
