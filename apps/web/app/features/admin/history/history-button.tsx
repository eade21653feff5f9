import { historyItemOf, type THistoryType } from '@softhouse/contracts';
import { History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { staleSave } from './history-api';

/* The dialog and its word diff (the `diff` package) load when the history is first opened. */
const HistoryDialog = lazy(() => import('./history-dialog'));

export type HistoryControl = {
  open: boolean;
  compareVersion: number | null;
  show: (compareVersion?: number | null) => void;
  close: () => void;
  /**
   * For a save's onError: a save refused because someone saved first (409) is said with who and when,
   * with "Ver alterações" opening the comparison from the version the editor had; true when it was one.
   */
  refused: (error: unknown) => boolean;
};

/** The state of an editor's 'Histórico' (decision 042). */
export function useHistoryControl(): HistoryControl {
  const [state, setState] = useState<{ open: boolean; compareVersion: number | null }>({ open: false, compareVersion: null });
  const show = (compareVersion: number | null = null) => setState({ open: true, compareVersion });
  return {
    ...state,
    show,
    close: () => setState((s) => ({ ...s, open: false })),
    refused: (error) => {
      const stale = staleSave(error);
      if (!stale) return false;
      toast.error(stale.message, {
        description: 'Suas alterações não foram salvas e continuam no formulário. Veja o que mudou antes de salvar de novo.',
        duration: 30_000,
        action: { label: 'Ver alterações', onClick: () => show(stale.version) },
      });
      return true;
    },
  };
}

type HistoryButtonProps = {
  control: HistoryControl;
  type: THistoryType;
  /** The item: a post's id, a page's key, a menu's slug; left out for the types with one item (the footer, the contact configuration). */
  itemId?: string;
  /** The button's name for screen readers when the screen has several ("Histórico do rodapé"); its text stays "Histórico". */
  label?: string;
  /** Called after a restore, for the screen to reload what it shows. */
  onRestored: () => void;
};

/** 'Histórico' in an editor's header, and the dialog it opens. */
export function HistoryButton({ control, type, itemId = historyItemOf(type, undefined), label, onRestored }: HistoryButtonProps) {
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => control.show()} aria-label={label}>
        <History aria-hidden="true" />
        Histórico
      </Button>
      {control.open ? (
        <Suspense fallback={null}>
          <HistoryDialog
            open={control.open}
            onOpenChange={(open) => (open ? control.show(control.compareVersion) : control.close())}
            type={type}
            itemId={itemId}
            compareVersion={control.compareVersion}
            onRestored={onRestored}
          />
        </Suspense>
      ) : null}
    </>
  );
}
