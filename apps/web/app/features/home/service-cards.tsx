import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { SiteLink } from '~/components/ui/site-link';
import { cn } from '~/lib/cn';

export type ServiceCardItem = { icon: LucideIcon; title: string; text: string; href: string; linkLabel: string; buttonHref: string };

/**
 * The services as cards: the title leads to the service's page, the button asks for contact
 * (product.md: each card has a request-contact button, to /contato unless the editor set another link).
 */
export function ServiceCards({ items, className }: { items: readonly ServiceCardItem[]; className?: string }) {
  return (
    <ul className={cn('grid gap-5 md:grid-cols-3', className)}>
      {items.map(({ icon: Icon, title, text, href, linkLabel, buttonHref }, index) => (
        <li
          key={index}
          className="group flex flex-col rounded-card bg-white p-7 shadow-soft ring-1 ring-ink-200/70 transition-[transform,box-shadow] duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-lift"
        >
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-light text-brand transition-colors duration-300 group-hover:bg-brand group-hover:text-white">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-7 text-xl font-extrabold tracking-tight text-brand-dark">
            {href ? (
              <SiteLink href={href} className="inline-flex items-center gap-2 hover:text-brand" data-testid="service-link">
                {title}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
              </SiteLink>
            ) : (
              title
            )}
          </h3>
          {text ? <p className="mt-3 flex-1 leading-relaxed text-ink-600">{text}</p> : null}
          {linkLabel ? (
            <Button asChild variant="secondary" size="sm" className="mt-7 self-start">
              <SiteLink href={buttonHref || '/contato'} data-testid="request-contact">
                {linkLabel}
              </SiteLink>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
