import type { ReactNode } from 'react';

/** The pill above a page's main title (its eyebrow, a block's text): nothing when the editor left it empty. */
export function HeroEyebrow({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="inline-flex items-center gap-2.5 rounded-full bg-white py-1.5 pr-4 pl-2 text-sm font-bold text-brand-dark shadow-soft ring-1 ring-ink-200">
      <span className="grid size-6 place-items-center rounded-full bg-brand-dark">
        <span className="size-2 rounded-full bg-accent" />
      </span>
      {children}
    </p>
  );
}

/** The squared grid fading from the top right and the brand glow behind the home and service openings. */
export function HeroGrid() {
  return (
    <>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-ink-100)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-ink-100)_1px,transparent_1px)] bg-[size:64px_64px] [mask-image:radial-gradient(ellipse_70%_60%_at_70%_20%,black,transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-64 right-[-20rem] -z-10 size-[60rem] bg-[radial-gradient(closest-side,var(--color-brand-light),transparent)]"
      />
    </>
  );
}
