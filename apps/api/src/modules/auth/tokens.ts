import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { isRole, type TRole } from '@softhouse/contracts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A session unused for this long ends (each refresh token lives this long after it is issued). */
export const REFRESH_TOKEN_TTL_MS = 7 * DAY_MS;
/** However often it is refreshed, a session ends this long after its login (docs/decisions/012). */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/**
 * A rotated refresh token presented again this soon after its rotation gets the same successor instead
 * of revoking its session: tabs and requests that refresh at the same moment (docs/decisions/014).
 */
export const ROTATION_GRACE_MS = 10_000;
const ISSUER = 'softhouse-api';

export type AccessClaims = { sub: string; role: TRole; sid: string };

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims, now = Date.now()): Promise<string> {
      const iat = Math.floor(now / 1000);
      return new SignJWT({ role: claims.role, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    /** HS256 only: `alg: none`, any other algorithm, a bad signature or an expired token give null. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        if (!isRole(payload.role)) return null;
        return { sub: payload.sub, role: payload.role, sid: payload.sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token that replaces `token` when it is rotated: derived with a server key, so a replay within the
 * grace period is given the very same successor (stored only as its hash), and nobody without the key can
 * work out a successor from an old token.
 */
export const successorToken = (key: string, token: string) => createHmac('sha256', key).update(`refresh-successor:${token}`).digest('base64url');
