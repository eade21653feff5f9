import { can, type THistoryType, type TRevisionSummary } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, ExternalLink, History, LoaderCircle, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { Skeleton } from '~/components/ui/skeleton';
import { toast } from '~/components/ui/toast';
import { cn } from '~/lib/cn';
import { errorMessage } from '../api/client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDateTime } from '../components/format';
import { useSession } from '../session/session-store';
import { DialogPanel } from '../kit/dialog-panel';
import { changesBetween, type Change } from './compare';
import { historyKey, restoreRevision, useRevision, useRevisions } from './history-api';

export type HistoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: THistoryType;
  itemId: string;
  /** The revision to compare first (after a refused save: the version the editor had opened). */
  compareVersion?: number | null;
  /** Called after a restore, for the editor to reload the item. */
  onRestored: () => void;
};

/** Whose content a restore brings back, in the confirmation: "O conteúdo deste post volta a ser…". */
const CONTENT_OF: Record<THistoryType, string> = {
  blog: 'deste post',
  cases: 'deste case',
  content: 'desta página (título e todas as seções)',
  menus: 'deste menu (todos os itens)',
  footer: 'do rodapé (colunas, links, redes sociais e textos legais)',
  seo: 'do SEO desta página',
  'seo-global': 'das configurações globais de SEO',
  contact: 'das configurações de contato',
};

/**
 * Where the Atividade screen shows what was done to the item: a post's or case's own entries; for the
 * site's other content, which is saved part by part (a section, a link), the entries of its type.
 */
const ACTIVITY_TYPE: Partial<Record<THistoryType, string>> = { content: 'content', menus: 'menus', footer: 'footer', seo: 'seo', 'seo-global': 'seo', contact: 'settings' };
const activityLink = (type: THistoryType, itemId: string) => {
  const activityType = ACTIVITY_TYPE[type];
  return activityType ? `/admin/atividade?tipo=${activityType}` : `/admin/atividade?item=${encodeURIComponent(itemId)}`;
};

/**
 * 'Histórico' (decision 042): the item's revisions, newest first; one chosen is compared with the current
 * version side by side (the fields that changed, long texts word by word) and can be restored.
 */
export default function HistoryDialog({ open, onOpenChange, type, itemId, compareVersion, onRestored }: HistoryDialogProps) {
  const list = useRevisions(type, itemId, open);
  const revisions = list.data?.data ?? [];
  const current = revisions[0] ?? null;
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The revision compared: the one chosen, else the one asked for, else the one before the current.
  const fallback = revisions.find((r) => compareVersion != null && r.version === compareVersion) ?? revisions[1] ?? null;
  const chosen = revisions.find((r) => r.id === chosenId) ?? fallback;
  const session = useSession();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" closeLabel="Fechar" className="h-[min(48rem,calc(100dvh-2rem))]">
        <DialogPanel
          title="Histórico"
          description={
            <>
              Cada salvamento guarda uma versão (as {list.data?.keep ?? 50} mais recentes). Compare uma versão com a atual e restaure-a se precisar: a restauração vira uma nova
              versão, nada é apagado.
            </>
          }
          className="grid min-h-0 flex-1 content-start gap-5 md:grid-cols-[16rem_1fr] md:content-normal"
        >
          <nav aria-label="Versões" className="min-w-0 md:overflow-y-auto md:border-r md:border-ink-100 md:pr-4">
            {list.isPending ? (
              <div className="flex flex-col gap-2">
                <Skeleton className="h-14" />
                <Skeleton className="h-14" />
              </div>
            ) : list.isError ? (
              <p role="alert" className="text-sm text-danger">
                Não foi possível carregar o histórico. {errorMessage(list.error)}
              </p>
            ) : revisions.length === 0 ? (
              <p className="text-sm text-ink-500">Nenhuma versão guardada ainda: a primeira é criada no próximo salvamento.</p>
            ) : (
              <ol className="flex gap-2 overflow-x-auto p-px pb-1 md:flex-col md:overflow-visible md:pb-px">
                {revisions.map((revision) => (
                  <li key={revision.id} className="shrink-0 md:shrink">
                    <RevisionItem revision={revision} isCurrent={revision.id === current?.id} selected={revision.id === chosen?.id} onSelect={() => setChosenId(revision.id)} />
                  </li>
                ))}
              </ol>
            )}
            {can(session?.user.role, 'users') ? (
              <Link
                to={activityLink(type, itemId)}
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Ver na Atividade
              </Link>
            ) : null}
          </nav>
          <section aria-label="Comparação" className="min-w-0 md:overflow-y-auto">
            {chosen && current ? (
              <Comparison
                type={type}
                itemId={itemId}
                revision={chosen}
                current={current}
                onRestored={() => {
                  onRestored();
                  onOpenChange(false);
                }}
              />
            ) : list.isSuccess && revisions.length === 1 ? (
              <p className="text-sm text-ink-500">Só existe a versão atual: salve uma alteração para ter o que comparar.</p>
            ) : null}
          </section>
        </DialogPanel>
      </DialogContent>
    </Dialog>
  );
}

function RevisionItem({ revision, isCurrent, selected, onSelect }: { revision: TRevisionSummary; isCurrent: boolean; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex w-full min-w-44 flex-col items-start gap-0.5 rounded-control px-3 py-2 text-left text-sm ring-1 transition-colors',
        selected ? 'bg-brand-light ring-brand-200' : 'ring-ink-100 hover:bg-ink-50',
      )}
    >
      <span className="flex items-center gap-2 font-semibold text-ink-900">
        Versão {revision.version}
        {isCurrent ? <Badge variant="success">Atual</Badge> : null}
      </span>
      <span className="text-ink-700">{revision.authorName}</span>
      <span className="text-xs text-ink-500">{formatDateTime(revision.createdAt)}</span>
    </button>
  );
}

function Comparison({
  type,
  itemId,
  revision,
  current,
  onRestored,
}: {
  type: THistoryType;
  itemId: string;
  revision: TRevisionSummary;
  current: TRevisionSummary;
  onRestored: () => void;
}) {
  const queryClient = useQueryClient();
  const old = useRevision(type, itemId, revision.id);
  const now = useRevision(type, itemId, current.id);
  const [confirming, setConfirming] = useState(false);
  const changes = useMemo(() => (old.data && now.data ? changesBetween(type, old.data.data, now.data.data) : null), [type, old.data, now.data]);
  const restore = useMutation({
    mutationFn: () => restoreRevision(type, itemId, revision.id),
    onSuccess: async (saved) => {
      toast.success('Versão restaurada', { description: `A versão ${revision.version} voltou como versão ${saved.version}.` });
      await queryClient.invalidateQueries({ queryKey: historyKey(type, itemId) });
      onRestored();
    },
    onError: (error) => toast.error('Erro ao restaurar a versão', { description: errorMessage(error) }),
  });
  const isCurrent = revision.id === current.id;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-900">
          <History aria-hidden="true" className="size-4 text-ink-500" />
          Versão {revision.version}
          <ArrowRight aria-label="comparada com" className="size-4 text-ink-400" />
          Versão {current.version} (atual)
        </h3>
        {isCurrent ? null : (
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} disabled={restore.isPending}>
            {restore.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <RotateCcw aria-hidden="true" />}
            Restaurar
          </Button>
        )}
      </div>
      {old.isPending || now.isPending ? (
        <Skeleton className="h-40" />
      ) : old.isError || now.isError ? (
        <p role="alert" className="text-sm text-danger">
          Não foi possível carregar esta versão.
        </p>
      ) : isCurrent ? (
        <p className="text-sm text-ink-500">Esta é a versão atual. Escolha uma versão anterior para comparar.</p>
      ) : changes && changes.length === 0 ? (
        <p className="text-sm text-ink-500">Nenhuma diferença de conteúdo entre as duas versões.</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Campos alterados">
          {changes?.map((change) => (
            <ChangeRow key={change.key} change={change} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Restaurar a versão ${revision.version}?`}
        description={`O conteúdo ${CONTENT_OF[type]} volta a ser o da versão ${revision.version}, de ${revision.authorName} (${formatDateTime(revision.createdAt)}). A versão atual continua no histórico.`}
        confirmLabel="Restaurar"
        destructive={false}
        onConfirm={() => restore.mutate()}
      />
    </div>
  );
}

/** One field: before and after side by side; a long text word by word (removed words struck, added ones marked). */
function ChangeRow({ change }: { change: Change }) {
  return (
    <li className="overflow-hidden rounded-card border border-ink-100">
      <p className="border-b border-ink-100 bg-ink-50 px-3 py-2 text-xs font-semibold tracking-wide text-ink-600 uppercase">{change.label}</p>
      <div className="grid gap-px bg-ink-100 sm:grid-cols-2">
        <ChangeSide change={change} side="before" />
        <ChangeSide change={change} side="after" />
      </div>
    </li>
  );
}

const SIDES = {
  before: { title: 'Esta versão', mark: 'del', className: 'rounded-sm bg-danger-light text-danger decoration-danger' },
  after: { title: 'Atual', mark: 'ins', className: 'rounded-sm bg-success-light text-success no-underline' },
} as const;

/** One side of a change: its words (those only on the other side left out, its own marked), or 'vazio'. */
function ChangeSide({ change, side }: { change: Change; side: 'before' | 'after' }) {
  const { title, mark: Mark, className } = SIDES[side];
  return (
    <div className="bg-white p-3">
      <p className="mb-1 text-xs font-semibold text-ink-500">{title}</p>
      <p className="text-sm break-words whitespace-pre-wrap text-ink-800">
        {change.parts
          ? change.parts.map((part, index) => {
              const own = side === 'before' ? part.removed : part.added;
              const other = side === 'before' ? part.added : part.removed;
              if (other) return null;
              return own ? (
                <Mark key={index} className={className}>
                  {part.value}
                </Mark>
              ) : (
                <span key={index}>{part.value}</span>
              );
            })
          : change[side] || <em className="text-ink-400">vazio</em>}
      </p>
    </div>
  );
}
