import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { Tooltip, TooltipProvider } from './tooltip';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A click on a toast (its close or action button) is not a click outside the dialog. */
export function keepOpenOnToast(event: { target: EventTarget | null; preventDefault: () => void }) {
  if (event.target instanceof Element && event.target.closest('[data-toast]')) event.preventDefault();
}

export const overlayClasses =
  'fixed inset-0 z-50 bg-brand-dark/45 backdrop-blur-[2px]';

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name and tooltip of the corner close button; none when omitted. */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
};

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/** A centred modal panel; tall content scrolls inside the panel, never the page behind it. */
export function DialogContent({ className, children, closeLabel, size = 'md', onInteractOutside, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
          'rounded-card bg-white shadow-float ring-1 ring-ink-200 outline-none',
          widths[size],
          className,
        )}
        onInteractOutside={(event) => {
          keepOpenOnToast(event);
          onInteractOutside?.(event);
        }}
        {...props}
      >
        {children}
        {closeLabel ? (
          // Its own provider: the button works (with its tooltip) wherever a dialog is used.
          <TooltipProvider>
            <Tooltip label={closeLabel}>
              <DialogPrimitive.Close
                aria-label={closeLabel}
                className="absolute top-4 right-4 grid size-8 place-items-center rounded-full text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-800 [&_svg]:size-4"
              >
                <X aria-hidden="true" />
              </DialogPrimitive.Close>
            </Tooltip>
          </TooltipProvider>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 border-b border-ink-100 px-6 pt-5 pb-4 pr-14', className)} {...props} />;
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-5', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-wrap items-center justify-end gap-2 border-t border-ink-100 px-6 py-4', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-extrabold tracking-tight text-brand-dark', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-ink-600', className)} {...props} />;
}
