import type { ComponentProps, ReactNode } from 'react';
import { Tooltip } from '~/components/ui/tooltip';
import { cn } from '~/lib/cn';

type IconButtonProps = ComponentProps<'button'> & { label: string; children: ReactNode; tone?: 'default' | 'danger' | 'active' };

/** A compact icon-only action with its name as aria-label and tooltip. */
export function IconButton({ label, children, className, tone = 'default', type = 'button', ...props }: IconButtonProps) {
  return (
    <Tooltip label={label}>
      <button
        type={type}
        aria-label={label}
        className={cn(
          'inline-grid size-8 shrink-0 place-items-center rounded-lg transition-colors [&_svg]:size-4',
          'disabled:pointer-events-none disabled:opacity-40',
          tone === 'danger' && 'text-ink-500 hover:bg-danger-light hover:text-danger',
          tone === 'default' && 'text-ink-500 hover:bg-ink-100 hover:text-brand-dark',
          tone === 'active' && 'text-brand hover:bg-brand-light',
          className,
        )}
        {...props}
      >
        {children}
      </button>
    </Tooltip>
  );
}
