import { eq } from 'drizzle-orm';
import { ZCompany, ZContactConfig, type TCompany, type TContactConfig } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { siteSettings } from '../../db/schema.js';

/** Used until an editor saves the company settings (and by the seed as its starting point). */
export const DEFAULT_COMPANY: TCompany = {
  name: 'Órbita Software',
  legalName: 'Órbita Desenvolvimento de Software Ltda.',
  registrationNumber: '',
  whatsappNumber: '5511940028922',
  whatsappMessage: 'Olá! Gostaria de falar com um especialista em desenvolvimento de aplicativos e software.',
  privacyPolicyUrl: '/politica-de-privacidade.pdf',
};

/** The database, or a transaction of it: a setting written together with other rows. */
type Writer = Pick<Db, 'insert'>;

export function createSettingsService(db: Db) {
  async function get<T>(key: string): Promise<T | undefined> {
    const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
    return row?.value as T | undefined;
  }
  return {
    get,
    async set(key: string, value: unknown, writer: Writer = db): Promise<void> {
      await writer
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
    },
    async company(): Promise<TCompany> {
      const parsed = ZCompany.safeParse(await get('company'));
      return parsed.success ? parsed.data : DEFAULT_COMPANY;
    },
    /** Null until an administrator saves it; the public page then shows its fallback. */
    async contactConfig(): Promise<TContactConfig | null> {
      const parsed = ZContactConfig.safeParse(await get('contactConfig'));
      return parsed.success ? parsed.data : null;
    },
    async publicSettings() {
      const [contactConfig, company] = await Promise.all([this.contactConfig(), this.company()]);
      return { contactConfig, company };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
