import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createAuthService } from './modules/auth/service.js';
import { createPasswordRecovery } from './modules/auth/recovery.js';
import { createPasskeys } from './modules/auth/passkeys.js';
import { createSealer } from './modules/auth/sealed.js';
import { createTwoFactor } from './modules/auth/two-factor.js';
import { createUserSessions } from './modules/auth/user-sessions.js';
import { createBlogService } from './modules/blog/service.js';
import { createCasesService } from './modules/cases/service.js';
import { createSearchService } from './modules/search/service.js';
import { createLeadRetention } from './modules/contacts/retention.js';
import { createDataSubjects } from './modules/privacy/subject.js';
import { createContactsService } from './modules/contacts/service.js';
import { createAdminSearch } from './modules/admin-search/service.js';
import { createContentService, pageHistory } from './modules/content/service.js';
import { createMediaService } from './modules/media/service.js';
import { createSeoService, seoGlobalHistory, seoPageHistory } from './modules/seo/service.js';
import { createTranslationsReport } from './modules/translations-report/service.js';
import { createAccessTokens } from './modules/auth/tokens.js';
import { createFooterService, footerHistory } from './modules/footer/service.js';
import { createMenusService, menuHistory } from './modules/menus/service.js';
import { createRateLimiter } from './modules/rate-limit.js';
import { createSettingsService } from './modules/settings/service.js';
import { contactHistory, createContactConfig } from './modules/settings/contact-config.js';
import { createUsersService } from './modules/users/service.js';
import { createLeadNotifications } from './modules/mail/lead-notification.js';
import { createOutbox, createTransport } from './modules/mail/outbox.js';
import { createActivityService } from './modules/activity/service.js';
import { createRedirectsService } from './modules/redirects/service.js';
import { createTrash } from './modules/trash/service.js';
import { createHistoryService, withHistory, withSnapshots } from './modules/history/service.js';
import { createWorkingCopiesService } from './modules/working-copies/service.js';
import { createScheduling } from './modules/scheduling/service.js';
import { createStorage } from './storage/index.js';

/**
 * Every domain service, built once per process from the database and the configuration.
 * `jwtSecret` is JWT_SECRET or the key shared through the database (auth/shared-secret.ts).
 */
export function createServices(config: Config, database: Database, jwtSecret: string) {
  const { db } = database;
  const users = createUsersService(db);
  const limiter = createRateLimiter(db);
  const tokens = createAccessTokens(jwtSecret);
  const storage = createStorage(config.storage);
  const settings = createSettingsService(db);
  const outbox = createOutbox(db, createTransport(config.mail));
  const leadNotifications = createLeadNotifications(db, settings, config.publicUrl);
  const contacts = createContactsService(db, limiter, { notifications: leadNotifications, outbox });
  const companyName = async () => (await settings.company()).name;
  const twoFactor = createTwoFactor({ db, sealer: createSealer(jwtSecret), settings, limiter, issuer: companyName });
  const passkeys = createPasskeys({ db, publicUrl: config.publicUrl, rpName: companyName });
  const sessions = createUserSessions({ db, outbox, settings, publicUrl: config.publicUrl });
  // Every save of a post or case keeps a revision (decision 042).
  const history = createHistoryService(db, settings);
  // One service per type: scheduling and the trash save and delete through the same ones as the routes.
  const blog = withHistory(history, 'blog', createBlogService(db));
  const cases = withHistory(history, 'cases', createCasesService(db));
  const media = createMediaService(db, storage);
  const auth = createAuthService({ db, users, tokens, limiter, successorKey: jwtSecret, twoFactor, passkeys, sessions });
  return {
    database,
    storage,
    limiter,
    users,
    tokens,
    auth,
    twoFactor,
    passkeys,
    sessions,
    recovery: createPasswordRecovery({ db, users, settings, outbox, limiter, publicUrl: config.publicUrl, revokeAllFor: async (userId) => void (await auth.revokeAllFor(userId)) }),
    settings,
    // The site's other content keeps a history too: each aggregate as its editor reads it (decision 042).
    contactConfig: withSnapshots(history, 'contact', createContactConfig(settings), contactHistory),
    menus: withSnapshots(history, 'menus', createMenusService(db), menuHistory),
    footer: withSnapshots(history, 'footer', createFooterService(db, settings), footerHistory),
    content: withSnapshots(history, 'content', createContentService(db), pageHistory),
    seo: withSnapshots(history, 'seo-global', withSnapshots(history, 'seo', createSeoService(db, settings), seoPageHistory), seoGlobalHistory),
    history,
    blog,
    cases,
    // Scheduled publishing and preview links (decision 041).
    scheduling: createScheduling(db, settings, { blog, cases }, config.publicUrl),
    search: createSearchService(db),
    translations: createTranslationsReport(db),
    outbox,
    activity: createActivityService(db),
    redirects: createRedirectsService(db),
    workingCopies: createWorkingCopiesService(db),
    leadNotifications,
    contacts,
    leadRetention: createLeadRetention(settings, contacts),
    dataSubjects: createDataSubjects(db, contacts),
    media,
    adminSearch: createAdminSearch(db),
    trash: createTrash(db, settings, media),
  };
}
export type Services = ReturnType<typeof createServices>;
