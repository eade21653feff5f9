import { trashNotice, type TBulkResult } from '@softhouse/contracts';
import { Trash2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatNumber } from '../components/format';

/**
 * The rows chosen: some by id (across pages), or every row matching the list's filters (`more` when the list
 * stopped counting at `count`: more than that many).
 */
export type Selection = { ids: string[] } | { all: true; count: number; more?: boolean };

export type BulkAction = {
  id: string;
  label: string;
  icon: ReactNode;
  tone?: 'danger';
  /** Asked once, naming the count, before the action runs. */
  confirm?: { title: string; confirmLabel: string; description: (count: number, more?: boolean) => string };
  /** Calls the API; a file download answers nothing and says so itself. */
  run: (selection: Selection) => Promise<TBulkResult | void>;
  /** The result toast's title: '3 posts publicados'. */
  done: (count: number) => string;
  /** The failure toast's title when the call itself fails. */
  failed: string;
};

/** What a list's rows are called, in the selection's texts: '3 publicações selecionadas', 'Selecionar todos os 42 cases …'. */
export type BulkNoun = { one: string; many: string; feminine?: boolean };

export type BulkConfig = {
  actions: BulkAction[];
  noun: BulkNoun;
};

type BulkBarProps = BulkConfig & {
  selection: Selection;
  pageCount: number;
  pageSelected: boolean;
  total?: number;
  /** `total` is where the list stopped counting. */
  totalCapped?: boolean;
  onSelectAll: () => void;
  onClear: () => void;
};

const countOf = (selection: Selection) => ('all' in selection ? selection.count : selection.ids.length);
const moreOf = (selection: Selection) => 'all' in selection && selection.more === true;
const MAX_LISTED_FAILURES = 3;

/** Shows the result of a bulk action in one toast: what was done, and each item that could not be. */
export function reportBulk(action: Pick<BulkAction, 'done'>, result: TBulkResult) {
  if (result.failed.length === 0) {
    toast.success(action.done(result.done));
    return;
  }
  const listed = result.failed.slice(0, MAX_LISTED_FAILURES).map((item) => `"${item.title || item.id}": ${item.message}`);
  const more = result.failed.length - listed.length;
  toast.error(result.done > 0 ? `${action.done(result.done)}; ${result.failed.length} com falha` : `Nenhum item alterado; ${result.failed.length} com falha`, {
    description: `${listed.join(' · ')}${more > 0 ? ` · e mais ${more}` : ''}`,
    duration: 10_000,
  });
}

/** The bar above a list while rows are selected: the count, "select all matching", the actions. */
export function BulkBar({ selection, pageCount, pageSelected, total, totalCapped = false, actions, noun, onSelectAll, onClear }: BulkBarProps) {
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const count = countOf(selection);
  const more = moreOf(selection);
  if (count === 0) return <div aria-live="polite" className="sr-only" />;

  const run = async (action: BulkAction) => {
    setRunning(action.id);
    try {
      const result = await action.run(selection);
      if (result) reportBulk(action, result);
      onClear();
    } catch (error) {
      toast.error(action.failed, { description: errorMessage(error) });
    } finally {
      setRunning(null);
    }
  };

  const canSelectAll = !('all' in selection) && pageSelected && total !== undefined && total > pageCount;
  return (
    <div role="region" aria-label="Ações em lote" className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-brand/20 bg-brand-light/60 px-5 py-3">
      <p className="text-sm font-bold text-brand-dark" aria-live="polite">
        {plural(count, `${noun.one} ${noun.feminine ? 'selecionada' : 'selecionado'}`, `${noun.many} ${noun.feminine ? 'selecionadas' : 'selecionados'}`, more)}
      </p>
      {canSelectAll ? (
        <button type="button" onClick={onSelectAll} className="text-sm font-semibold text-brand hover:underline">
          Selecionar {noun.feminine ? 'todas as' : 'todos os'} {plural(total, noun.many, noun.many, totalCapped)} que correspondem aos filtros
        </button>
      ) : null}
      <div className="flex flex-1 flex-wrap items-center justify-end gap-2">
        {actions.map((action) => (
          <Button
            key={action.id}
            size="sm"
            variant="secondary"
            className={action.tone === 'danger' ? 'text-danger hover:ring-danger' : undefined}
            disabled={running !== null}
            onClick={() => (action.confirm ? setAsking(action) : void run(action))}
          >
            {action.icon}
            {running === action.id ? 'Aplicando...' : action.label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={onClear} disabled={running !== null}>
          <X aria-hidden="true" />
          Limpar seleção
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking?.confirm?.title ?? ''}
        description={asking?.confirm?.description(count, more) ?? ''}
        confirmLabel={asking?.confirm?.confirmLabel ?? ''}
        destructive={asking?.tone === 'danger'}
        onConfirm={() => asking && void run(asking)}
      />
    </div>
  );
}

/** A bulk request's body: the selected ids, or the list's filter when every matching row is selected (`bulkOf` in contracts). */
export const bulkBody = <A extends string, F>(action: A, selection: Selection, filter: () => F) =>
  'all' in selection ? { action, filter: filter() } : { action, ids: selection.ids };

/** The `run` of a list's bulk actions: the API's bulk call for the selection (`bulk(action, selection, list)`), then the list loaded again. */
export function bulkRunner<A extends string, L>(bulk: (action: A, selection: Selection, list: L) => Promise<TBulkResult>, list: L, refresh: () => Promise<unknown>) {
  return (action: A) => async (selection: Selection) => {
    const result = await bulk(action, selection, list);
    await refresh();
    return result;
  };
}

/** '1 post' or '3 posts'. */
/** '1 post', '3 posts', '1.234 contatos'; with `more`, 'mais de 10.000 contatos' (a list that stopped counting). */
export const plural = (count: number, one: string, many: string, more = false) =>
  more ? `mais de ${formatNumber(count)} ${many}` : count === 1 ? `1 ${one}` : `${formatNumber(count)} ${many}`;

/**
 * The bulk delete every list offers: asked once, naming the count ('Tem certeza que deseja excluir 3 posts?'); for
 * what goes to the Lixeira (posts, cases), `trashDays` says so instead of "cannot be undone" (decision 040).
 */
export function bulkDelete(options: { one: string; many: string; title: string; confirmLabel?: string; trashDays?: number; run: BulkAction['run'] }): BulkAction {
  const { one, many, title, confirmLabel = 'Excluir', trashDays, run } = options;
  const after = (n: number) => (trashDays ? trashNotice(trashDays, n > 1) : 'Esta ação não pode ser desfeita.');
  return {
    id: 'delete',
    label: 'Excluir',
    icon: <Trash2 aria-hidden="true" />,
    tone: 'danger',
    confirm: { title, confirmLabel, description: (n, more) => `Tem certeza que deseja excluir ${plural(n, one, many, more)}? ${after(n)}` },
    run,
    done: (n) => plural(n, `${one} excluído`, `${many} excluídos`),
    failed: `Erro ao excluir ${many}`,
  };
}
