import { historyItemOf, ZContactConfig, type ZSettingsUpdate } from '@softhouse/contracts';
import type { z } from 'zod';
import { parseRevision, type Tracking } from '../history/service.js';
import type { SettingsService } from './service.js';

/**
 * The contact page's configuration (Contato config): read, saved and restored as one item, so its saves
 * keep a history (decision 042). Every save answers what GET /settings answers.
 */
export function createContactConfig(settings: SettingsService) {
  return {
    read: () => settings.contactConfig(),
    async save(body: z.output<typeof ZSettingsUpdate>) {
      await settings.set('contactConfig', body.contactConfig);
      return settings.publicSettings();
    },
    async restore(data: unknown) {
      await settings.set('contactConfig', parseRevision(ZContactConfig, data));
      return settings.publicSettings();
    },
  };
}
export type ContactConfigService = ReturnType<typeof createContactConfig>;

/** The contact configuration keeps a history as one item, 'contact'; a save checks the version its form read. */
const CONTACT_ITEM = historyItemOf('contact', {});
export const contactHistory: Tracking<ContactConfigService> = (config) => ({
  read: () => config.read(),
  restore: (_item, data) => config.restore(data),
  saves: { save: (body) => ({ id: CONTACT_ITEM, version: body.version }) },
});
