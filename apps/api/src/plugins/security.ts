import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/**
 * Scripts run only from our origin or with this response's nonce: no 'unsafe-inline' for scripts.
 * Inline style attributes stay allowed (React and the lightbox's zoom set them).
 */
/** The marketing-automation provider's origins, allowed only when its forms are configured. */
const MARKETING = {
  script: 'https://js.hsforms.net https://*.hsforms.net https://*.hsforms.com https://*.hubspot.com',
  connect: 'https://*.hsforms.com https://*.hubspot.com https://*.hubapi.com',
  frame: 'https://*.hsforms.net https://*.hsforms.com https://*.hubspot.com',
  form: 'https://*.hsforms.com',
};

/**
 * The live preview of a page being edited (decision 047) is the only page another page may frame: the back
 * office's, on the same origin. Every other page refuses any frame.
 */
const FRAMED_BY_SELF = /^(?:\/(?:en|es))?\/previa\/pagina\/[^/?#]+(?:[?#]|$)/;

export function contentSecurityPolicy(nonce: string, marketingForms = false, framedBySelf = false): string {
  const extra = (kind: keyof typeof MARKETING) => (marketingForms ? ` ${MARKETING[kind]}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra('script')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${extra('connect')}`,
    `frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com${extra('frame')}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${extra('form')}`,
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ');
}

export async function registerSecurity(app: FastifyInstance, options: { marketingForms?: boolean } = {}) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // Lets the WhatsApp button and external links open without exposing the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    const framedBySelf = FRAMED_BY_SELF.test(request.url);
    reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce, options.marketingForms, framedBySelf));
    if (framedBySelf) reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
  });
  // A style sheet, script, font or raster image is never a document: the headers that govern documents
  // (what it may load, frame or open) do nothing on it, and on HTTP/1.1 they were ~800 of the ~1,240 bytes
  // of headers of every file a page fetches in its first second. nosniff and the resource policy stay:
  // they are the ones that apply to a subresource. SVG keeps them all (opened directly, it is a document).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });
}

const SUBRESOURCE_TYPE = /^(?:text\/css|text\/javascript|application\/javascript|font\/|image\/(?:avif|webp|png|jpeg|gif|x-icon|vnd\.microsoft\.icon))\b/i;

/** Headers whose meaning is for a document (a page, or an SVG opened as one), dropped from the types above. */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
