import type { LucideIcon } from 'lucide-react';
import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';

export type FeatureCardItem = { key: string; icon: LucideIcon };

type FeatureCardsProps = {
  items: readonly FeatureCardItem[];
  /** Dictionary path holding `<key>.title` and `<key>.text` for each item, e.g. 'software.values.items'. */
  keyPrefix: string;
  className?: string;
};

/** A grid of icon cards (values, offerings, services), three across on wide screens. */
export function FeatureCards({ items, keyPrefix, className }: FeatureCardsProps) {
  const { t } = useLanguage();
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 md:gap-5 lg:grid-cols-3', className)}>
      {items.map(({ key, icon: Icon }) => (
        <li
          key={key}
          data-testid="feature-card"
          className="group relative overflow-hidden rounded-card bg-white p-7 shadow-soft ring-1 ring-ink-200/70 transition-[transform,box-shadow] duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-lift"
        >
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-light text-brand transition-colors duration-300 group-hover:bg-brand group-hover:text-white">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-6 text-xl font-extrabold tracking-tight text-brand-dark">{t(`${keyPrefix}.${key}.title`)}</h3>
          <p className="mt-2.5 leading-relaxed text-ink-600">{t(`${keyPrefix}.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
