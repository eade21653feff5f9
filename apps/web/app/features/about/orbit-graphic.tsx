/**
 * The decorative logo graphic of /sobre: the orbit mark (planet, ring, lime satellite) drawn large,
 * with the orbits it travels on. Purely decorative, hidden from assistive technology.
 */
export function OrbitGraphic({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 480" aria-hidden="true" className={className} data-testid="about-logo-graphic">
      <defs>
        <linearGradient id="about-orbit-tile" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand)" />
          <stop offset="1" stopColor="var(--color-brand-dark)" />
        </linearGradient>
        <radialGradient id="about-orbit-glow" cx="0.5" cy="0.45" r="0.5">
          <stop offset="0" stopColor="var(--color-brand-400)" stopOpacity="0.55" />
          <stop offset="1" stopColor="var(--color-brand-400)" stopOpacity="0" />
        </radialGradient>
        <pattern id="about-orbit-dots" width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="1.5" cy="1.5" r="1.5" fill="white" fillOpacity="0.12" />
        </pattern>
      </defs>
      <rect width="480" height="480" rx="56" fill="url(#about-orbit-tile)" />
      <rect width="480" height="480" rx="56" fill="url(#about-orbit-dots)" />
      <circle cx="240" cy="232" r="200" fill="url(#about-orbit-glow)" />
      <g fill="none" stroke="white" strokeOpacity="0.16" strokeWidth="1.5">
        <circle cx="240" cy="240" r="118" />
        <circle cx="240" cy="240" r="168" strokeDasharray="3 9" />
        <circle cx="240" cy="240" r="212" />
      </g>
      {/* The ring passes in front of the planet; its gap is drawn in the tile colour at the centre. */}
      <g transform="rotate(-22 240 240)" fill="none">
        <ellipse cx="240" cy="240" rx="168" ry="46" stroke="white" strokeWidth="14" />
        <circle cx="240" cy="228" r="82" fill="white" />
        <path d="M72 240a168 46 0 0 0 336 0" stroke="#222c92" strokeWidth="30" />
        <path d="M72 240a168 46 0 0 0 336 0" stroke="white" strokeWidth="14" />
      </g>
      <circle cx="378" cy="104" r="24" fill="var(--color-accent)" />
      <circle cx="378" cy="104" r="40" fill="none" stroke="var(--color-accent)" strokeOpacity="0.35" strokeWidth="1.5" />
      <circle cx="96" cy="370" r="9" fill="white" fillOpacity="0.85" />
      <circle cx="414" cy="318" r="5" fill="var(--color-accent)" fillOpacity="0.8" />
    </svg>
  );
}
