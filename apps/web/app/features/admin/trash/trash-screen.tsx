import { can, TRASH_DEFAULT_DAYS, TRASH_TYPE_LABELS, ZTrashSettings, type TTrashItem, type TTrashType } from '@softhouse/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, Hourglass, Image as ImageIcon, Newspaper, RotateCcw, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDateTime } from '../components/format';
import { IconButton } from '../components/icon-button';
import { ImagePreview } from '../components/image-preview';
import { type Column, filterOptions, ListCard, ListScreen, pageProps, SettingCard, useListMutation, useListParams } from '../kit';
import { useSession } from '../session/session-store';
import { TRASH_FILTERS, trashApi, trashKey, trashPeriodSetting, useTrash, useTrashSettings } from './trash-api';

const DEFAULT_SORT = { key: 'deletedAt', order: 'desc' } as const;
/** How a row names its item in its buttons ('Restaurar post'). */
const NOUN: Record<TTrashType, string> = {
  post: 'post',
  case: 'case',
  media: 'arquivo',
};
const ICON: Record<TTrashType, LucideIcon> = {
  post: Newspaper,
  case: FileText,
  media: ImageIcon,
};

const daysLeft = (item: TTrashItem) => (item.daysLeft === 0 ? 'Último dia' : item.daysLeft === 1 ? '1 dia' : `${item.daysLeft} dias`);

const columns: Column<TTrashItem>[] = [
  {
    id: 'item',
    label: 'Item',
    primary: true,
    cell: (item) => {
      const Icon = ICON[item.type];
      return (
        <div className="flex min-w-56 items-center gap-3 max-sm:min-w-0">
          {item.type === 'media' ? (
            <ImagePreview src={item.url} alt="" className="size-11 shrink-0 rounded-lg ring-1 ring-ink-200" />
          ) : (
            <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-ink-100 text-ink-500">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          )}
          <div className="flex min-w-0 flex-col items-start gap-1">
            <p className="line-clamp-2 font-semibold break-words text-ink-800">{item.title}</p>
            <Badge variant="outline">{TRASH_TYPE_LABELS[item.type]}</Badge>
          </div>
        </div>
      );
    },
  },
  {
    id: 'by',
    label: 'Excluído por',
    cell: (item) => <span className="text-ink-700">{item.deletedBy?.name || '—'}</span>,
  },
  {
    id: 'deletedAt',
    label: 'Quando',
    className: 'whitespace-nowrap text-ink-700',
    cell: (item) => formatDateTime(item.deletedAt),
  },
  {
    id: 'left',
    label: 'Restam',
    className: 'whitespace-nowrap',
    cell: (item) => <Badge variant={item.daysLeft <= 3 ? 'warning' : 'neutral'}>{daysLeft(item)}</Badge>,
  },
];

/** 'Lixeira' (issue 16, decision 040): deleted posts, cases and files, restored or deleted for good before the period ends. */
export function TrashScreen() {
  const list = useListParams({ defaultSort: DEFAULT_SORT, sortKeys: ['deletedAt'], filters: TRASH_FILTERS });
  const trash = useTrash(list);
  const settings = useTrashSettings();
  const days = settings.data?.days ?? TRASH_DEFAULT_DAYS;
  const isAdmin = can(useSession()?.user.role, 'settings');
  const [purging, setPurging] = useState<TTrashItem | null>(null);
  // The lists, counts and pickers of the other screens change with what comes back or goes for good.
  const afterRemoval = { after: () => list.rowRemoved(trash.data?.data.length ?? 0), refresh: ['admin'] };
  const restore = useListMutation({
    run: (item: TTrashItem) => trashApi.restore(item),
    done: (_, item) => ({ title: `${TRASH_TYPE_LABELS[item.type]} restaurado`, description: `"${item.title}" voltou para onde estava.` }),
    failed: 'Erro ao restaurar',
    ...afterRemoval,
  });
  const purge = useListMutation({
    run: (item: TTrashItem) => trashApi.purge(item),
    done: (_, item) => ({ title: 'Excluído permanentemente', description: `"${item.title}" foi apagado de vez.` }),
    failed: 'Erro ao excluir permanentemente',
    ...afterRemoval,
  });

  return (
    <ListScreen
      title="Lixeira"
      description={`Posts, cases e arquivos excluídos ficam aqui por ${days} dias, fora do site. Restaure o que foi excluído por engano; depois do prazo, são apagados de vez.`}
    >
      <ListCard
        title="Itens na Lixeira"
        what="os itens da Lixeira"
        columns={columns}
        {...pageProps(trash, list)}
        rowName={(item) => item.title}
        empty={{ none: `A Lixeira está vazia. O que for excluído de Blog, Cases e Mídia fica aqui por ${days} dias.`, filtered: 'Nenhum item deste tipo na Lixeira.' }}
        filters={[{ name: 'tipo', label: 'Tipo', options: filterOptions('Todos', { post: 'Posts', case: 'Cases', media: 'Mídia' }) }]}
        actions={(item) => (
          <>
            <IconButton label={`Restaurar ${NOUN[item.type]}`} disabled={restore.isPending && restore.variables?.id === item.id} onClick={() => restore.mutate(item)}>
              <RotateCcw aria-hidden="true" />
            </IconButton>
            <IconButton label={`Excluir ${NOUN[item.type]} permanentemente`} tone="danger" onClick={() => setPurging(item)}>
              <Trash2 aria-hidden="true" />
            </IconButton>
          </>
        )}
      />
      {isAdmin ? <TrashPeriodCard /> : null}
      <ConfirmDialog
        open={!!purging}
        onOpenChange={(open) => !open && setPurging(null)}
        title="Excluir permanentemente"
        description={`Tem certeza que deseja excluir "${purging?.title ?? ''}" permanentemente? ${purging?.type === 'media' ? 'O arquivo e suas variações serão apagados. ' : ''}Esta ação não pode ser desfeita.`}
        confirmLabel="Sim, Excluir permanentemente"
        onConfirm={() => purging && purge.mutate(purging)}
      />
    </ListScreen>
  );
}

/** The trash period, a site setting (administrators). */
function TrashPeriodCard() {
  const queryClient = useQueryClient();
  return (
    <SettingCard
      icon={Hourglass}
      title="Prazo da Lixeira"
      what="o prazo da Lixeira"
      api={trashPeriodSetting}
      field={{
        name: 'days',
        type: 'number',
        label: 'Dias na Lixeira',
        hint: `A cada hora, o que passou do prazo é apagado de vez (arquivos de mídia incluídos). Padrão: ${TRASH_DEFAULT_DAYS} dias.`,
        rule: ZTrashSettings.shape.days,
      }}
      afterSave={() => queryClient.invalidateQueries({ queryKey: trashKey })}
      submit="Salvar prazo"
      toasts={{ saved: 'Prazo da Lixeira salvo', description: (saved) => `Itens excluídos ficam ${saved.days} dias na Lixeira.`, failed: 'Erro ao salvar o prazo' }}
    />
  );
}
