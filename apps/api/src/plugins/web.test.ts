import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security.js';
import { withScriptHashes } from './web.js';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('withScriptHashes (cached pages)', () => {
  const nonce = 'bm9uY2Utb2YtdGhpcy1yZXNwb25zZQ==';
  const boot = `window.__reactRouterContext = {"a":1,"nonce":"${nonce}"};`;
  const hydrate = 'import("/assets/entry.client-x.js");';
  const html = `<html><head><script type="application/ld+json" nonce="${nonce}">{"@type":"Organization"}</script>`
    + `<link rel="modulepreload" href="/assets/x.js" nonce="${nonce}"></head><body><script nonce="${nonce}">${boot}</script>`
    + `<script type="module" nonce="${nonce}" async="">${hydrate}</script><script src="/assets/y.js" nonce="${nonce}"></script></body></html>`;

  it('removes the nonce from every script and allows exactly the inline code by its hash', () => {
    const stored = withScriptHashes(html, nonce, contentSecurityPolicy(nonce));
    expect(stored.html).not.toContain(nonce);
    const storedBoot = boot.replace(nonce, '');
    expect(stored.html).toContain(`<script>${storedBoot}</script>`);
    expect(stored.html).toContain(`<script type="module" async="">${hydrate}</script>`);
    expect(stored.html).toContain('<script src="/assets/y.js"></script>');
    expect(stored.html).toContain('<link rel="modulepreload" href="/assets/x.js">');
    const scriptSrc = /script-src ([^;]+)/.exec(stored.csp)![1]!.split(' ');
    expect(scriptSrc.sort()).toEqual(["'self'", sha(storedBoot), sha(hydrate)].sort());
    expect(stored.csp).not.toContain('nonce');
    expect(stored.csp).not.toContain('unsafe-inline\'; script');
    // Every other directive is kept as it was.
    expect(stored.csp.replace(/script-src [^;]+/, '')).toBe(contentSecurityPolicy(nonce).replace(/script-src [^;]+/, ''));
  });

  it('gives the same bytes and policy for two renders that differ only by their nonce', () => {
    const other = 'b3RoZXItbm9uY2U=';
    const a = withScriptHashes(html, nonce, contentSecurityPolicy(nonce));
    const b = withScriptHashes(html.replaceAll(nonce, other), other, contentSecurityPolicy(other));
    expect(b).toEqual(a);
  });

  it('does not allow a script whose code differs by one character', () => {
    const stored = withScriptHashes(html, nonce, contentSecurityPolicy(nonce));
    expect(stored.csp).not.toContain(sha(`${boot} `));
  });
});
