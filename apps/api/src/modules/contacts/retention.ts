import { LEAD_RETENTION_DEFAULT_MONTHS, ZLeadRetention, type TLeadRetention } from '@softhouse/contracts';
import type { SettingsService } from '../settings/service.js';
import type { ContactsService } from './service.js';

/**
 * How long leads keep their personal data (LGPD, issue 15): a site setting (default 24 months) and the
 * daily job that anonymises what is older, run once across instances by the scheduler.
 */
export function createLeadRetention(settings: SettingsService, contacts: ContactsService) {
  const get = async (): Promise<TLeadRetention> => {
    const parsed = ZLeadRetention.safeParse(await settings.get('leadRetention'));
    return parsed.success ? parsed.data : { months: LEAD_RETENTION_DEFAULT_MONTHS };
  };
  return {
    get,
    async set(value: TLeadRetention): Promise<TLeadRetention> {
      await settings.set('leadRetention', value);
      return get();
    },
    /** The scheduled job's run: how many leads it anonymised. */
    async run(): Promise<{ anonymized: number }> {
      return { anonymized: await contacts.anonymizeOlderThan((await get()).months) };
    },
  };
}
export type LeadRetention = ReturnType<typeof createLeadRetention>;
