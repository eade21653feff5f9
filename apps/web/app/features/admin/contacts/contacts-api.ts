import { contactsEndpoints, LEAD_CHANNELS, LEAD_SERVICES, LEAD_STAGES, type TContactBulk } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, download, saveFile } from '../api/client';
import { bulkBody, type ListParams, oneOf, quiet, rowApi, type Selection, useListQuery } from '../kit';

export const contactsKey = ['admin', 'contacts'] as const;
export const CONTACTS_PAGE_SIZE = 20;
export const CONTACT_FILTERS = ['isRead', 'service', 'channel', 'stage', 'owner', 'view'] as const;
export type ContactListParams = ListParams<(typeof CONTACT_FILTERS)[number]>;

/** The list's filter as the API reads it (also for bulk actions and exports over every matching lead). */
export function contactFilterOf(list: Pick<ContactListParams, 'search' | 'filters'>): NonNullable<TContactBulk['filter']> {
  const { isRead, service, channel, stage, owner } = list.filters;
  return {
    search: list.search || undefined,
    isRead: oneOf(['true', 'false'], isRead),
    service: oneOf(LEAD_SERVICES, service),
    channel: oneOf(LEAD_CHANNELS, channel),
    stage: oneOf(LEAD_STAGES, stage),
    owner: owner === 'me' || owner === 'none' || /^[0-9a-f-]{36}$/i.test(owner ?? '') ? owner : undefined,
  };
}

export function useContacts(list: ContactListParams) {
  const query = {
    ...contactFilterOf(list),
    page: list.page,
    limit: CONTACTS_PAGE_SIZE,
    sortBy: list.sort.key as 'createdAt' | 'name' | 'email' | 'company',
    sortOrder: list.sort.order,
  };
  // New leads arrive while the screen is open: refresh more often than the 5 min default.
  return useListQuery([...contactsKey, 'list'], contactsEndpoints.list, query, { staleTime: 30_000 });
}

/** Counted by the server over every lead (not a page of them). */
export function useContactStats() {
  return useQuery({
    queryKey: [...contactsKey, 'stats'],
    queryFn: ({ signal }) => call(contactsEndpoints.stats, {}, { signal }),
    staleTime: 30_000,
  });
}

/** Who can handle leads (the owner choices), by name. */
export function useLeadOwners() {
  return useQuery({
    queryKey: [...contactsKey, 'owners'],
    queryFn: ({ signal }) => call(contactsEndpoints.owners, {}, { signal, errorToast: false }),
    staleTime: 60_000,
  });
}

/** A lead's notes, oldest first. */
export function useLeadNotes(id: string) {
  return useQuery({
    queryKey: [...contactsKey, 'notes', id],
    queryFn: ({ signal }) => call(contactsEndpoints.notes, { params: { id } }, { signal }),
  });
}

// Leads are created by the site's contact form, not here.
const { update, remove } = rowApi(contactsEndpoints);

export const contactsApi = {
  update,
  remove,
  addNote: (id: string, body: string) => call(contactsEndpoints.addNote, { params: { id }, body: { body } }, quiet),
  get: (id: string) => call(contactsEndpoints.get, { params: { id } }, quiet),
  markRead: (id: string) => call(contactsEndpoints.markRead, { params: { id } }, quiet),
  markUnread: (id: string) => call(contactsEndpoints.bulk, { body: { action: 'unread', ids: [id] } }, quiet),
  exportFile: (format: 'csv' | 'excel') => download(contactsEndpoints.export, { query: { format } }, quiet),
  bulk: (action: TContactBulk['action'], selection: Selection, list: ContactListParams) =>
    call(contactsEndpoints.bulk, { body: bulkBody(action, selection, () => contactFilterOf(list)) }, quiet),
  /** The selected leads, or every lead matching the list's filter, as a file. */
  exportSelection: (format: 'csv' | 'excel', selection: Selection, list: ContactListParams) =>
    'all' in selection
      ? download(contactsEndpoints.export, { query: { format, ...contactFilterOf(list) } }, quiet)
      : download(contactsEndpoints.exportSelection, { body: { format, ids: selection.ids } }, quiet),
};

/** Saves an export under the server's name, else `contatos_<date>.<ext>`. */
export function saveExport({ blob, fileName }: { blob: Blob; fileName: string | null }, format: 'csv' | 'excel') {
  const stamp = new Date().toISOString().slice(0, 10);
  saveFile(blob, fileName ?? `contatos_${stamp}.${format === 'excel' ? 'xlsx' : 'csv'}`);
}
