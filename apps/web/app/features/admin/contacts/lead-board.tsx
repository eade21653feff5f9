import { LEAD_STAGE_LABELS, LEAD_STAGES, contactsEndpoints, type TContact, type TLeadStage } from '@softhouse/contracts';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft, Clock } from 'lucide-react';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '~/components/ui/dropdown-menu';
import { Input } from '~/components/ui/input';
import { Skeleton } from '~/components/ui/skeleton';
import { Tooltip } from '~/components/ui/tooltip';
import { cn } from '~/lib/cn';
import { call } from '../api/client';
import { Field } from '../components/field';
import { formatDate, formatNumber } from '../components/format';
import { DialogForm, useListMutation } from '../kit';
import { LiveRegion } from '../sortable/live-region';
import { contactFilterOf, contactsApi, contactsKey, type ContactListParams } from './contacts-api';

/** The newest leads of each column the board shows; the column's count says how many there are. */
const PER_COLUMN = 50;

/**
 * The leads as a board (issue 15): a column per stage, newest first, with the list's other filters. A card
 * moves by dragging it to another column, by its "Mover" menu, or with Shift+← / Shift+→ on the focused
 * card; moving to Perdido asks for the reason first. Each move is announced.
 */
export function LeadBoard({ list, onOpen }: { list: ContactListParams; onOpen: (lead: TContact) => void }) {
  const queryClient = useQueryClient();
  const filter = { ...contactFilterOf(list), stage: undefined };
  const columnKey = (stage: TLeadStage) => [...contactsKey, 'board', stage, filter];
  const columns = useQueries({
    queries: LEAD_STAGES.map((stage) => ({
      queryKey: columnKey(stage),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(contactsEndpoints.list, { query: { ...filter, stage, page: 1, limit: PER_COLUMN, sortBy: 'createdAt' as const, sortOrder: 'desc' as const } }, { signal }),
      staleTime: 30_000,
    })),
  });
  const [dragging, setDragging] = useState<TContact | null>(null);
  const [over, setOver] = useState<TLeadStage | null>(null);
  const [losing, setLosing] = useState<TContact | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = useListMutation({
    run: ({ lead, stage, lostReason }: { lead: TContact; stage: TLeadStage; lostReason?: string }) =>
      contactsApi.update(lead.id, { stage, ...(lostReason ? { lostReason } : {}) }),
    done: (updated) => ({ title: `Movido para ${LEAD_STAGE_LABELS[updated.stage]}`, description: updated.name }),
    failed: 'Erro ao mover o contato',
    after: (updated, { lead }) => {
      placeCard(updated, lead.stage);
      setAnnouncement(`${updated.name} movido para ${LEAD_STAGE_LABELS[updated.stage]}`);
    },
    refresh: contactsKey,
  });

  /**
   * A moved card leaves its column and joins the other in one render, with both counts, before the columns are
   * loaded again: each column loads on its own, so waiting for them showed the card in both for a moment.
   */
  type ColumnData = NonNullable<(typeof columns)[number]['data']>;
  const placeCard = (updated: TContact, from: TLeadStage) => {
    queryClient.setQueryData<ColumnData>(columnKey(from), (old) =>
      old && { ...old, data: old.data.filter((lead) => lead.id !== updated.id), meta: { ...old.meta, total: Math.max(0, old.meta.total - 1) } },
    );
    queryClient.setQueryData<ColumnData>(columnKey(updated.stage), (old) =>
      old && {
        ...old,
        data: [updated, ...old.data.filter((lead) => lead.id !== updated.id)].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, PER_COLUMN),
        meta: { ...old.meta, total: old.meta.total + 1 },
      },
    );
  };

  const moveTo = (lead: TContact, stage: TLeadStage) => {
    if (stage === lead.stage) return;
    if (stage === 'perdido') setLosing(lead);
    else move.mutate({ lead, stage });
  };

  const onCardKey = (event: KeyboardEvent<HTMLElement>, lead: TContact) => {
    if (!event.shiftKey || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    event.preventDefault();
    const next = LEAD_STAGES[LEAD_STAGES.indexOf(lead.stage) + (event.key === 'ArrowRight' ? 1 : -1)];
    if (next) moveTo(lead, next);
  };

  return (
    <div>
      <p className="px-5 pt-4 text-xs text-ink-500">Arraste um cartão para outra etapa, ou use o menu Mover (no teclado, Shift + setas).</p>
      <div className="flex snap-x snap-mandatory gap-4 overflow-x-auto p-5 pt-3" role="list" aria-label="Etapas">
        {LEAD_STAGES.map((stage, index) => {
          const column = columns[index]!;
          const leads = column.data?.data ?? [];
          return (
            <section
              key={stage}
              role="listitem"
              aria-labelledby={`board-${stage}`}
              onDragOver={(event: DragEvent) => {
                if (!dragging) return;
                event.preventDefault();
                setOver(stage);
              }}
              onDragLeave={() => setOver((current) => (current === stage ? null : current))}
              onDrop={(event: DragEvent) => {
                event.preventDefault();
                setOver(null);
                if (dragging) moveTo(dragging, stage);
                setDragging(null);
              }}
              className={cn(
                'flex w-72 shrink-0 snap-start flex-col rounded-card bg-ink-50 ring-1 ring-ink-200 transition-colors',
                over === stage && dragging?.stage !== stage && 'bg-brand-light ring-2 ring-brand',
              )}
            >
              <h3 id={`board-${stage}`} className="flex items-center justify-between px-4 pt-3.5 pb-2 text-sm font-bold text-brand-dark">
                {LEAD_STAGE_LABELS[stage]}
                <span className="rounded-full bg-white px-2 py-0.5 text-xs font-bold text-ink-600 ring-1 ring-ink-200" data-testid={`board-count-${stage}`}>
                  {column.data ? `${formatNumber(column.data.meta.total)}${column.data.meta.totalCapped ? '+' : ''}` : '…'}
                </span>
              </h3>
              <ul className="flex min-h-24 flex-col gap-2 px-3 pb-3" aria-label={`Contatos em ${LEAD_STAGE_LABELS[stage]}`}>
                {column.isPending ? <Skeleton className="h-20 w-full" /> : null}
                {leads.map((lead) => (
                  <li
                    key={lead.id}
                    draggable
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', lead.id);
                      setDragging(lead);
                    }}
                    onDragEnd={() => {
                      setDragging(null);
                      setOver(null);
                    }}
                    className={cn('rounded-control bg-white p-3 shadow-soft ring-1 ring-ink-200', dragging?.id === lead.id && 'opacity-50')}
                  >
                    <button
                      type="button"
                      className="block w-full cursor-grab text-left active:cursor-grabbing"
                      onClick={() => onOpen(lead)}
                      onKeyDown={(event) => onCardKey(event, lead)}
                      aria-describedby={`board-hint-${lead.id}`}
                    >
                      <span className="block truncate font-semibold text-ink-800">{lead.name}</span>
                      <span className="block truncate text-xs text-ink-500">{lead.company ?? lead.email}</span>
                      <span className="mt-1.5 flex flex-wrap items-center gap-x-2 text-xs text-ink-500">
                        <span>{formatDate(lead.createdAt)}</span>
                        {lead.owner ? <span>· {lead.owner.name}</span> : null}
                      </span>
                      {lead.waiting ? (
                        <span className="mt-1 inline-flex items-center gap-1 text-xs font-bold text-danger">
                          <Clock aria-hidden="true" className="size-3.5" />
                          Aguardando resposta
                        </span>
                      ) : null}
                    </button>
                    <span id={`board-hint-${lead.id}`} className="sr-only">
                      Shift + setas move para a etapa anterior ou seguinte.
                    </span>
                    <div className="mt-2 flex justify-end">
                      <DropdownMenu>
                        <Tooltip label={`Mover ${lead.name}`}>
                          <DropdownMenuTrigger asChild>
                            <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" aria-label={`Mover ${lead.name}`}>
                              <ArrowRightLeft aria-hidden="true" />
                              Mover
                            </Button>
                          </DropdownMenuTrigger>
                        </Tooltip>
                        <DropdownMenuContent align="end">
                          {LEAD_STAGES.filter((target) => target !== lead.stage).map((target) => (
                            <DropdownMenuItem key={target} onSelect={() => moveTo(lead, target)}>
                              {LEAD_STAGE_LABELS[target]}
                            </DropdownMenuItem>
                          ))}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </div>
                  </li>
                ))}
                {column.data && !leads.length ? <li className="px-1 py-3 text-center text-xs text-ink-400">Nenhum contato</li> : null}
                {column.data && column.data.meta.total > leads.length ? (
                  <li className="px-1 text-center text-xs text-ink-500">
                    e mais {column.data.meta.totalCapped ? 'de ' : ''}
                    {formatNumber(column.data.meta.total - leads.length)}: use a lista para ver todos
                  </li>
                ) : null}
              </ul>
            </section>
          );
        })}
      </div>
      <LiveRegion message={announcement} />
      <LostReasonDialog
        lead={losing}
        onCancel={() => setLosing(null)}
        onConfirm={(reason) => {
          if (losing) move.mutate({ lead: losing, stage: 'perdido', lostReason: reason });
          setLosing(null);
        }}
      />
    </div>
  );
}

/** Moving to Perdido asks why, as the detail does. */
function LostReasonDialog({ lead, onCancel, onConfirm }: { lead: TContact | null; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  return (
    <Dialog
      open={lead !== null}
      onOpenChange={(open) => {
        if (open) return;
        setReason('');
        setError(false);
        onCancel();
      }}
    >
      <DialogContent size="sm" closeLabel="Fechar">
        <DialogForm
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return setError(true);
            onConfirm(reason.trim());
            setReason('');
          }}
          title="Marcar como perdido"
          description={lead ? `Por que ${lead.name} foi perdido?` : ''}
          submit="Marcar como perdido"
          onCancel={onCancel}
        >
          <Field label="Motivo da perda" error={error ? 'Diga por que o contato foi perdido' : undefined}>
            <Input
              value={reason}
              maxLength={300}
              onChange={(event) => {
                setReason(event.target.value);
                setError(false);
              }}
            />
          </Field>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
