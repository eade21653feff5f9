import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, ErrorCode, type TLoginResult, type TRole, type TTokenPair } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RateLimiter } from '../rate-limit.js';
import { equalizeTiming, verifyPassword } from '../users/passwords.js';
import { normalizeEmail, toPublicUser, type UsersService } from '../users/service.js';
import { REFRESH_TOKEN_TTL_MS, hashToken, newRefreshToken, type AccessTokens } from './tokens.js';

export type AuthenticatedUser = { id: string; email: string; name: string; role: TRole; sessionId: string };

/**
 * Login throttling. Failures are counted in 15-minute windows: 10 for one e-mail (whatever the IP)
 * and 30 from one IP (whatever the e-mail). Past either, login answers 429 until the window ends,
 * so an attacker can delay the owner by at most 15 minutes at a time, never lock the account for good.
 */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perEmail: 10, perIp: 30 } as const;

export function createAuthService(deps: { db: Db; users: UsersService; tokens: AccessTokens; limiter: RateLimiter }) {
  const { db, users: usersService, tokens, limiter } = deps;

  async function issue(userId: string, role: TRole, familyId: string): Promise<TTokenPair> {
    const refreshToken = newRefreshToken();
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    const accessToken = await tokens.sign({ sub: userId, role, sid: familyId });
    return { accessToken, refreshToken };
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async function throttled(keys: { key: string; limit: number }[]) {
    for (const { key, limit } of keys) {
      const counter = await limiter.peek(key);
      if (counter && counter.count >= limit) {
        const retryAfter = Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000));
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, AUTH_MESSAGES.tooManyAttempts, undefined, {
          'retry-after': String(retryAfter),
        });
      }
    }
  }

  return {
    async login(input: { email: string; password: string; ip: string }): Promise<TLoginResult> {
      const email = normalizeEmail(input.email);
      const emailKey = `login:email:${email}`;
      const ipKey = `login:ip:${input.ip}`;
      await throttled([
        { key: emailKey, limit: LOGIN_LIMITS.perEmail },
        { key: ipKey, limit: LOGIN_LIMITS.perIp },
      ]);
      const user = await usersService.findByEmail(email);
      const ok = user ? user.active && (await verifyPassword(user.passwordHash, input.password)) : (await equalizeTiming(input.password), false);
      if (!user || !ok) {
        await limiter.hit(emailKey, LOGIN_LIMITS.windowMs);
        await limiter.hit(ipKey, LOGIN_LIMITS.windowMs);
        throw new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.invalidCredentials);
      }
      await limiter.reset(emailKey);
      const pair = await issue(user.id, user.role, randomUUID());
      return { ...pair, user: toPublicUser(user) };
    },

    /** Rotates a refresh token. Presenting one already rotated or revoked revokes its whole family. */
    async refresh(refreshToken: string): Promise<TTokenPair> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(refreshToken))).limit(1);
      if (!row) throw new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.invalidRefresh);
      if (row.revokedAt || row.rotatedAt) {
        await revokeFamily(row.familyId);
        throw new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.invalidRefresh);
      }
      if (row.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.invalidRefresh);
      // Claim the token atomically: of two concurrent refreshes with one token, only one wins.
      const claimed = await db
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await revokeFamily(row.familyId);
        throw new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.invalidRefresh);
      }
      const user = await usersService.findById(row.userId);
      if (!user || !user.active) {
        await revokeFamily(row.familyId);
        throw new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.invalidRefresh);
      }
      return issue(user.id, user.role, row.familyId);
    },

    /** Ends the session the access token belongs to (and the refresh token's, if another one is given). */
    async logout(user: AuthenticatedUser, refreshToken?: string): Promise<void> {
      await revokeFamily(user.sessionId);
      if (refreshToken) {
        const [row] = await db.select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(refreshToken))).limit(1);
        if (row && row.userId === user.id && row.familyId !== user.sessionId) await revokeFamily(row.familyId);
      }
    },

    async revokeAllFor(userId: string): Promise<void> {
      await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * A valid access token is not enough: the user must still exist and be active, and its session
     * must not be revoked (logout, reuse detection), so those take effect at once. The role comes
     * from the database, so a demotion does too.
     */
    async authenticate(token: string): Promise<AuthenticatedUser | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          active: users.active,
          sessionActive: sql<boolean>`exists (select 1 from refresh_tokens rt where rt.family_id = ${claims.sid} and rt.user_id = users.id and rt.revoked_at is null)`,
        })
        .from(users)
        .where(eq(users.id, claims.sub))
        .limit(1);
      if (!row || !row.active || !row.sessionActive) return null;
      return { id: row.id, email: row.email, name: row.name, role: row.role, sessionId: claims.sid };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
