import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/cn';

type FieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The control: it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
};

/** Label, control and its message, wired together for screen readers. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} role="alert" className="text-xs font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
