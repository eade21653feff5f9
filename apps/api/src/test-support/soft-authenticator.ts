import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { encodeCBOR } from '@levischuck/tiny-cbor';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/**
 * A software passkey for API tests: an ES256 key pair that answers WebAuthn registration and
 * authentication challenges the way a platform authenticator does ("none" attestation, user present
 * and verified), for any origin and RP id it is told, so tests can also forge another site's answers.
 * The browser tests use Chromium's own virtual authenticator instead.
 */
export function softAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';

  const coseKey = () =>
    encodeCBOR(new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x, 'base64url')], [-3, Buffer.from(jwk.y, 'base64url')]]));
  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const sign = (key: KeyObject, data: Buffer) => createSign('SHA256').update(data).sign(key);

  return {
    id: b64url(credentialId),
    /** The answer to registration options (PublicKeyCredentialCreationOptionsJSON). */
    register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string, rpId = options.rp.id ?? new URL(origin).hostname) {
      userHandle = options.user.id;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), u32(counter), Buffer.alloc(16), Buffer.from([0, credentialId.length]), credentialId, Buffer.from(coseKey())]);
      const attestationObject = encodeCBOR(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: { clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
      };
    },
    /** The answer to authentication options (PublicKeyCredentialRequestOptionsJSON). */
    authenticate(options: { challenge: string; rpId?: string }, origin: string, rpId = options.rpId ?? new URL(origin).hostname) {
      counter += 1;
      const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), u32(counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signature = sign(privateKey, Buffer.concat([authenticatorData, sha256(clientDataJSON)]));
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature), userHandle },
        clientExtensionResults: {},
      };
    },
  };
}
