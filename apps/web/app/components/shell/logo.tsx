import { cn } from '~/lib/cn';

type LogoProps = { name: string; inverse?: boolean; className?: string };

/** Orbit mark and wordmark: the first word of the company name set heavy, the rest light. */
export function Logo({ name, inverse = false, className }: LogoProps) {
  const [first, ...rest] = name.trim().split(/\s+/);
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark inverse={inverse} className="size-9 shrink-0" />
      <span
        className={cn(
          'text-[1.3125rem] leading-none tracking-[-0.04em] whitespace-nowrap',
          inverse ? 'text-white' : 'text-brand-dark',
        )}
      >
        <span className="font-extrabold">{first}</span>
        {rest.length ? (
          <span className={cn('font-medium', inverse ? 'text-white/70' : 'text-ink-500')}> {rest.join(' ')}</span>
        ) : null}
      </span>
    </span>
  );
}

/** A planet with its ring in front and a lime satellite; the ring's gap is drawn in the tile colour. */
export function LogoMark({ inverse = false, className }: { inverse?: boolean; className?: string }) {
  const tile = inverse ? 'white' : 'var(--color-brand)';
  const ink = inverse ? 'var(--color-brand-dark)' : 'white';
  return (
    <svg viewBox="0 0 36 36" aria-hidden="true" className={className}>
      <rect width="36" height="36" rx="10" fill={tile} />
      <g transform="rotate(-22 18 18)" fill="none">
        <ellipse cx="18" cy="18" rx="13" ry="3.6" stroke={ink} strokeWidth="1.9" />
        <circle cx="18" cy="17" r="6.4" fill={ink} />
        <path d="M5 18a13 3.6 0 0 0 26 0" stroke={tile} strokeWidth="3.8" />
        <path d="M5 18a13 3.6 0 0 0 26 0" stroke={ink} strokeWidth="1.9" />
      </g>
      <circle cx="28.6" cy="9.4" r="2.4" fill="var(--color-accent)" />
    </svg>
  );
}
