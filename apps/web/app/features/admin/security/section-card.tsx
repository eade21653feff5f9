import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { Card } from '../components/card';
import { SectionIcon } from '../kit';

/** One section of Meu perfil's security: an icon, a title and a line of context, its actions, its content. */
export function SectionCard({
  icon,
  title,
  description,
  actions,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card aria-labelledby={headingId} className={cn('min-w-0', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-ink-100 px-5 py-4">
        <div className="flex min-w-0 flex-1 basis-60 items-start gap-3">
          <SectionIcon icon={icon} />
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-bold text-brand-dark">
              {title}
            </h2>
            {description ? <p className="mt-0.5 text-sm text-ink-600">{description}</p> : null}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div className="p-5">{children}</div>
    </Card>
  );
}
