import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ErrorCode, RECOVERY_MESSAGES } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema.js';
import { AppError, badRequest } from '../../errors.js';
import type { Outbox } from '../mail/outbox.js';
import type { RateLimiter } from '../rate-limit.js';
import type { SettingsService } from '../settings/service.js';
import { assertStrongPassword, hashPassword } from '../users/passwords.js';
import type { UsersService } from '../users/service.js';
import { hashToken } from './tokens.js';

const LINK_TTL_MS = 30 * 60 * 1000;
/** An invitation to choose one's first password lives a week. */
const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Requests per hour: from one address, and for one account (more are dropped without a word). */
const PER_IP = 10;
const PER_ACCOUNT = 3;

type Log = { error: (obj: object, msg: string) => void };

/**
 * "Recuperar senha" for real (issue 17): a one-time link, valid 30 minutes, kept only as its hash,
 * e-mailed through the outbox (decision 028). The request is answered before any account is looked
 * up, so the answer and its timing are the same whether the address has an account or not; setting the
 * new password uses the link once and ends every session of the account.
 */
export function createPasswordRecovery(deps: {
  db: Db;
  users: UsersService;
  settings: SettingsService;
  outbox: Outbox;
  limiter: RateLimiter;
  publicUrl: string;
  revokeAllFor: (userId: string) => Promise<void>;
  log?: Log;
}) {
  const { db, limiter } = deps;

  async function send(email: string): Promise<void> {
    const forAccount = await limiter.hit(`recover:email:${email.toLowerCase()}`, HOUR_MS);
    if (forAccount.count > PER_ACCOUNT) return;
    const user = await deps.users.findByEmail(email);
    if (!user || !user.active) return;
    const token = randomBytes(32).toString('base64url');
    const company = await deps.settings.company();
    const text = [
      `Olá, ${user.name}.`,
      '',
      `Recebemos um pedido para criar uma nova senha para ${user.email} no painel de ${company.name}.`,
      '',
      'Crie a nova senha por este link. Ele vale por 30 minutos e pode ser usado uma vez:',
      `${deps.publicUrl}/admin/nova-senha?token=${token}`,
      '',
      'Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.',
    ].join('\n');
    await db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LINK_TTL_MS) });
      await deps.outbox.enqueue(tx, { kind: 'password-reset', refId: user.id, to: [user.email], subject: `Nova senha do painel de ${company.name}`, text });
    });
    void deps.outbox.kick();
  }

  return {
    /**
     * An invitation: a new member chooses their own password through a one-time link valid 7 days (the
     * same screen as a recovery, worded for a first password). A new invitation replaces the previous one.
     */
    async invite(user: { id: string; email: string; name: string }, invitedBy: string): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      const company = await deps.settings.company();
      const text = [
        `Olá, ${user.name}.`,
        '',
        `${invitedBy} convidou você para o painel de ${company.name}, onde a equipe publica cases e posts e responde aos contatos do site.`,
        '',
        'Escolha sua senha por este link. Ele vale por 7 dias e pode ser usado uma vez:',
        `${deps.publicUrl}/admin/nova-senha?token=${token}&convite=1`,
        '',
        `Depois, entre em ${deps.publicUrl}/admin/login com o e-mail ${user.email}.`,
      ].join('\n');
      await db.transaction(async (tx) => {
        await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, user.id), eq(passwordResets.purpose, 'invite'), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), purpose: 'invite', expiresAt: new Date(Date.now() + INVITE_TTL_MS) });
        await deps.outbox.enqueue(tx, { kind: 'invitation', refId: user.id, to: [user.email], subject: `Convite para o painel de ${company.name}`, text });
      });
      void deps.outbox.kick();
    },

    /** Counts the request, then answers; the link is made and sent after the answer. */
    async request(email: string, ip: string): Promise<void> {
      const fromIp = await limiter.hit(`recover:ip:${ip}`, HOUR_MS);
      if (fromIp.count > PER_IP) {
        const retryAfter = Math.max(1, Math.ceil((fromIp.resetAt.getTime() - Date.now()) / 1000));
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Muitos pedidos de recuperação. Tente novamente mais tarde.', undefined, { 'retry-after': String(retryAfter) });
      }
      setImmediate(() => void send(email).catch((error: unknown) => deps.log?.error({ err: error }, 'password recovery e-mail failed')));
    },

    /** The new password, with a link's token: valid, unused and not expired, or a 400 that says so. */
    async reset(token: string, password: string, ip: string): Promise<void> {
      const fromIp = await limiter.hit(`reset:ip:${ip}`, HOUR_MS);
      if (fromIp.count > PER_IP * 3) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Muitas tentativas. Tente novamente mais tarde.');
      const [owner] = await db
        .select({ name: users.name, email: users.email })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .limit(1);
      if (!owner) throw badRequest(RECOVERY_MESSAGES.invalidLink);
      await assertStrongPassword(password, [owner.name, owner.email]);
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        // Used in the same statement that finds it: two requests with one link cannot both succeed.
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
          .returning({ userId: passwordResets.userId });
        if (!used) throw badRequest(RECOVERY_MESSAGES.invalidLink);
        const [user] = await tx.update(users).set({ passwordHash, invitationPending: false, updatedAt: new Date() }).where(and(eq(users.id, used.userId), eq(users.active, true))).returning({ id: users.id });
        if (!user) throw badRequest(RECOVERY_MESSAGES.invalidLink);
        // Any other link sent to this account stops working too.
        await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
        return user.id;
      });
      await deps.revokeAllFor(userId);
    },
  };
}
export type PasswordRecovery = ReturnType<typeof createPasswordRecovery>;
