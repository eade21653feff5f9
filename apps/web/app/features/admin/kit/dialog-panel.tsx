import type { ReactNode } from 'react';
import { DialogBody, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';

/**
 * What a back-office dialog shows: its heading (the title and a line on what it is about), a body that
 * scrolls inside the dialog, and its buttons at the foot (a form's `FormFooter` follows it instead).
 */
export function DialogPanel({ title, description, titleClassName, className, footer, footerClassName, children }: {
  title: ReactNode;
  description: ReactNode;
  /** The title's own layout (a long subject that must wrap). */
  titleClassName?: string;
  /** The body's layout. */
  className?: string;
  /** The buttons, right-aligned. */
  footer?: ReactNode;
  footerClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle className={titleClassName}>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <DialogBody className={className}>{children}</DialogBody>
      {footer ? <DialogFooter className={footerClassName}>{footer}</DialogFooter> : null}
    </>
  );
}
