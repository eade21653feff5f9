/*
 * Dates and times in the site's time zone (decision 041), whatever the browser's: the editor types "07/12 09:00"
 * meaning 9:00 in São Paulo even from Lisbon. Pure functions over Intl, unit-tested.
 */

/** Minutes the zone is ahead of UTC at that instant (São Paulo: -180). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of an `<input type="datetime-local">` in the zone: 2026-12-07T09:00. */
export function toZonedInput(iso: string | Date, timeZone: string): string {
  const instant = new Date(iso).getTime();
  const local = new Date(instant + offsetMinutes(instant, timeZone) * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** The instant a `datetime-local` value names in the zone, as ISO 8601 (UTC), or null when it is not a date and time. */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return null;
  // The offset at the guess, then at the result (a change of offset in between moves it once more).
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000;
  instant = wall - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant).toISOString();
}

/** "07/12/2026 09:00" in the zone, as the back office writes dates (product.md §9). */
export function formatZoned(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** Whether a published item's time is still to come: "Agendado". */
export const isScheduled = (published: boolean, publishedAt: string | null | undefined, now = Date.now()) =>
  published && !!publishedAt && Date.parse(publishedAt) > now;
