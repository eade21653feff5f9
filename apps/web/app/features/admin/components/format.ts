import { ApiError } from '../api/client';

const date = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** Dates as Brazilians write them (product.md §9): 05/03/2025. */
export const formatDate = (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : '—');
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
export const formatTime = (iso: string | null | undefined) => (iso ? time.format(new Date(iso)) : '');
const number = new Intl.NumberFormat('pt-BR');
/** Counts as Brazilians write them: 1.000.000. */
export const formatNumber = (n: number) => number.format(n);

/** A failure's description ending in a retry hint: the server's reason when it gave one. */
export function retryDescription(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.isClientError && error.status !== 401 && error.message) {
    const reason = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
    return `${reason} Tente novamente.`;
  }
  return `${fallback} Tente novamente.`;
}
