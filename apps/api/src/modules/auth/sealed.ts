import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database but useless to whoever reads only the database (a backup, a dump):
 * AES-256-GCM with a key derived from the server's signing key (JWT_SECRET, or the shared key in
 * app_secrets). Used for TOTP secrets, which, unlike passwords, the server must be able to read back.
 */
export function createSealer(serverKey: string) {
  const key = createHash('sha256').update(`softhouse:sealed:v1:${serverKey}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
    },
    /** Null when the value was sealed with another key or altered. */
    open(sealed: string): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type Sealer = ReturnType<typeof createSealer>;
