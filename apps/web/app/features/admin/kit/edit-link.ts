import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';

const ID = /^[0-9a-f-]{36}$/i;
const FIELD = /^[a-z][\w.:-]{0,60}$/i;

/**
 * `?edit=<id>&field=<name>` on a list screen: the editor of that item, open at that field. This is how
 * other screens (the SEO report's "Corrigir", a notification, a shared link) send the editor to the
 * exact thing to change. `close()` takes both parameters off the address, keeping the list's own.
 */
export function useEditLink() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('edit');
  const id = raw && ID.test(raw) ? raw : null;
  const rawField = params.get('field');
  const field = id && rawField && FIELD.test(rawField) ? rawField : null;
  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        next.delete('field');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return { id, field, close };
}

/**
 * The item a screen's `?edit=<id>` names, loaded with the screen's own query hook (`useBlogPost`,
 * `useCase`): `item` once it is there (the screen shows its editor), `field` to open it at, and
 * `release()` for when the editor closes (the link leaves the address; it returns the item so the
 * closing editor can keep showing it). An id that names nothing says so in a toast and leaves.
 */
export function useLinkedItem<T extends { id: string }>(useItem: (id: string | null) => UseQueryResult<T>, missing: { title: string; description: string }) {
  const link = useEditLink();
  const query = useItem(link.id);
  const item = link.id && query.data?.id === link.id ? query.data : null;
  const { close } = link;
  useEffect(() => {
    if (!query.isError) return;
    toast.error(missing.title, { description: missing.description });
    close();
    // The messages are constants of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isError, close]);
  return {
    item,
    field: item ? link.field : null,
    release: (): T | null => {
      if (link.id) close();
      return item;
    },
  };
}

/**
 * Moves the focus to a form's field once it is on screen: `field-<name>` by id (fields outside the form's
 * state, such as an image's alt text), else the form's own field by name. `show` first brings its part of
 * the form into view (a tab). Fields that load late (the Markdown editor, an alt text waiting for its
 * file) are waited for, up to a few seconds. For a second after, a focus the dialog or a re-render takes
 * away (to the dialog, a tab or nowhere, not to another field) is given back, until the editor types or clicks.
 */
export function useFocusField(field: string | null | undefined, focusByName: (name: string) => void, show?: (name: string) => void) {
  useEffect(() => {
    if (!field) return;
    show?.(field);
    const find = () => {
      const element = document.getElementById(`field-${field}`) as HTMLInputElement | null;
      const target = element ?? (document.querySelector(`[name="${CSS.escape(field)}"]`) as HTMLInputElement | null);
      return target && !target.disabled ? { element, target } : null;
    };
    const focus = (found: NonNullable<ReturnType<typeof find>>) => {
      if (found.element) found.element.focus();
      else focusByName(field);
      (document.activeElement as HTMLElement | null)?.scrollIntoView({ block: 'center' });
    };
    let tries = 0;
    let focusedAt = -1;
    const stop = () => {
      window.clearInterval(timer);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    const timer = window.setInterval(() => {
      tries++;
      const found = find();
      if (focusedAt < 0) {
        if (found) {
          focus(found);
          focusedAt = tries;
        } else if (tries > 50) stop();
        return;
      }
      const active = document.activeElement as HTMLElement | null;
      const onAField = !!active?.closest('input, textarea, select, [contenteditable="true"]');
      if (found && !onAField) focus(found);
      if (tries - focusedAt >= 10) stop();
    }, 100);
    // The editor's own keys and clicks are never overridden.
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    return stop;
    // Once per field: a re-render of the form does not move the focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field]);
}

/**
 * A list screen's editor dialog: opened empty ("Novo …"), on a row, or by a link (`?edit=<id>&field=`,
 * through `useLinkedItem`). `load` reads the whole item before the editor opens, for lists whose items
 * leave part of it out (decision 037); a failed read says `loadFailed` and opens nothing. Spread `dialog`
 * on the screen's form dialog.
 */
export function useEditorDialog<T extends { id: string }>(
  useItem: (id: string | null) => UseQueryResult<T>,
  missing: { title: string; description: string },
  options: { load?: (item: T) => Promise<T>; loadFailed?: string } = {},
) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const linked = useLinkedItem(useItem, missing);
  const { load, loadFailed = 'Erro ao carregar' } = options;
  return {
    openFor: async (item: T | null) => {
      try {
        setEditing(item && load ? await load(item) : item);
        setOpen(true);
      } catch (error) {
        toast.error(loadFailed, { description: errorMessage(error) });
      }
    },
    dialog: {
      open: open || linked.item !== null,
      onOpenChange: (next: boolean) => {
        setOpen(next);
        // Closing: the form keeps showing this item while it fades out, and the link leaves the address.
        const item = next ? null : linked.release();
        if (item) setEditing(item);
      },
      editing: linked.item ?? editing,
      focusField: linked.field,
    },
  };
}
