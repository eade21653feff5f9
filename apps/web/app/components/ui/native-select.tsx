import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { fieldClasses } from './input';

/** The platform's <select>: keyboard, type-ahead and mobile pickers for free, styled like the other fields. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <span className={cn('relative block', className)}>
      <select className={cn(fieldClasses, 'h-10 appearance-none pr-9')} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500" />
    </span>
  );
}
