import { LoaderCircle, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { Button, type ButtonProps } from '~/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '~/components/ui/dialog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DialogPanel } from './dialog-panel';

/*
 * The dialog of a back-office form, with the unsaved-changes guard every editor expects: closing it
 * (the close button, Escape, a click outside, Cancelar), leaving the screen (a link, Back) and
 * reloading or closing the tab all ask before changes are lost. The form inside reports whether it
 * holds changes (react-hook-form's isDirty) and says when it has saved.
 */

export type FormGuard = {
  /** The form holds changes not saved yet. */
  setDirty: (dirty: boolean) => void;
  /** How to ask the form, at the moment of closing, whether it holds changes (state may lag a keystroke). */
  track: (isDirty: () => boolean) => void;
  /** Cancelar: asks first when there are changes. */
  requestClose: () => void;
  /** Saved: closes without asking. */
  saved: () => void;
};

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size?: ComponentProps<typeof DialogContent>['size'];
  className?: string;
  /** Renders the form; keyed by the caller (e.g. the edited item's id) so each opening starts fresh. */
  children: (guard: FormGuard) => ReactNode;
};

export function FormDialog({ open, onOpenChange, size = 'lg', className, children }: FormDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dirtyNow, setDirtyNow] = useState<() => boolean>(() => () => false);
  const track = useCallback((isDirty: () => boolean) => setDirtyNow(() => isDirty), []);

  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  const guard: FormGuard = {
    setDirty,
    track,
    requestClose: () => (dirty || dirtyNow() ? setConfirming(true) : close()),
    saved: () => {
      setDirtyNow(() => () => false);
      close();
    },
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : guard.requestClose())}>
        <DialogContent size={size} closeLabel="Fechar" className={className}>
          {children(guard)}
        </DialogContent>
      </Dialog>
      <DiscardDialog
        open={confirming}
        onStay={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          close();
        }}
      />
      {open && dirty ? <LeaveGuard onLeave={() => setDirty(false)} /> : null}
    </>
  );
}

/** 'Cancelar Edição': stay and keep the changes, or drop them. */
function DiscardDialog({ open, onStay, onDiscard }: { open: boolean; onStay: () => void; onDiscard: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onStay()}
      title="Cancelar Edição"
      description="Você tem alterações não salvas. Tem certeza que deseja cancelar? As alterações serão perdidas."
      cancelLabel="Voltar à Edição"
      confirmLabel="Sim, Cancelar"
      onConfirm={onDiscard}
    />
  );
}

/**
 * Mounted while a form holds unsaved changes: leaving the screen (a link, Back) asks first, and so does
 * reloading or closing the tab (the browser's own question). One is mounted at a time, as the router
 * supports one blocker. Usable by screen forms too: `{isDirty ? <LeaveGuard /> : null}`.
 */
export function LeaveGuard({ onLeave }: { onLeave?: () => void }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return (
    <DiscardDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.state === 'blocked' && blocker.reset()}
      onDiscard={() => {
        onLeave?.();
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}

/** Reports a react-hook-form form's unsaved changes to its dialog's guard. */
export function useDirtyGuard(guard: Pick<FormGuard, 'setDirty' | 'track'>, form: { formState: { isDirty: boolean } }) {
  const { isDirty } = form.formState;
  const { setDirty, track } = guard;
  useEffect(() => setDirty(isDirty), [setDirty, isDirty]);
  useEffect(() => track(() => form.formState.isDirty), [track, form]);
}

/**
 * A form dialog's content: the form (`id`) with its title, description, fields (`children`) and footer.
 * `submit` names the save button; `keepLabel` and `disabled`, as in `SaveButton`; `cancelLabel` and
 * `aside`, as in `FormFooter`.
 */
export function DialogForm({ id, onSubmit, title, description, submit, className, children, ...footer }: Omit<FormFooterProps, 'label' | 'form' | 'status' | 'icon' | 'size' | 'className'> & {
  id?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  title: string;
  description: ReactNode;
  submit: string;
  /** The body's layout. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <form id={id} noValidate onSubmit={onSubmit}>
      <DialogPanel title={title} description={description} className={className}>
        {children}
      </DialogPanel>
      <FormFooter form={id} label={submit} {...footer} />
    </form>
  );
}

type FormFooterProps = SaveButtonProps & {
  onCancel: () => void;
  /** 'Fechar' where the dialog is a detail to look at as much as a form. */
  cancelLabel?: string;
  aside?: ReactNode;
  /** A discreet line under the footer's controls (the autosave's, kit/autosave-notice.tsx). */
  status?: ReactNode;
};

/**
 * Cancelar and the submit button of a form dialog; the latter says 'Salvando...' while the save runs.
 * `aside`, on the left, holds what decides what saving does (a post's status, a case's "Publicar case"):
 * always in sight, whichever part of the form is open.
 */
export function FormFooter({ onCancel, cancelLabel = 'Cancelar', aside, status, ...save }: FormFooterProps) {
  return (
    <DialogFooter>
      {aside ? <div className="mr-auto flex min-w-0 flex-wrap items-center gap-x-5 gap-y-2 max-sm:w-full max-sm:pb-1">{aside}</div> : null}
      {status ? <div className="order-last flex w-full min-w-0 justify-end">{status}</div> : null}
      <Button variant="secondary" size="sm" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <SaveButton {...save} />
    </DialogFooter>
  );
}

type SaveButtonProps = {
  label: string;
  pending?: boolean;
  /** The form it submits, when the button stands outside it. */
  form?: string;
  /** Keeps the label while saving (the spinner alone says it), where the label names a step rather than a save. */
  keepLabel?: boolean;
  /** Shown before the label while nothing runs. */
  icon?: LucideIcon;
  /** Disabled for another reason than a save running (nothing changed yet). */
  disabled?: boolean;
  size?: ButtonProps['size'];
  className?: string;
};

/** A form's submit button: it says 'Salvando...' and cannot be pressed again while the save runs. */
export function SaveButton({ label, pending = false, form, keepLabel, icon: Icon, disabled, size = 'sm', className }: SaveButtonProps) {
  return (
    <Button type="submit" form={form} size={size} className={className} disabled={pending || disabled}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : Icon ? <Icon aria-hidden="true" /> : null}
      {pending && !keepLabel ? 'Salvando...' : label}
    </Button>
  );
}
