import type { TPage } from '@softhouse/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown, GripVertical } from 'lucide-react';
import { createContext, useContext, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { Checkbox } from '~/components/ui/checkbox';
import { NativeSelect } from '~/components/ui/native-select';
import { Skeleton } from '~/components/ui/skeleton';
import { cn } from '~/lib/cn';
import { LoadError } from '../components/load-error';
import { Pager } from '../components/pager';
import { LiveRegion } from '../sortable/live-region';
import { ReorderTooltip } from '../sortable/reorder-tooltip';
import { useSortable } from '../sortable/use-sortable';
import { BulkBar, type BulkConfig, type Selection } from './bulk';
import { type FilterOption, ListFilter, ListSearch, ListToolbar } from './toolbar';
import type { ListParams } from './use-list-params';

/*
 * The list of a back-office screen: columns declared as data, sorting by the server through the
 * address (ListParams), the loading skeleton, the load error, the two empty states, row actions,
 * selection with bulk actions, pagination, arrow keys between rows, and rows shown as cards below
 * 640 px so nothing scrolls sideways on a phone. A screen keeps only its columns and actions.
 */

export type Column<T> = {
  id: string;
  label: string;
  cell: (row: T, index: number) => ReactNode;
  /** The server's sort key; the header becomes a sort button. */
  sortKey?: string;
  /** Classes of the column's header and cells. */
  className?: string;
  align?: 'left' | 'center' | 'right';
  /** The header says it only to screen readers (handles, thumbnails). */
  hiddenLabel?: boolean;
  /** Not shown on the phone's cards. */
  hideOnPhone?: boolean;
  /** The card's heading on phones (its label is not repeated). */
  primary?: boolean;
};

/** The title of the screen a list is on (ListScreen), its table's name unless it has its own. */
export const ScreenTitle = createContext('');

export type ResourceListProps<T> = {
  /** The table's accessible name ('Publicações'); by default the title of the screen it is on (ListScreen). */
  label?: string;
  /** 'Carregando publicações'; by default 'Carregando' and the label. */
  loadingLabel?: string;
  /** 'as publicações', for 'Não foi possível carregar as publicações.' */
  what: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  /** What a row is called, for its checkbox ('Selecionar Guia de observabilidade'). */
  rowName?: (row: T) => string;
  actions?: (row: T) => ReactNode;
  rowProps?: (row: T, index: number) => ComponentProps<'tr'> & Record<`data-${string}`, string | undefined>;
  /** Sort and pages, bound to the address. */
  params?: ListParams<string>;
  totalPages?: number;
  /** Every row matching the filters, across pages (for "select all N"). */
  total?: number;
  /** The list stopped counting at `total`: more rows match (and `totalPages` is not the last page). */
  totalCapped?: boolean;
  /**
   * The two empty states: nothing yet, and nothing for these filters (with a button that clears them);
   * a lone text serves both.
   */
  empty: string | { none: string; filtered: string };
  /** The search box's name ('Buscar publicações'), bound to `?q=`. */
  search?: string;
  /** Filters as rows of buttons, each bound to its address parameter. */
  filters?: { name: string; label: string; options: FilterOption[] }[];
  /** More controls after the search box and filters. */
  toolbar?: ReactNode;
  bulk?: BulkConfig;
  skeletonRows?: number;
  /**
   * Rows reordered by dragging a handle or with the keyboard; `onCommit` gets the new order once, on
   * drop. `disabled` keeps the handles but refuses to move (while saving, or on a sorted or filtered list).
   */
  reorder?: { onCommit: (ids: string[]) => void; label: (row: T) => string; disabled?: boolean };
};

export function ResourceList<T extends { id: string }>({ label: ownLabel, ...props }: ResourceListProps<T>) {
  const { params, bulk, actions, reorder, status } = props;
  const screenTitle = useContext(ScreenTitle);
  const label = ownLabel ?? screenTitle;
  const emptyText = typeof props.empty === 'string' ? props.empty : params?.filtered ? props.empty.filtered : props.empty.none;
  const clearable = typeof props.empty !== 'string' && params?.filtered;
  const rowKey = (row: T) => row.id;
  const given = props.rows ?? [];
  const byId = new Map(given.map((row) => [rowKey(row), row]));
  const sortable = useSortable({
    ids: given.map(rowKey),
    onCommit: (ids) => reorder?.onCommit(ids),
    label: (id) => (byId.has(id) && reorder ? reorder.label(byId.get(id)!) : id),
    disabled: !reorder || reorder.disabled,
  });
  // While an item is dragged the rows follow the order being shown, not the one saved.
  const rows = reorder ? sortable.order.flatMap((id) => byId.get(id) ?? []) : given;
  const columns: Column<T>[] = reorder
    ? [
        {
          id: 'reorder-handle',
          label: 'Ordem',
          hiddenLabel: true,
          hideOnPhone: reorder.disabled,
          className: 'w-10 pr-0',
          cell: (row) => (
            <ReorderTooltip>
              <button
                type="button"
                {...sortable.handleProps(rowKey(row))}
                className="grid size-8 cursor-grab place-items-center rounded-lg text-ink-400 hover:bg-ink-100 hover:text-ink-700 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-30 aria-pressed:bg-brand aria-pressed:text-white"
              >
                <GripVertical aria-hidden="true" className="size-4" />
              </button>
            </ReorderTooltip>
          ),
        },
        ...props.columns,
      ]
    : props.columns;
  const [selection, setSelection] = useState<Selection>({ ids: [] });
  // A new search, filter or sort is another set of rows: the selection made on the old one goes.
  const scope = params ? `${params.search}|${JSON.stringify(params.filters)}|${params.sort.key}|${params.sort.order}` : '';
  const [selectionScope, setSelectionScope] = useState(scope);
  if (selectionScope !== scope) {
    setSelectionScope(scope);
    setSelection({ ids: [] });
  }

  const selectable = bulk !== undefined && rows.length > 0;
  const pageIds = rows.map(rowKey);
  const selectedIds = 'all' in selection ? new Set(pageIds) : new Set(selection.ids);
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selectedIds.has(id));
  const somePageSelected = pageIds.some((id) => selectedIds.has(id));
  const toggleRow = (id: string, on: boolean) =>
    setSelection((current) => {
      const ids = 'all' in current ? pageIds : current.ids;
      return { ids: on ? [...new Set([...ids, id])] : ids.filter((other) => other !== id) };
    });
  const togglePage = (on: boolean) =>
    setSelection((current) => {
      const ids = 'all' in current ? [] : current.ids;
      return { ids: on ? [...new Set([...ids, ...pageIds])] : ids.filter((id) => !pageIds.includes(id)) };
    });

  const allColumns = columns.length + (selectable ? 1 : 0) + (actions ? 1 : 0);
  const sortColumns = columns.filter((column) => column.sortKey);

  return (
    <>
      {props.toolbar || props.search || props.filters || (params && sortColumns.length > 0) ? (
        <ListToolbar>
          {params && props.search ? <ListSearch params={params} label={props.search} /> : null}
          {params ? props.filters?.map((filter) => <ListFilter key={filter.name} params={params} {...filter} />) : null}
          {props.toolbar}
          {params && sortColumns.length > 0 ? <PhoneSort columns={sortColumns} params={params} /> : null}
        </ListToolbar>
      ) : null}
      {bulk && selectable ? (
        <BulkBar
          selection={selection}
          pageCount={pageIds.length}
          pageSelected={pageSelected}
          total={props.total}
          totalCapped={props.totalCapped}
          {...bulk}
          onSelectAll={() => setSelection({ all: true, count: props.total ?? pageIds.length, more: props.totalCapped })}
          onClear={() => setSelection({ ids: [] })}
        />
      ) : null}
      {status === 'pending' ? (
        <ListSkeleton label={props.loadingLabel ?? `Carregando ${label.toLowerCase()}`} columns={allColumns} rows={props.skeletonRows ?? 6} />
      ) : status === 'error' ? (
        <LoadError what={props.what} onRetry={props.onRetry} />
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-5 py-12 text-center">
          <p className="text-sm text-ink-600">{emptyText}</p>
          {clearable ? (
            <button type="button" onClick={params.clear} className="text-sm font-semibold text-brand hover:underline">
              Limpar filtros
            </button>
          ) : null}
        </div>
      ) : (
        <>
          <div className="w-full overflow-x-auto">
            <table aria-label={label} className="w-full border-collapse text-sm max-sm:block">
              <thead className="border-b border-ink-200 bg-ink-50/70 max-sm:hidden">
                <tr>
                  {selectable ? (
                    <th scope="col" className="w-10 pr-0 pl-4">
                      <Checkbox
                        aria-label="Selecionar todos desta página"
                        checked={pageSelected ? true : somePageSelected ? 'indeterminate' : false}
                        onCheckedChange={(checked) => togglePage(checked === true)}
                      />
                    </th>
                  ) : null}
                  {columns.map((column) => (
                    <HeaderCell key={column.id} column={column} params={params} />
                  ))}
                  {actions ? (
                    <th scope="col" className={cn(headClass, 'text-right')}>
                      Ações
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody onKeyDown={moveBetweenRows} className="sm:[&_tr:last-child]:border-0 max-sm:flex max-sm:flex-col max-sm:gap-3 max-sm:p-3">
                {rows.map((row, index) => {
                  const id = rowKey(row);
                  const { className, ...rest } = props.rowProps?.(row, index) ?? {};
                  const dragged = reorder !== undefined && sortable.activeId === id;
                  return (
                    <tr
                      key={id}
                      data-row-id={id}
                      aria-selected={selectable ? selectedIds.has(id) : undefined}
                      className={cn(
                        'border-b border-ink-100 transition-colors hover:bg-ink-50/60 aria-selected:bg-brand-light/40',
                        'max-sm:relative max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:rounded-card max-sm:border max-sm:border-ink-200 max-sm:p-3',
                        dragged && 'relative bg-brand-light/60 shadow-lift hover:bg-brand-light/60',
                        className,
                      )}
                      {...(reorder ? sortable.itemProps(id) : {})}
                      {...rest}
                    >
                      {selectable ? (
                        <td className="w-10 pr-0 pl-4 align-middle max-sm:absolute max-sm:top-3 max-sm:left-3 max-sm:p-0">
                          <Checkbox
                            aria-label={`Selecionar ${props.rowName?.(row) ?? id}`}
                            checked={selectedIds.has(id)}
                            onCheckedChange={(checked) => toggleRow(id, checked === true)}
                          />
                        </td>
                      ) : null}
                      {columns.map((column) => {
                        // On a phone each cell is a line of the card, led by its column's name (not the heading's).
                        const labelled = !column.primary && !column.hiddenLabel;
                        return (
                          <td
                            key={column.id}
                            data-label={labelled ? column.label : undefined}
                            className={cn(
                              'px-3 py-2.5 align-middle',
                              alignClass(column.align),
                              'max-sm:flex max-sm:min-w-0 max-sm:items-center max-sm:gap-2 max-sm:p-0 max-sm:text-left',
                              labelled &&
                                'max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-bold max-sm:before:text-ink-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
                              'max-sm:max-w-none max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere]',
                              column.primary && 'max-sm:order-first max-sm:mb-1',
                              column.primary && selectable && 'max-sm:min-h-5 max-sm:pl-8',
                              column.hideOnPhone && 'max-sm:hidden',
                              column.className,
                            )}
                          >
                            {column.cell(row, index)}
                          </td>
                        );
                      })}
                      {actions ? (
                        <td className="px-3 py-2.5 align-middle max-sm:mt-1 max-sm:border-t max-sm:border-ink-100 max-sm:p-0 max-sm:pt-2">
                          <div className="flex justify-end gap-1">{actions(row)}</div>
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {params && props.totalPages !== undefined ? <Pager page={params.page} totalPages={props.totalPages} more={props.totalCapped} onPageChange={params.setPage} /> : null}
        </>
      )}
      {reorder ? <LiveRegion message={sortable.announcement} /> : null}
    </>
  );
}

const headClass = 'h-10 px-3 text-left align-middle text-xs font-bold tracking-wide whitespace-nowrap text-ink-500 uppercase';
const alignClass = (align: Column<unknown>['align']) => (align === 'center' ? 'text-center' : align === 'right' ? 'text-right' : undefined);

function HeaderCell<T>({ column, params }: { column: Column<T>; params?: ListParams<string> }) {
  const active = params && column.sortKey && params.sort.key === column.sortKey ? params.sort.order : null;
  const label = column.hiddenLabel ? <span className="sr-only">{column.label}</span> : column.label;
  return (
    <th
      scope="col"
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}
      className={cn(headClass, alignClass(column.align), column.className)}
    >
      {params && column.sortKey ? (
        <button
          type="button"
          onClick={() => params.toggleSort(column.sortKey!)}
          className="-mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-1 uppercase hover:bg-ink-100 hover:text-ink-800"
        >
          {label}
          {active === 'asc' ? (
            <ArrowUp aria-hidden="true" className="size-3.5 text-brand" />
          ) : active === 'desc' ? (
            <ArrowDown aria-hidden="true" className="size-3.5 text-brand" />
          ) : (
            <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />
          )}
        </button>
      ) : (
        label
      )}
    </th>
  );
}

/** On phones the headers are gone with the table's layout: the sort is a select. */
function PhoneSort<T>({ columns, params }: { columns: Column<T>[]; params: ListParams<string> }) {
  const value = `${params.sort.order === 'desc' ? '-' : ''}${params.sort.key}`;
  return (
    <label className="flex w-full items-center gap-2 text-sm text-ink-600 sm:hidden">
      Ordenar por
      <NativeSelect
        className="flex-1"
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          params.setSort({ key: next.replace(/^-/, ''), order: next.startsWith('-') ? 'desc' : 'asc' });
        }}
      >
        {columns.flatMap((column) => [
          <option key={column.sortKey} value={column.sortKey}>
            {column.label} ↑
          </option>,
          <option key={`-${column.sortKey}`} value={`-${column.sortKey}`}>
            {column.label} ↓
          </option>,
        ])}
        {columns.some((column) => column.sortKey === params.sort.key) ? null : <option value={value}>Padrão</option>}
      </NativeSelect>
    </label>
  );
}

function ListSkeleton({ label, columns, rows }: { label: string; columns: number; rows: number }) {
  return (
    <div className="flex flex-col gap-1 p-4" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 py-2">
          {Array.from({ length: Math.max(2, columns) }, (_, j) => (
            <Skeleton key={j} className={cn('h-3.5', j === 0 ? 'w-1/3' : 'flex-1')} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** ArrowUp / ArrowDown move to the same control of the row above or below; Home / End to the first and last row. */
function moveBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>) {
  // A control that used the key (a lifted reorder handle) has prevented its default.
  if (event.defaultPrevented || !['ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key)) return;
  const target = event.target as HTMLElement;
  // Keys that mean something inside a field (a select, a text box) are left alone.
  if (target.closest('input:not([type=checkbox]), select, textarea, [role=listbox]')) return;
  const row = target.closest('tr');
  if (!row) return;
  const rowsList = [...event.currentTarget.querySelectorAll<HTMLTableRowElement>(':scope > tr')];
  const focusables = (tr: HTMLElement) => [...tr.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], input, [tabindex="0"]')];
  const column = Math.max(0, focusables(row).indexOf(target));
  const index = rowsList.indexOf(row);
  const nextIndex = event.key === 'Home' ? 0 : event.key === 'End' ? rowsList.length - 1 : index + (event.key === 'ArrowDown' ? 1 : -1);
  const next = rowsList[nextIndex];
  if (!next || next === row) return;
  const controls = focusables(next);
  const control = controls[Math.min(column, controls.length - 1)];
  if (!control) return;
  event.preventDefault();
  control.focus();
}

/** The props a paged API list gives ResourceList: its rows, state, retry, pages and total, with the address's params. */
export function pageProps<T>(query: UseQueryResult<TPage<T>>, params: ListParams<string>) {
  return {
    rows: query.data?.data,
    status: query.status,
    onRetry: () => void query.refetch(),
    params,
    totalPages: query.data?.meta.totalPages ?? 1,
    total: query.data?.meta.total,
    totalCapped: query.data?.meta.totalCapped,
  };
}
