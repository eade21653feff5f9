import { describe, expect, it } from 'vitest';
import { formatZoned, fromZonedInput, isScheduled, toZonedInput } from './zoned-time';

describe('times in the site time zone', () => {
  it('reads and writes a datetime-local value in São Paulo whatever the browser zone', () => {
    expect(fromZonedInput('2026-12-07T09:00', 'America/Sao_Paulo')).toBe('2026-12-07T12:00:00.000Z');
    expect(toZonedInput('2026-12-07T12:00:00.000Z', 'America/Sao_Paulo')).toBe('2026-12-07T09:00');
    expect(formatZoned('2026-12-07T12:00:00.000Z', 'America/Sao_Paulo')).toBe('07/12/2026, 09:00');
  });

  it('follows a zone with summer time on each side of its change', () => {
    expect(fromZonedInput('2026-07-01T09:00', 'Europe/Lisbon')).toBe('2026-07-01T08:00:00.000Z');
    expect(fromZonedInput('2026-12-01T09:00', 'Europe/Lisbon')).toBe('2026-12-01T09:00:00.000Z');
    expect(toZonedInput('2026-07-01T08:00:00.000Z', 'Europe/Lisbon')).toBe('2026-07-01T09:00');
  });

  it('refuses what is not a date and time, and tells scheduled from published', () => {
    expect(fromZonedInput('amanhã', 'America/Sao_Paulo')).toBeNull();
    expect(fromZonedInput('', 'America/Sao_Paulo')).toBeNull();
    expect(isScheduled(true, new Date(Date.now() + 60_000).toISOString())).toBe(true);
    expect(isScheduled(true, new Date(Date.now() - 60_000).toISOString())).toBe(false);
    expect(isScheduled(false, new Date(Date.now() + 60_000).toISOString())).toBe(false);
    expect(isScheduled(true, null)).toBe(false);
  });
});
