import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../test-support/certificate.js';
import { readTls, TlsError } from './tls.js';

describe('readTls', () => {
  it('reads a certificate and its key', () => {
    const { certFile, keyFile } = selfSignedCertificate();
    const credentials = readTls({ certFile, keyFile });
    expect(credentials.cert.toString()).toContain('BEGIN CERTIFICATE');
    expect(credentials.key.toString()).toContain('PRIVATE KEY');
  });

  it('names the variable and the file that cannot be read', () => {
    const { certFile } = selfSignedCertificate();
    const missing = path.join(tmpdir(), 'no-such-key.pem');
    expect(() => readTls({ certFile, keyFile: missing })).toThrow(new TlsError(`TLS_KEY_FILE ${missing} cannot be read (ENOENT)`));
  });

  it('refuses a key of another certificate, and a file that is not PEM', () => {
    const one = selfSignedCertificate(undefined, 'one');
    const two = selfSignedCertificate(undefined, 'two');
    expect(() => readTls({ certFile: one.certFile, keyFile: two.keyFile })).toThrow(/^TLS_CERT_FILE and TLS_KEY_FILE do not make a certificate and its key: .*key values mismatch/);
    const notPem = path.join(mkdtempSync(path.join(tmpdir(), 'tls-')), 'cert.pem');
    writeFileSync(notPem, 'not a certificate');
    expect(() => readTls({ certFile: notPem, keyFile: one.keyFile })).toThrow(TlsError);
  });
});
