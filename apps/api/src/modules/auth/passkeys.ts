import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type * as WebAuthn from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { ErrorCode, PASSKEY_MESSAGES, type TPasskey } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { authChallenges, passkeys, users } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../errors.js';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * @simplewebauthn/server adds about 34 MB to the server's resident memory when imported (its ASN.1 and
 * attestation dependencies): it is loaded the first time a passkey is registered or used, not at start.
 */
let webauthn: Promise<typeof WebAuthn> | undefined;
const library = () => (webauthn ??= import('@simplewebauthn/server'));

type PasskeyRow = typeof passkeys.$inferSelect;
const toPasskey = (row: PasskeyRow): TPasskey => ({ id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null });

/** The challenge a browser signed, read from its clientDataJSON; null when the response is not readable. */
function signedChallenge(response: { response: { clientDataJSON?: unknown } }): string | null {
  try {
    const json = JSON.parse(Buffer.from(String(response.response.clientDataJSON), 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof json.challenge === 'string' && json.challenge.length <= 200 ? json.challenge : null;
  } catch {
    return null;
  }
}

const failed = () => new AppError(ErrorCode.UNAUTHORIZED, PASSKEY_MESSAGES.failed);

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): staff register one or more from "Meu perfil" and sign
 * in with one alone (a discoverable credential with user verification is itself two factors). The relying
 * party is the site's own address (PUBLIC_URL): a response made for another origin or RP id is refused.
 * Challenges are single use and live 5 minutes (table auth_challenges).
 */
export function createPasskeys(deps: { db: Db; publicUrl: string; rpName: () => Promise<string> }) {
  const { db } = deps;
  const origin = new URL(deps.publicUrl).origin;
  const rpID = new URL(deps.publicUrl).hostname;

  async function storeChallenge(kind: 'passkey-register' | 'passkey-login', challenge: string, userId: string | null) {
    await db.insert(authChallenges).values({ kind, userId, lookup: challenge, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  }
  /** Uses a challenge once: the row for this kind (and user), unused and in time, or null. */
  async function takeChallenge(kind: 'passkey-register' | 'passkey-login', challenge: string | null, userId?: string): Promise<boolean> {
    if (!challenge) return false;
    const taken = await db
      .update(authChallenges)
      .set({ usedAt: new Date() })
      .where(and(eq(authChallenges.kind, kind), eq(authChallenges.lookup, challenge), isNull(authChallenges.usedAt), gt(authChallenges.expiresAt, new Date()), userId ? eq(authChallenges.userId, userId) : undefined))
      .returning({ id: authChallenges.id });
    return taken.length === 1;
  }

  return {
    origin,
    rpID,
    async list(userId: string): Promise<TPasskey[]> {
      return (await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt))).map(toPasskey);
    },

    async registrationOptions(user: { id: string; email: string; name: string }) {
      const existing = await db.select({ credentialId: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
      const { generateRegistrationOptions } = await library();
      const options = await generateRegistrationOptions({
        rpName: await deps.rpName(),
        rpID,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await storeChallenge('passkey-register', options.challenge, user.id);
      return options;
    },

    async register(userId: string, name: string, response: RegistrationResponseJSON): Promise<TPasskey> {
      const challenge = signedChallenge(response);
      if (!(await takeChallenge('passkey-register', challenge, userId))) throw badRequest(PASSKEY_MESSAGES.failed);
      const { verifyRegistrationResponse } = await library();
      const verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge!, expectedOrigin: origin, expectedRPID: rpID }).catch(() => null);
      if (!verification?.verified) throw badRequest(PASSKEY_MESSAGES.failed);
      const { credential } = verification.registrationInfo;
      const [row] = await db
        .insert(passkeys)
        .values({ userId, credentialId: credential.id, publicKey: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter, transports: credential.transports ?? [], name })
        .onConflictDoNothing()
        .returning();
      if (!row) throw badRequest(PASSKEY_MESSAGES.failed);
      return toPasskey(row);
    },

    async rename(userId: string, id: string, name: string): Promise<TPasskey> {
      const [row] = await db.update(passkeys).set({ name }).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).returning();
      if (!row) throw notFound(PASSKEY_MESSAGES.notFound);
      return toPasskey(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const removed = await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).returning({ id: passkeys.id });
      if (!removed.length) throw notFound(PASSKEY_MESSAGES.notFound);
    },

    /** Options for any passkey of this site (discoverable credentials: no account is named first). */
    async loginOptions() {
      const { generateAuthenticationOptions } = await library();
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
      await storeChallenge('passkey-login', options.challenge, null);
      return options;
    },

    /** The account a passkey response signs in, after checking it; a 401 for anything else. */
    async verifyLogin(response: AuthenticationResponseJSON): Promise<string> {
      const challenge = signedChallenge(response);
      if (!(await takeChallenge('passkey-login', challenge))) throw failed();
      const [row] = await db
        .select({ passkey: passkeys, active: users.active })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.userId))
        .where(eq(passkeys.credentialId, String(response.id)))
        .limit(1);
      if (!row) throw new AppError(ErrorCode.UNAUTHORIZED, PASSKEY_MESSAGES.unknown);
      const { verifyAuthenticationResponse } = await library();
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge!,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: { id: row.passkey.credentialId, publicKey: new Uint8Array(Buffer.from(row.passkey.publicKey, 'base64url')), counter: row.passkey.counter, transports: row.passkey.transports },
      }).catch(() => null);
      if (!verification?.verified || !row.active) throw failed();
      await db.update(passkeys).set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() }).where(eq(passkeys.id, row.passkey.id));
      return row.passkey.userId;
    },
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
