import type { LucideIcon } from 'lucide-react';
import { cn } from '~/lib/cn';

/** The icon at the head of a card or a setting: brand-coloured, in a rounded square. */
export function SectionIcon({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span className={cn('grid size-9 shrink-0 place-items-center rounded-control bg-brand-light text-brand [&_svg]:size-4', className)}>
      <Icon aria-hidden="true" />
    </span>
  );
}
