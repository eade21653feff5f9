import { contactsEndpoints, LEAD_CHANNELS, LEAD_SERVICES, LEAD_STAGES, type TContactBulk, type TLeadChannel, type TLeadService, type TLeadStage, type TLeadUpdate } from '@softhouse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, download, saveFile } from '../api/client';
import type { ListParams, Selection } from '../kit';

export const contactsKey = ['admin', 'contacts'] as const;
export const CONTACTS_PAGE_SIZE = 20;
export const CONTACT_FILTERS = ['isRead', 'service', 'channel', 'stage', 'owner', 'view'] as const;
export type ContactListParams = ListParams<(typeof CONTACT_FILTERS)[number]>;

/** The list's filter as the API reads it (also for bulk actions and exports over every matching lead). */
export function contactFilterOf(list: Pick<ContactListParams, 'search' | 'filters'>): NonNullable<TContactBulk['filter']> {
  const { isRead, service, channel, stage, owner } = list.filters;
  return {
    search: list.search || undefined,
    isRead: isRead === 'true' || isRead === 'false' ? isRead : undefined,
    // A value the API does not know (an address edited by hand) is no filter.
    service: (LEAD_SERVICES as readonly string[]).includes(service ?? '') ? (service as TLeadService) : undefined,
    channel: (LEAD_CHANNELS as readonly string[]).includes(channel ?? '') ? (channel as TLeadChannel) : undefined,
    stage: (LEAD_STAGES as readonly string[]).includes(stage ?? '') ? (stage as TLeadStage) : undefined,
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
  return useQuery({
    queryKey: [...contactsKey, 'list', query],
    queryFn: ({ signal }) => call(contactsEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
    // New leads arrive while the screen is open: refresh more often than the 5 min default.
    staleTime: 30_000,
  });
}

/** Counted by the server over every lead (not a page of them). */
export function useContactStats() {
  return useQuery({
    queryKey: [...contactsKey, 'stats'],
    queryFn: ({ signal }) => call(contactsEndpoints.stats, {}, { signal }),
    staleTime: 30_000,
  });
}

const quiet = { errorToast: false } as const;

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

export const contactsApi = {
  update: (id: string, body: TLeadUpdate) => call(contactsEndpoints.update, { params: { id }, body }, quiet),
  addNote: (id: string, body: string) => call(contactsEndpoints.addNote, { params: { id }, body: { body } }, quiet),
  get: (id: string) => call(contactsEndpoints.get, { params: { id } }, quiet),
  markRead: (id: string) => call(contactsEndpoints.markRead, { params: { id } }, quiet),
  markUnread: (id: string) => call(contactsEndpoints.bulk, { body: { action: 'unread', ids: [id] } }, quiet),
  remove: (id: string) => call(contactsEndpoints.remove, { params: { id } }, quiet),
  exportFile: (format: 'csv' | 'excel') => download(contactsEndpoints.export, { query: { format } }, quiet),
  bulk: (action: TContactBulk['action'], selection: Selection, list: ContactListParams) =>
    call(contactsEndpoints.bulk, { body: 'all' in selection ? { action, filter: contactFilterOf(list) } : { action, ids: selection.ids } }, quiet),
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
