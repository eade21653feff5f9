import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { SESSION_MESSAGES, type TSessionInfo } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { refreshTokens, userSessions } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { Outbox } from '../mail/outbox.js';
import type { SettingsService } from '../settings/service.js';

export type SignInMethod = 'password' | 'two-factor' | 'passkey';
/** Where a sign-in comes from: kept with the session, shown in "Sessões ativas". */
export type SignInContext = { ip: string; userAgent: string; deviceId?: string };

/** "Chrome" and "Linux" from a User-Agent; "Navegador desconhecido" when it says nothing usable. */
export function describeAgent(userAgent: string): { browser: string; system: string } {
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const browser = parsed?.browser.name ? parsed.browser.name.replace(/^Chrome Headless$/, 'Chrome') : 'Navegador desconhecido';
  const os = parsed?.os.name;
  const system = os ? (os === 'macOS' || os === 'iOS' || os === 'Android' || os === 'Windows' ? `${os}${parsed?.os.versionName ? ` ${parsed.os.versionName}` : ''}` : os) : 'Sistema desconhecido';
  return { browser, system };
}

const deviceHash = (userId: string, deviceId: string) => createHash('sha256').update(`device:${userId}:${deviceId}`).digest('hex');

const when = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(date);

/**
 * What a session is, besides its refresh tokens (issue 17): the browser, address and device it was
 * opened from, listed in "Meu perfil" › Sessões ativas, where each can be ended. A sign-in from a
 * browser this account has never used (its device id, a random value the back office keeps in
 * localStorage, is unknown) sends the account an e-mail saying when, where from and what to do.
 */
export function createUserSessions(deps: { db: Db; outbox: Outbox; settings: SettingsService; publicUrl: string }) {
  const { db } = deps;
  /** A session is open while its family has a token that is neither revoked nor expired. */
  const open = sql`exists (select 1 from refresh_tokens rt where rt.family_id = ${userSessions.id} and rt.revoked_at is null and rt.expires_at > now())`;

  return {
    /**
     * Records a new session; e-mails the account when the browser was never seen on it. A browser is its
     * device id; a client without one (a script) is its User-Agent and address. An account's very first
     * session e-mails nobody: there is nothing yet to compare with, and its owner has just set it up.
     */
    async record(user: { id: string; email: string; name: string }, sessionId: string, context: SignInContext, method: SignInMethod): Promise<void> {
      const hash = deviceHash(user.id, context.deviceId ?? `agent:${context.userAgent}|ip:${context.ip}`);
      const [[seen], [any]] = await Promise.all([
        db.select({ id: userSessions.id }).from(userSessions).where(and(eq(userSessions.userId, user.id), eq(userSessions.deviceHash, hash))).limit(1),
        db.select({ id: userSessions.id }).from(userSessions).where(eq(userSessions.userId, user.id)).limit(1),
      ]);
      await db.insert(userSessions).values({ id: sessionId, userId: user.id, userAgent: context.userAgent.slice(0, 500), ip: context.ip, deviceHash: hash, method });
      if (seen || !any) return;
      const { browser, system } = describeAgent(context.userAgent);
      const company = await deps.settings.company();
      const text = [
        `Olá, ${user.name}.`,
        '',
        `Sua conta (${user.email}) no painel de ${company.name} acabou de ser acessada de um navegador que ela ainda não tinha usado:`,
        '',
        `Quando: ${when(new Date())} (horário de Brasília)`,
        `Navegador: ${browser} em ${system}`,
        `Endereço IP: ${context.ip}`,
        '',
        'Se foi você, não precisa fazer nada.',
        '',
        'Se não foi você:',
        `1. Crie uma nova senha agora em ${deps.publicUrl}/admin/login (Recuperar senha): isso encerra todas as sessões da conta.`,
        `2. Em Meu perfil › Sessões ativas (${deps.publicUrl}/admin/perfil), confira e encerre o que não reconhecer.`,
        '3. Ative a verificação em duas etapas, se ainda não estiver ativa.',
      ].join('\n');
      await deps.outbox.enqueue(db, { kind: 'new-sign-in', refId: user.id, to: [user.email], subject: `Novo acesso à sua conta no painel de ${company.name}`, text });
      void deps.outbox.kick();
    },

    /** Called on each refresh: "Último uso" is at most one access token's lifetime old. */
    async touch(sessionId: string): Promise<void> {
      await db.update(userSessions).set({ lastUsedAt: new Date() }).where(eq(userSessions.id, sessionId));
    },

    async list(userId: string, currentSessionId: string): Promise<TSessionInfo[]> {
      const rows = await db.select().from(userSessions).where(and(eq(userSessions.userId, userId), open)).orderBy(desc(userSessions.lastUsedAt)).limit(100);
      return rows.map((row) => ({
        id: row.id,
        ...describeAgent(row.userAgent),
        ip: row.ip,
        method: row.method,
        startedAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    /** Ends one session of the user's (a session of someone else's is not found). */
    async end(userId: string, sessionId: string): Promise<void> {
      const ended = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())))
        .returning({ id: refreshTokens.id });
      if (!ended.length) throw notFound(SESSION_MESSAGES.notFound);
    },

    /** Sessions whose tokens are all gone (pruned a day after expiry) are forgotten after 90 days. */
    async prune(): Promise<void> {
      await db.execute(sql`delete from user_sessions us where us.last_used_at < now() - interval '90 days'
        and not exists (select 1 from refresh_tokens rt where rt.family_id = us.id)`);
    },
  };
}
export type UserSessions = ReturnType<typeof createUserSessions>;
