import { ArrowRight, type LucideIcon } from 'lucide-react';
import { SiteLink } from '~/components/ui/site-link';
import { cn } from '~/lib/cn';

/** A card's icon and texts; `href` and `linkLabel` add a link under its text. */
export type FeatureCardItem = { icon: LucideIcon; title: string; text: string; href?: string; linkLabel?: string };

type FeatureCardsProps = {
  items: readonly FeatureCardItem[];
  className?: string;
};

/** A grid of icon cards (values, offerings, services), three across on wide screens. */
export function FeatureCards({ items, className }: FeatureCardsProps) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 md:gap-5 lg:grid-cols-3', className)}>
      {items.map(({ icon: Icon, title, text, href, linkLabel }, index) => (
        <li
          key={index}
          data-testid="feature-card"
          className="group relative overflow-hidden rounded-card bg-white p-7 shadow-soft ring-1 ring-ink-200/70 transition-[transform,box-shadow] duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-lift"
        >
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-light text-brand transition-colors duration-300 group-hover:bg-brand group-hover:text-white">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-6 text-xl font-extrabold tracking-tight text-brand-dark">{title}</h3>
          {text ? <p className="mt-2.5 leading-relaxed text-ink-600">{text}</p> : null}
          <CardLink href={href} label={linkLabel} />
        </li>
      ))}
    </ul>
  );
}

/** The optional link at the foot of a card. */
export function CardLink({ href, label }: { href?: string; label?: string }) {
  if (!href || !label) return null;
  return (
    <SiteLink href={href} className="relative mt-5 inline-flex items-center gap-2 self-start font-bold text-brand hover:text-brand-dark">
      {label}
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
    </SiteLink>
  );
}
