import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export const fieldClasses = cn(
  'w-full rounded-control bg-white px-3 text-sm text-ink-800 ring-1 ring-ink-200 ring-inset',
  'placeholder:text-ink-400 transition-shadow outline-none',
  'focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
  'disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500',
  'aria-invalid:ring-danger aria-invalid:focus-visible:ring-danger',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />;
}
