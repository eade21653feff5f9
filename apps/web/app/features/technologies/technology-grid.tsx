import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';
import { TECHNOLOGY_IMAGES } from './technology-images';
import { TECHNOLOGIES, type TechnologyId } from './technology-logos';

type TechnologyGridProps = { only?: readonly TechnologyId[]; className?: string };

/** Technology logos in one style: a monochrome mark on a white tile, named for assistive technology. */
export function TechnologyGrid({ only, className }: TechnologyGridProps) {
  const { t } = useLanguage();
  const items = only ? TECHNOLOGIES.filter((item) => only.includes(item.id)) : TECHNOLOGIES;
  return (
    <ul
      aria-label={t('technologies.listLabel')}
      className={cn('grid grid-cols-3 gap-3 md:grid-cols-6 md:gap-4', className)}
      data-testid="technology-grid"
    >
      {items.map((item) => (
        <li
          key={item.id}
          className="group flex aspect-[5/4] flex-col items-center justify-center gap-3 rounded-card bg-white p-3 shadow-soft ring-1 ring-ink-200/70 transition-[transform,box-shadow] duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-lift"
        >
          <img
            src={TECHNOLOGY_IMAGES[item.id]}
            alt={item.name}
            width={36}
            height={36}
            loading="lazy"
            decoding="async"
            data-testid="technology-logo"
            data-technology={item.id}
            className="size-8 opacity-80 transition-opacity duration-300 group-hover:opacity-100 md:size-9"
          />
          <span aria-hidden="true" className="text-center text-xs leading-tight font-bold text-ink-600 sm:text-sm">
            {item.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
