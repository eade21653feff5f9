import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { generate, generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import { ErrorCode, TWO_FACTOR_MESSAGES, type TTwoFactorSetup, type TTwoFactorStatus } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { authChallenges, recoveryCodes, users } from '../../db/schema.js';
import { AppError, badRequest } from '../../errors.js';
import type { RateLimiter } from '../rate-limit.js';
import type { SettingsService } from '../settings/service.js';
import { verifyPassword } from '../users/passwords.js';
import type { Sealer } from './sealed.js';

const STEP_SECONDS = 30;
const SETUP_TTL_MS = 10 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes: per sign-in attempt (then a new password is needed), and per account per 15 minutes. */
export const CODE_LIMITS = { perChallenge: 5, perAccount: 10, windowMs: 15 * 60 * 1000 } as const;

/** The account security settings (site_settings 'security'). */
export async function requiresTwoFactor(settings: SettingsService): Promise<boolean> {
  const value = await settings.get<{ requireTwoFactor?: boolean }>('security');
  return value?.requireTwoFactor === true;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A recovery code: 10 characters from an alphabet without look-alikes (≈ 49 bits), shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const recoveryHash = (userId: string, code: string) => createHash('sha256').update(`recovery:${userId}:${normalizeRecoveryCode(code)}`).digest('hex');

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Two-factor authentication with TOTP (RFC 6238, otplib): enrolment with a QR code and the secret in
 * text, confirmed by a code; 10 single-use recovery codes kept as hashes; a code accepted once (the
 * step of the last accepted code is kept, and only a later step is accepted after it).
 */
export function createTwoFactor(deps: { db: Db; sealer: Sealer; settings: SettingsService; limiter: RateLimiter; issuer: () => Promise<string> }) {
  const { db, sealer } = deps;

  /** The step of a TOTP code within one step either side of now, or null. */
  async function matchingStep(secret: string, code: string): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    let found: number | null = null;
    for (const step of [now - 1, now, now + 1]) {
      const expected = await generate({ secret, epoch: step * STEP_SECONDS });
      if (sameCode(expected, code) && found === null) found = step;
    }
    return found;
  }

  async function newRecoveryCodes(writer: Pick<Db, 'insert' | 'delete'>, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await writer.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await writer.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryHash(userId, code) })));
    return codes;
  }

  async function confirmPassword(userId: string, password: string) {
    const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user || !(await verifyPassword(user.passwordHash, password))) throw badRequest(TWO_FACTOR_MESSAGES.passwordWrong, { password: TWO_FACTOR_MESSAGES.passwordWrong });
  }

  return {
    async status(userId: string): Promise<TTwoFactorStatus> {
      const [[user], [left], required] = await Promise.all([
        db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId)).limit(1),
        db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
        requiresTwoFactor(deps.settings),
      ]);
      return { enabled: !!user?.enabledAt, enabledAt: user?.enabledAt?.toISOString() ?? null, recoveryCodesLeft: user?.enabledAt ? (left?.n ?? 0) : 0, required };
    },

    /** A new secret, kept (sealed) for 10 minutes until a code confirms it; the account is unchanged until then. */
    async setup(user: { id: string; email: string }): Promise<TTwoFactorSetup> {
      const secret = generateSecret();
      const otpauthUrl = generateURI({ issuer: await deps.issuer(), label: user.email, secret });
      await db.delete(authChallenges).where(and(eq(authChallenges.kind, 'totp-setup'), eq(authChallenges.userId, user.id)));
      await db.insert(authChallenges).values({
        kind: 'totp-setup',
        userId: user.id,
        lookup: randomBytes(16).toString('hex'),
        data: { secret: sealer.seal(secret) },
        expiresAt: new Date(Date.now() + SETUP_TTL_MS),
      });
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl, qrSvg };
    },

    /** Confirms the secret being set up with a code from the app; answers the recovery codes (shown once). */
    async enable(userId: string, code: string): Promise<string[]> {
      const [pending] = await db
        .select()
        .from(authChallenges)
        .where(and(eq(authChallenges.kind, 'totp-setup'), eq(authChallenges.userId, userId), isNull(authChallenges.usedAt), gt(authChallenges.expiresAt, new Date())))
        .limit(1);
      const secret = pending?.data.secret ? sealer.open(pending.data.secret) : null;
      if (!pending || !secret) throw badRequest(TWO_FACTOR_MESSAGES.setupExpired);
      const counted = await deps.limiter.hit(`2fa:setup:${userId}`, CODE_LIMITS.windowMs);
      if (counted.count > CODE_LIMITS.perAccount) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, TWO_FACTOR_MESSAGES.tooManyCodes);
      const step = await matchingStep(secret, code);
      if (step === null) throw badRequest(TWO_FACTOR_MESSAGES.invalidCode, { code: TWO_FACTOR_MESSAGES.invalidCode });
      return db.transaction(async (tx) => {
        await tx.update(authChallenges).set({ usedAt: new Date() }).where(eq(authChallenges.id, pending.id));
        await tx.update(users).set({ totpSecret: sealer.seal(secret), totpEnabledAt: new Date(), totpLastStep: step, updatedAt: new Date() }).where(eq(users.id, userId));
        return newRecoveryCodes(tx, userId);
      });
    },

    async regenerateRecoveryCodes(userId: string, password: string): Promise<string[]> {
      await confirmPassword(userId, password);
      const [user] = await db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user?.enabledAt) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
      return db.transaction((tx) => newRecoveryCodes(tx, userId));
    },

    async disable(userId: string, password: string): Promise<void> {
      await confirmPassword(userId, password);
      if (await requiresTwoFactor(deps.settings)) throw badRequest(TWO_FACTOR_MESSAGES.requiredByAdmin);
      await this.reset(userId);
    },

    /** Two-factor off and its recovery codes gone (the owner turning it off, or an admin after a lost phone). */
    async reset(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },

    /**
     * Whether a code (TOTP or recovery) is good for this account, using it up if so: a TOTP code only if
     * its step is later than the last accepted one, a recovery code only if unused, each in one statement.
     */
    async consume(userId: string, code: string): Promise<boolean> {
      const trimmed = code.replace(/\s+/g, '');
      if (/^\d{6}$/.test(trimmed)) {
        const [user] = await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, userId)).limit(1);
        const secret = user?.secret ? sealer.open(user.secret) : null;
        if (!secret) return false;
        const step = await matchingStep(secret, trimmed);
        if (step === null) return false;
        const accepted = await db
          .update(users)
          .set({ totpLastStep: step })
          .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
          .returning({ id: users.id });
        return accepted.length === 1;
      }
      if (normalizeRecoveryCode(trimmed).length !== 10) return false;
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryHash(userId, trimmed)), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return used.length === 1;
    },

    /** Setup secrets and sign-in challenges past their time are of no use: deleted by the hourly prune. */
    async pruneChallenges(): Promise<void> {
      await db.execute(sql`delete from auth_challenges where expires_at < now() - interval '1 hour'`);
    },
  };
}
export type TwoFactor = ReturnType<typeof createTwoFactor>;
