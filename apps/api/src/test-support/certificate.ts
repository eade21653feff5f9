// A self-signed certificate for 127.0.0.1 and localhost, made by the machine's openssl: for the tests and the
// benchmark that serve the product over HTTPS (decision 053). Nothing here may import vitest (the benchmark uses it).
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Certificate = { certFile: string; keyFile: string; fingerprint: string };

/** A new key and certificate in `dir` (a fresh temporary folder by default), valid for two days. */
export function selfSignedCertificate(dir = mkdtempSync(path.join(tmpdir(), 'softhouse-tls-')), name = 'cert'): Certificate {
  const certFile = path.join(dir, `${name}.pem`);
  const keyFile = path.join(dir, `${name}-key.pem`);
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', `/CN=127.0.0.1/O=${name}`,
    '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ], { stdio: 'pipe' });
  return { certFile, keyFile, fingerprint: new X509Certificate(readFileSync(certFile)).fingerprint256 };
}
