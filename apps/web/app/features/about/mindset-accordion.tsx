import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useLanguage } from '~/i18n';
import { cn } from '~/lib/cn';

export const MINDSET_PILLARS = ['culture', 'relationship', 'strategy', 'processes', 'results'] as const;
type Pillar = (typeof MINDSET_PILLARS)[number];

/** product.md §2: five pillars, one open at a time; the open one closes again on a second click. */
export function MindsetAccordion() {
  const { t } = useLanguage();
  const baseId = useId();
  const [open, setOpen] = useState<Pillar | null>(MINDSET_PILLARS[0]);

  return (
    <div className="border-t border-ink-200" data-testid="mindset-accordion">
      {MINDSET_PILLARS.map((pillar, index) => {
        const expanded = open === pillar;
        const buttonId = `${baseId}-${pillar}-button`;
        const panelId = `${baseId}-${pillar}-panel`;
        return (
          <div key={pillar} className="border-b border-ink-200">
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : pillar)}
                className="group flex w-full items-center gap-5 py-6 text-left md:gap-7 md:py-7"
              >
                <span
                  className={cn(
                    'w-8 text-sm font-extrabold tabular-nums transition-colors',
                    expanded ? 'text-brand' : 'text-ink-500',
                  )}
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span
                  className={cn(
                    'flex-1 text-2xl font-extrabold tracking-[-0.025em] transition-colors md:text-3xl',
                    expanded ? 'text-brand-dark' : 'text-ink-700 group-hover:text-brand-dark',
                  )}
                >
                  {t(`mindset.items.${pillar}.title`)}
                </span>
                <span
                  className={cn(
                    'grid size-10 shrink-0 place-items-center rounded-full ring-1 transition-[background-color,color,transform] duration-300',
                    expanded
                      ? 'rotate-45 bg-brand text-white ring-brand'
                      : 'bg-white text-brand-dark ring-ink-200 group-hover:ring-brand',
                  )}
                >
                  <Plus aria-hidden="true" className="size-5" />
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              data-state={expanded ? 'open' : 'closed'}
              className={cn(
                'grid transition-[grid-template-rows,visibility] duration-300 ease-out-soft',
                expanded ? 'visible grid-rows-[1fr]' : 'invisible grid-rows-[0fr]',
              )}
            >
              <div className="overflow-hidden">
                <p className="max-w-2xl pb-7 pl-13 text-lg leading-relaxed text-ink-600 md:pl-15">
                  {t(`mindset.items.${pillar}.text`)}
                </p>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
