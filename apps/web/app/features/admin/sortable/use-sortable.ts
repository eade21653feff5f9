import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';

/*
 * Reordering without a library: drag a handle with any pointer, or with the keyboard
 * (Space or Enter picks the item up, the arrows move it, Space or Enter drops it, Escape cancels).
 * Items move live while dragged; `onCommit` receives the new order once, on drop.
 */

type Layout = 'list' | 'grid';

type Options = {
  ids: readonly string[];
  onCommit: (ids: string[]) => void;
  /** The item's name in announcements, e.g. the case title. */
  label: (id: string) => string;
  layout?: Layout;
  disabled?: boolean;
};

type Drag = { id: string; start: readonly string[]; mode: 'pointer' | 'keyboard'; pointerId?: number };

export const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

export function useSortable({ ids, onCommit, label, layout = 'list', disabled = false }: Options) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [preview, setPreview] = useState<readonly string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const items = useRef(new Map<string, HTMLElement>());
  const handles = useRef(new Map<string, HTMLElement>());
  const order = preview ?? ids;

  // Moving a focused node in the DOM can drop its focus: give it back while a keyboard drag lasts.
  useLayoutEffect(() => {
    if (drag?.mode !== 'keyboard') return;
    const handle = handles.current.get(drag.id);
    if (handle && document.activeElement !== handle) handle.focus();
  }, [drag, order]);

  const position = (list: readonly string[], id: string) => `posição ${list.indexOf(id) + 1} de ${list.length}`;

  const finish = useCallback(
    (commit: boolean) => {
      if (!drag) return;
      const final = preview ?? drag.start;
      setDrag(null);
      setPreview(null);
      if (commit && !sameOrder(final, drag.start)) {
        setAnnouncement(`${label(drag.id)} solto na ${position(final, drag.id)}.`);
        onCommit([...final]);
      } else {
        setAnnouncement(commit ? `${label(drag.id)} solto sem mudança.` : `Movimento cancelado. ${label(drag.id)} voltou à ${position(drag.start, drag.id)}.`);
      }
    },
    [drag, preview, label, onCommit],
  );

  const targetIndex = (x: number, y: number, activeId: string, current: readonly string[]) => {
    if (layout === 'list') {
      // Insertion point among the other items: how many of them have their middle above the pointer.
      let index = 0;
      for (const id of current) {
        if (id === activeId) continue;
        const rect = items.current.get(id)?.getBoundingClientRect();
        if (rect && rect.top + rect.height / 2 < y) index++;
      }
      return index;
    }
    let best = current.indexOf(activeId);
    let bestDistance = Number.POSITIVE_INFINITY;
    current.forEach((id, i) => {
      const rect = items.current.get(id)?.getBoundingClientRect();
      if (!rect) return;
      const distance = Math.hypot(rect.left + rect.width / 2 - x, rect.top + rect.height / 2 - y);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = i;
      }
    });
    return best;
  };

  const handleProps = (id: string) => ({
    ref: (element: HTMLElement | null) => {
      if (element) handles.current.set(id, element);
      else handles.current.delete(id);
    },
    'aria-roledescription': 'alça de reordenação',
    'aria-pressed': drag?.id === id,
    'aria-label': `Reordenar ${label(id)} (${position(order, id)})`,
    disabled,
    style: { touchAction: 'none' as const },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (disabled || event.button !== 0 || drag) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ id, start: ids, mode: 'pointer', pointerId: event.pointerId });
      setAnnouncement(`${label(id)} selecionado.`);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (drag?.mode !== 'pointer' || drag.pointerId !== event.pointerId) return;
      const current = preview ?? drag.start;
      const from = current.indexOf(drag.id);
      const to = targetIndex(event.clientX, event.clientY, drag.id, current);
      if (to !== from && to >= 0) setPreview(move(current, from, to));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (drag?.mode === 'pointer' && drag.pointerId === event.pointerId) finish(true);
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      if (drag?.mode === 'pointer' && drag.pointerId === event.pointerId) finish(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (disabled) return;
      const lifted = drag?.id === id && drag.mode === 'keyboard';
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        if (lifted) finish(true);
        else if (!drag) {
          setDrag({ id, start: ids, mode: 'keyboard' });
          setAnnouncement(`${label(id)} selecionado, ${position(ids, id)}. Use as setas para mover, Espaço para soltar ou Esc para cancelar.`);
        }
        return;
      }
      if (!lifted) return;
      const back = event.key === 'ArrowUp' || event.key === 'ArrowLeft';
      const forward = event.key === 'ArrowDown' || event.key === 'ArrowRight';
      if (back || forward) {
        event.preventDefault();
        const current = preview ?? drag.start;
        const from = current.indexOf(id);
        const to = Math.min(current.length - 1, Math.max(0, from + (back ? -1 : 1)));
        if (to !== from) {
          const next = move(current, from, to);
          setPreview(next);
          setAnnouncement(`${label(id)} na ${position(next, id)}.`);
        }
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        finish(false);
      } else if (event.key === 'Tab') {
        finish(false);
      }
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus taken elsewhere on purpose ends a keyboard drag; a node moved by React has no related target.
      if (drag?.mode === 'keyboard' && drag.id === id && event.relatedTarget) finish(false);
    },
  });

  const itemProps = (id: string) => ({
    ref: (element: HTMLElement | null) => {
      if (element) items.current.set(id, element);
      else items.current.delete(id);
    },
    'data-dragging': drag?.id === id ? 'true' : undefined,
  });

  return { order, activeId: drag?.id ?? null, handleProps, itemProps, announcement };
}
