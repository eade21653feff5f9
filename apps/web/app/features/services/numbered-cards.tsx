import { cn } from '~/lib/cn';
import { CardLink, type FeatureCardItem } from './feature-cards';

/** Large cards numbered in order behind their icon (the scenarios of /software), three across on wide screens. */
export function NumberedCards({ items, className }: { items: readonly FeatureCardItem[]; className?: string }) {
  return (
    <ol className={cn('grid gap-5 lg:grid-cols-3', className)}>
      {items.map(({ icon: Icon, title, text, href, linkLabel }, index) => (
        <li
          key={index}
          className="group relative flex flex-col overflow-hidden rounded-panel bg-white p-8 shadow-soft ring-1 ring-ink-200/70 transition-[transform,box-shadow] duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-lift md:p-10"
        >
          <span
            aria-hidden="true"
            data-index={String(index + 1).padStart(2, '0')}
            className="absolute -top-6 -right-2 text-[8rem] leading-none font-extrabold tracking-[-0.06em] text-brand-light select-none before:content-[attr(data-index)]"
          />
          <span className="relative grid size-14 place-items-center rounded-2xl bg-brand text-white shadow-soft">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h3 className="relative mt-8 text-2xl leading-tight font-extrabold tracking-[-0.02em] text-brand-dark">{title}</h3>
          {text ? <p className="relative mt-4 leading-relaxed text-ink-600">{text}</p> : null}
          <CardLink href={href} label={linkLabel} />
        </li>
      ))}
    </ol>
  );
}
