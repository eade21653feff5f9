/** The thanks page's wink: the lime face that says a specialist is on the way. */
export function WinkingFace() {
  return (
    <svg
      viewBox="0 0 96 96"
      role="img"
      aria-label="😉"
      className="mb-8 size-24 drop-shadow-[0_18px_30px_rgb(52_66_224/0.35)] md:size-28"
    >
      <circle cx="48" cy="48" r="46" className="fill-accent" />
      <circle cx="34" cy="40" r="5.5" className="fill-brand-dark" />
      <path d="M56 41.5c3-4.2 9.8-4.2 12.8 0" fill="none" strokeWidth="5" strokeLinecap="round" className="stroke-brand-dark" />
      <path d="M30 58c9.5 11.5 26.5 11.5 36 0" fill="none" strokeWidth="5" strokeLinecap="round" className="stroke-brand-dark" />
    </svg>
  );
}
