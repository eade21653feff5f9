import { ACTIVITY_TYPE_LABELS, type TActivity, type TActivityType } from '@softhouse/contracts';
import { Link } from 'react-router';
import { Input } from '~/components/ui/input';
import { formatDateTime } from '../components/format';
import { type Column, filterOptions, ListCard, ListScreen, ListSelect, pageProps, useListParams } from '../kit';
import { useUsers } from '../users/users-api';
import { ACTIVITY_FILTERS, type ActivityListParams, useActivity } from './activity-api';

const DEFAULT_SORT = { key: 'at', order: 'desc' } as const;

/** What was done, as a sentence's verb; an action without a word here shows as the API names it. */
const ACTION_LABELS: Record<string, string> = {
  create: 'Criou',
  update: 'Alterou',
  delete: 'Excluiu',
  restore: 'Restaurou da Lixeira',
  purge: 'Excluiu permanentemente',
  publish: 'Publicou',
  unpublish: 'Despublicou',
  schedule: 'Agendou a publicação',
  unschedule: 'Cancelou o agendamento',
  'preview-link': 'Criou um link de pré-visualização',
  'revoke-preview': 'Revogou um link de pré-visualização',
  'time-zone': 'Mudou o fuso horário',
  reorder: 'Reordenou',
  bulk: 'Ação em lote',
  'sign-in': 'Entrou',
  'sign-out': 'Saiu',
  export: 'Exportou',
  'change-password': 'Trocou a senha',
  'read-state': 'Marcou como lido/não lido',
  invite: 'Enviou convite',
  resend: 'Reenviou',
  upload: 'Enviou arquivos',
  'restore-revision': 'Restaurou uma versão',
};
const BULK_LABELS: Record<string, string> = {
  publish: 'publicar',
  unpublish: 'despublicar',
  feature: 'destacar',
  unfeature: 'tirar o destaque',
  delete: 'excluir',
  read: 'marcar como lidos',
  unread: 'marcar como não lidos',
  stage: 'mudar a etapa',
  owner: 'mudar o responsável',
};

const typeLabel = (type: string) => ACTIVITY_TYPE_LABELS[type as TActivityType] ?? type;

function actionText(entry: TActivity): string {
  const verb = ACTION_LABELS[entry.action] ?? entry.action;
  if (entry.action !== 'bulk' || !entry.details) return verb;
  const what = BULK_LABELS[String(entry.details.bulk)] ?? String(entry.details.bulk);
  const count = entry.details.count === 'filtro' ? 'todos do filtro' : `${String(entry.details.count)} ${entry.details.count === 1 ? 'item' : 'itens'}`;
  return `${verb}: ${what} (${count})`;
}

/** Where the item's editor or detail opens, while the item exists. */
function itemLink(entry: TActivity): string | null {
  if (!entry.itemId || entry.action === 'delete' || entry.action === 'purge') return null;
  const id = encodeURIComponent(entry.itemId);
  switch (entry.type) {
    case 'cases':
      return `/admin/cases?edit=${id}`;
    case 'blog':
      return `/admin/blog?edit=${id}`;
    case 'media':
      return `/admin/midia?edit=${id}`;
    case 'contacts':
      return `/admin/contatos?contato=${id}`;
    default:
      return null;
  }
}

const columns: Column<TActivity>[] = [
  {
    id: 'what',
    label: 'Ação',
    primary: true,
    cell: (entry) => {
      const link = itemLink(entry);
      const fields = Array.isArray(entry.details?.fields) ? (entry.details.fields as string[]) : [];
      return (
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-ink-800">
            {actionText(entry)} <span className="font-normal text-ink-500">· {typeLabel(entry.type)}</span>
          </span>
          {entry.itemLabel ? (
            link ? (
              <Link to={link} className="truncate text-sm text-brand-700 underline-offset-2 hover:underline">
                {entry.itemLabel}
              </Link>
            ) : (
              <span className="truncate text-sm text-ink-600">{entry.itemLabel}</span>
            )
          ) : null}
          {fields.length ? <span className="truncate text-xs text-ink-500">Campos: {fields.join(', ')}</span> : null}
        </span>
      );
    },
  },
  {
    id: 'who',
    label: 'Quem',
    cell: (entry) => (
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-ink-800">{entry.actorName || entry.actorEmail}</span>
        <span className="truncate text-xs text-ink-500">{entry.actorEmail}</span>
      </span>
    ),
  },
  { id: 'at', label: 'Quando', className: 'whitespace-nowrap', cell: (entry) => formatDateTime(entry.at) },
  { id: 'ip', label: 'IP', hideOnPhone: true, className: 'whitespace-nowrap font-mono text-xs', cell: (entry) => entry.ip ?? '—' },
];

function DayFilter({ list, name, label }: { list: ActivityListParams; name: 'de' | 'ate'; label: string }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink-600 max-sm:w-full">
      <span className="shrink-0 max-sm:w-24">{label}</span>
      <Input type="date" value={list.filters[name] ?? ''} onChange={(event) => list.setFilter(name, event.target.value || undefined)} className="h-9 w-40 max-sm:flex-1" />
    </label>
  );
}

/** 'Atividade' (issue 16, decision 038): who did what, to which item, when and from where; administrators only, read only. */
export function ActivityScreen() {
  const list = useListParams({ defaultSort: DEFAULT_SORT, sortKeys: ['at'], filters: ACTIVITY_FILTERS });
  const activity = useActivity(list);
  const users = useUsers({ ...list, page: 1, search: '' });
  const people = Object.fromEntries((users.data?.data ?? []).map((person) => [person.id, person.name || person.email]));
  return (
    <ListScreen
      title="Atividade"
      description="Tudo o que a equipe fez no painel: criações, alterações, publicações, exclusões, configurações, entradas e saídas, exportações de contatos. O registro não pode ser alterado."
    >
      <ListCard
        title="Registros"
        what="os registros"
        columns={columns}
        {...pageProps(activity, list)}
        empty={{ none: 'Nenhuma atividade registrada ainda.', filtered: 'Nenhuma atividade com estes filtros.' }}
        toolbar={
          <>
            <ListSelect params={list} name="pessoa" label="Pessoa" options={filterOptions('Todas', people)} />
            <ListSelect params={list} name="tipo" label="Tipo" options={filterOptions('Todos', ACTIVITY_TYPE_LABELS)} />
            <DayFilter list={list} name="de" label="De" />
            <DayFilter list={list} name="ate" label="Até" />
          </>
        }
      />
    </ListScreen>
  );
}
