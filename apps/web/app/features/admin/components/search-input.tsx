import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/cn';

export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span className={cn('relative block', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400" />
      <Input type="search" className="pl-9" {...props} />
    </span>
  );
}
