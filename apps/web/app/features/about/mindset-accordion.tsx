import { Plus } from 'lucide-react';
import { useId } from 'react';

export type AccordionItem = { title: string; text: string };

/**
 * product.md §2: the pillars (or any items), one open at a time; the open one closes again on a second click.
 * Native exclusive `<details name>` (issue 19): it works from the first paint and without JavaScript,
 * so it is not an island and costs the page no script. The open panel slides where the browser
 * animates `::details-content` (app.css), and simply appears elsewhere.
 */
export function MindsetAccordion({ items }: { items: readonly AccordionItem[] }) {
  const group = useId();

  return (
    <div className="mindset-accordion border-t border-ink-200" data-testid="mindset-accordion">
      {items.map((item, index) => (
        <details key={index} name={group} open={index === 0} className="group border-b border-ink-200">
          <summary className="flex cursor-pointer list-none items-center gap-5 py-6 text-left md:gap-7 md:py-7 [&::-webkit-details-marker]:hidden">
            <span className="w-8 text-sm font-extrabold text-ink-500 tabular-nums transition-colors group-open:text-brand">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="flex-1 text-2xl font-extrabold tracking-[-0.025em] text-ink-700 transition-colors group-open:text-brand-dark group-hover:text-brand-dark md:text-3xl">
              {item.title}
            </h3>
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-brand-dark ring-1 ring-ink-200 transition-[background-color,color,transform] duration-300 group-open:rotate-45 group-open:bg-brand group-open:text-white group-open:ring-brand group-hover:ring-brand">
              <Plus aria-hidden="true" className="size-5" />
            </span>
          </summary>
          {item.text ? <p className="max-w-2xl pb-7 pl-13 text-lg leading-relaxed text-ink-600 md:pl-15">{item.text}</p> : null}
        </details>
      ))}
    </div>
  );
}
