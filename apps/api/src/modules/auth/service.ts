import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, ErrorCode, type TLoginResult, type TRole, type TTokenPair } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { affectedRows, type RateLimiter } from '../rate-limit.js';
import { equalizeTiming, verifyPassword } from '../users/passwords.js';
import { normalizeEmail, toPublicUser, type UsersService } from '../users/service.js';
import { REFRESH_TOKEN_TTL_MS, ROTATION_GRACE_MS, SESSION_MAX_AGE_MS, hashToken, newRefreshToken, successorToken, type AccessTokens } from './tokens.js';

export type AuthenticatedUser = { id: string; email: string; name: string; role: TRole; sessionId: string };

/**
 * Login throttling. Attempts are counted in 15-minute windows: 10 for one e-mail (whatever the IP)
 * and 30 from one IP (whatever the e-mail). Past either, login answers 429 until the window ends,
 * so an attacker can delay the owner by at most 15 minutes at a time, never lock the account for good.
 * An attempt is counted before its password is checked, in one atomic statement per counter, so
 * parallel attempts cannot check more passwords than the limit; a successful sign-in then clears the
 * e-mail's counter and gives the IP its attempt back.
 */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perEmail: 10, perIp: 30 } as const;

export function createAuthService(deps: { db: Db; users: UsersService; tokens: AccessTokens; limiter: RateLimiter; successorKey: string }) {
  const { db, users: usersService, tokens, limiter, successorKey } = deps;

  type Family = { userId: string; familyId: string; sessionStartedAt: Date };
  /** The row of a new refresh token of a session: 7 days from now, never past the session's 30 days. */
  const tokenRow = ({ userId, familyId, sessionStartedAt }: Family, refreshToken: string) => ({
    userId,
    familyId,
    sessionStartedAt,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Math.min(Date.now() + REFRESH_TOKEN_TTL_MS, sessionStartedAt.getTime() + SESSION_MAX_AGE_MS)),
  });
  const pair = async (family: Family, role: TRole, refreshToken: string): Promise<TTokenPair> => ({
    accessToken: await tokens.sign({ sub: family.userId, role, sid: family.familyId }),
    refreshToken,
  });
  const refused = () => new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.invalidRefresh);

  /**
   * A token rotated moments ago, presented again (another tab, a parallel request): the same successor,
   * while that successor is still unused and good, instead of a revoked session. Null when that does not
   * apply: a replay after the successor itself was renewed is reuse, whatever the clock says.
   */
  async function replayWithinGrace(row: typeof refreshTokens.$inferSelect, presented: string): Promise<TTokenPair | null> {
    if (!row.rotatedAt || row.revokedAt || Date.now() - row.rotatedAt.getTime() > ROTATION_GRACE_MS) return null;
    const successor = successorToken(successorKey, presented);
    const [next] = await db
      .select({ expiresAt: refreshTokens.expiresAt, revokedAt: refreshTokens.revokedAt, rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, hashToken(successor)), eq(refreshTokens.familyId, row.familyId)))
      .limit(1);
    if (!next || next.revokedAt || next.rotatedAt || next.expiresAt.getTime() <= Date.now()) return null;
    const user = await usersService.findById(row.userId);
    return user?.active ? pair(row, user.role, successor) : null;
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Counts this attempt against each limit first; over any of them, 429 until that window ends. */
  async function countAttempt(keys: { key: string; limit: number }[]) {
    const counters = await Promise.all(keys.map(({ key }) => limiter.hit(key, LOGIN_LIMITS.windowMs)));
    const over = counters.filter((counter, i) => counter.count > keys[i]!.limit);
    if (!over.length) return;
    const resetAt = Math.max(...over.map((counter) => counter.resetAt.getTime()));
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, AUTH_MESSAGES.tooManyAttempts, undefined, {
      'retry-after': String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))),
    });
  }

  return {
    async login(input: { email: string; password: string; ip: string }): Promise<TLoginResult> {
      const email = normalizeEmail(input.email);
      const emailKey = `login:email:${email}`;
      const ipKey = `login:ip:${input.ip}`;
      await countAttempt([
        { key: emailKey, limit: LOGIN_LIMITS.perEmail },
        { key: ipKey, limit: LOGIN_LIMITS.perIp },
      ]);
      const user = await usersService.findByEmail(email);
      // The password is checked for unknown and deactivated accounts too, so the answer takes as long
      // whichever it is and cannot tell them apart.
      const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : (await equalizeTiming(input.password), false);
      if (!user || !passwordOk || !user.active) throw new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.invalidCredentials);
      await Promise.all([limiter.reset(emailKey), limiter.undo(ipKey)]);
      const family = { userId: user.id, familyId: randomUUID(), sessionStartedAt: new Date() };
      const refreshToken = newRefreshToken();
      await db.insert(refreshTokens).values(tokenRow(family, refreshToken));
      return { ...(await pair(family, user.role, refreshToken)), user: toPublicUser(user) };
    },

    /**
     * Rotates a refresh token. Presenting one already rotated or revoked revokes its whole family, except
     * within ROTATION_GRACE_MS of its rotation, when it gets the same successor as the first presentation.
     */
    async refresh(refreshToken: string): Promise<TTokenPair> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(refreshToken))).limit(1);
      if (!row) throw refused();
      const replay = await replayWithinGrace(row, refreshToken);
      if (replay) return replay;
      if (row.revokedAt || row.rotatedAt) {
        await revokeFamily(row.familyId);
        throw refused();
      }
      if (row.expiresAt.getTime() <= Date.now()) throw refused();
      const user = await usersService.findById(row.userId);
      if (!user || !user.active) {
        await revokeFamily(row.familyId);
        throw refused();
      }
      const successor = successorToken(successorKey, refreshToken);
      // Claim the token and write its successor in one transaction: of concurrent refreshes with one
      // token, one wins, and the others find the successor already there.
      const rotated = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(refreshTokens)
          .set({ rotatedAt: new Date() })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) return false;
        await tx.insert(refreshTokens).values(tokenRow(row, successor));
        return true;
      });
      if (rotated) return pair(row, user.role, successor);
      const [now] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id)).limit(1);
      const again = now ? await replayWithinGrace(now, refreshToken) : null;
      if (again) return again;
      await revokeFamily(row.familyId);
      throw refused();
    },

    /** Ends the session the access token belongs to (and the refresh token's, if another one is given). */
    async logout(user: AuthenticatedUser, refreshToken?: string): Promise<void> {
      await revokeFamily(user.sessionId);
      if (refreshToken) {
        const [row] = await db.select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(refreshToken))).limit(1);
        if (row && row.userId === user.id && row.familyId !== user.sessionId) await revokeFamily(row.familyId);
      }
    },

    /** Ends every session of a user, or every one but `exceptSessionId` (the one making the change). */
    async revokeAllFor(userId: string, exceptSessionId?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), exceptSessionId ? ne(refreshTokens.familyId, exceptSessionId) : undefined));
    },

    /**
     * Refresh tokens a day past their expiry are of no use to anyone (not even to detect the reuse of a
     * stolen one, which no longer opens anything): they are deleted, so the table does not only grow.
     */
    async pruneExpired(): Promise<number> {
      return affectedRows(await db.execute(sql`delete from refresh_tokens where expires_at < now() - interval '1 day'`));
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
