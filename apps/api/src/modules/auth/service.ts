import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { AUTH_MESSAGES, ErrorCode, TWO_FACTOR_MESSAGES, type TLoginResult, type TRole, type TSession, type TTokenPair } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { authChallenges, refreshTokens, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Passkeys } from './passkeys.js';
import { CODE_LIMITS, type TwoFactor } from './two-factor.js';
import type { SignInContext, SignInMethod, UserSessions } from './user-sessions.js';
import { affectedRows, type RateLimiter } from '../rate-limit.js';
import { equalizeTiming, verifyPassword } from '../users/passwords.js';
import { normalizeEmail, toPublicUser, type UserRow, type UsersService } from '../users/service.js';
import { REFRESH_TOKEN_TTL_MS, ROTATION_GRACE_MS, SESSION_MAX_AGE_MS, hashToken, newRefreshToken, successorToken, type AccessTokens } from './tokens.js';

/**
 * A signed-in caller. `mustEnrolTwoFactor`: two-factor is required of everyone and this account has not
 * enrolled; the guard then lets it reach only what enrolment needs (plugins/auth-guard.ts).
 */
export type AuthenticatedUser = { id: string; email: string; name: string; role: TRole; sessionId: string; mustEnrolTwoFactor: boolean };

/** The second step of a sign-in lives this long. */
const SECOND_FACTOR_TTL_MS = 5 * 60 * 1000;
/** Whether two-factor is required of everyone: the site setting, read in the same query as the user. */
const REQUIRE_TWO_FACTOR = sql<boolean>`coalesce((select (value->>'requireTwoFactor')::boolean from site_settings where key = 'security'), false)`;

/**
 * Login throttling. Attempts are counted in 15-minute windows: 10 for one e-mail (whatever the IP)
 * and 30 from one IP (whatever the e-mail). Past either, login answers 429 until the window ends,
 * so an attacker can delay the owner by at most 15 minutes at a time, never lock the account for good.
 * An attempt is counted before its password is checked, in one atomic statement per counter, so
 * parallel attempts cannot check more passwords than the limit; a successful sign-in then clears the
 * e-mail's counter and gives the IP its attempt back.
 */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perEmail: 10, perIp: 30 } as const;

export function createAuthService(deps: {
  db: Db;
  users: UsersService;
  tokens: AccessTokens;
  limiter: RateLimiter;
  successorKey: string;
  twoFactor: TwoFactor;
  passkeys: Passkeys;
  sessions: UserSessions;
}) {
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

  /** A new session (token family) for a user whose every factor has been checked. */
  async function startSession(user: UserRow, context: SignInContext, method: SignInMethod): Promise<TSession> {
    const family = { userId: user.id, familyId: randomUUID(), sessionStartedAt: new Date() };
    const refreshToken = newRefreshToken();
    await db.insert(refreshTokens).values(tokenRow(family, refreshToken));
    await deps.sessions.record(user, family.familyId, context, method);
    const mustEnrolTwoFactor = !user.totpEnabledAt && (await db.select({ on: REQUIRE_TWO_FACTOR }).from(users).where(eq(users.id, user.id)))[0]?.on === true;
    return { ...(await pair(family, user.role, refreshToken)), user: { ...toPublicUser(user), mustEnrolTwoFactor } };
  }

  return {
    async login(input: { email: string; password: string } & SignInContext): Promise<TLoginResult> {
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
      if (!user.totpEnabledAt) return startSession(user, input, 'password');
      // Two-factor on: the password opened only the second step, held by a token the browser keeps.
      const challenge = randomBytes(32).toString('base64url');
      await db.insert(authChallenges).values({
        kind: 'second-factor',
        userId: user.id,
        lookup: hashToken(challenge),
        data: { ip: input.ip, userAgent: input.userAgent.slice(0, 500), ...(input.deviceId && { deviceId: input.deviceId }) },
        expiresAt: new Date(Date.now() + SECOND_FACTOR_TTL_MS),
      });
      return { twoFactorRequired: true as const, challenge };
    },

    /**
     * The second step: a TOTP code or a recovery code. Wrong codes are counted per sign-in (5, then the
     * password is needed again) and per account (10 per 15 minutes, whatever the sign-in), each before
     * the code is checked; a right code is used up in the statement that accepts it.
     */
    async secondFactor(input: { challenge: string; code: string; ip: string }): Promise<TSession> {
      const expired = () => new AppError(ErrorCode.UNAUTHORIZED, TWO_FACTOR_MESSAGES.expired);
      const [claimed] = await db
        .update(authChallenges)
        .set({ attempts: sql`${authChallenges.attempts} + 1` })
        .where(and(eq(authChallenges.kind, 'second-factor'), eq(authChallenges.lookup, hashToken(input.challenge)), isNull(authChallenges.usedAt), gt(authChallenges.expiresAt, new Date()), lt(authChallenges.attempts, CODE_LIMITS.perChallenge)))
        .returning();
      if (!claimed?.userId) throw expired();
      const perAccount = await limiter.hit(`2fa:user:${claimed.userId}`, CODE_LIMITS.windowMs);
      if (perAccount.count > CODE_LIMITS.perAccount) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, TWO_FACTOR_MESSAGES.tooManyCodes);
      if (!(await deps.twoFactor.consume(claimed.userId, input.code))) {
        throw new AppError(ErrorCode.UNAUTHORIZED, TWO_FACTOR_MESSAGES.invalidCode, { code: TWO_FACTOR_MESSAGES.invalidCode });
      }
      const [used] = await db.update(authChallenges).set({ usedAt: new Date() }).where(and(eq(authChallenges.id, claimed.id), isNull(authChallenges.usedAt))).returning({ id: authChallenges.id });
      const user = await usersService.findById(claimed.userId);
      if (!used || !user?.active) throw expired();
      await limiter.reset(`2fa:user:${user.id}`);
      return startSession(user, { ip: claimed.data.ip ?? input.ip, userAgent: claimed.data.userAgent ?? '', deviceId: claimed.data.deviceId }, 'two-factor');
    },

    /**
     * A challenge for "Entrar com passkey". Anyone may ask, and each is a row: 60 per address per
     * 15 minutes (twice the sign-in attempts, as each attempt asks once and a cancelled prompt asks again).
     */
    async passkeyOptions(ip: string) {
      const counted = await limiter.hit(`passkey-options:ip:${ip}`, LOGIN_LIMITS.windowMs);
      if (counted.count > LOGIN_LIMITS.perIp * 2) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, AUTH_MESSAGES.tooManyAttempts);
      return deps.passkeys.loginOptions();
    },

    /** Sign-in with a passkey alone (it is possession and, with user verification, a second factor too). */
    async passkeyLogin(input: { response: AuthenticationResponseJSON } & SignInContext): Promise<TSession> {
      const ipKey = `passkey:ip:${input.ip}`;
      const counted = await limiter.hit(ipKey, LOGIN_LIMITS.windowMs);
      if (counted.count > LOGIN_LIMITS.perIp) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, AUTH_MESSAGES.tooManyAttempts);
      const userId = await deps.passkeys.verifyLogin(input.response);
      const user = await usersService.findById(userId);
      if (!user?.active) throw new AppError(ErrorCode.UNAUTHORIZED, AUTH_MESSAGES.invalidCredentials);
      await limiter.undo(ipKey);
      return startSession(user, input, 'passkey');
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
      if (rotated) {
        await deps.sessions.touch(row.familyId);
        return pair(row, user.role, successor);
      }
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

    /**
     * Ends every session of a user, or every one but `exceptSessionId` (the one making the change);
     * answers how many of them were still open (a token not yet expired).
     */
    async revokeAllFor(userId: string, exceptSessionId?: string): Promise<number> {
      const now = new Date();
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), exceptSessionId ? ne(refreshTokens.familyId, exceptSessionId) : undefined))
        .returning({ familyId: refreshTokens.familyId, expiresAt: refreshTokens.expiresAt });
      return new Set(revoked.filter((row) => row.expiresAt > now).map((row) => row.familyId)).size;
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
          enrolled: sql<boolean>`${users.totpEnabledAt} is not null`,
          required: REQUIRE_TWO_FACTOR,
          sessionActive: sql<boolean>`exists (select 1 from refresh_tokens rt where rt.family_id = ${claims.sid} and rt.user_id = users.id and rt.revoked_at is null)`,
        })
        .from(users)
        .where(eq(users.id, claims.sub))
        .limit(1);
      if (!row || !row.active || !row.sessionActive) return null;
      return { id: row.id, email: row.email, name: row.name, role: row.role, sessionId: claims.sid, mustEnrolTwoFactor: row.required && !row.enrolled };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
