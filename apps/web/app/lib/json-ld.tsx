import { LANGUAGE_TAGS, LANGUAGES } from '@softhouse/contracts/constants';
import { useLanguage } from '~/i18n';
import { useRootData, type RootData } from './root-data';
import { absoluteUrl, localizedUrl } from './seo';

export type JsonLdObject = { '@context'?: string; '@type': string; [key: string]: unknown };

/**
 * JSON for an inline <script>: '<' (and '>', '&', the JS line separators) become \u escapes,
 * so no text from the database can close the script element or start a comment.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Structured data for search engines, with the CSP nonce every script element must carry. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const root = useRootData();
  return (
    <script
      type="application/ld+json"
      nonce={root?.nonce}
      // Escaped by serializeJsonLd; the content is data, never executed.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/** The organisation's stable identifier, so posts and cases can point at it as publisher or creator. */
export const organizationId = (publicUrl: string) => absoluteUrl(publicUrl, '/#organization');

export function organizationJsonLd(root: RootData, description: string): JsonLdObject {
  const { company, socialLinks } = root.shell;
  const url = absoluteUrl(root.publicUrl, '/');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(root.publicUrl),
    name: company.name,
    ...(company.legalName ? { legalName: company.legalName } : {}),
    ...(company.registrationNumber ? { taxID: company.registrationNumber } : {}),
    url,
    logo: absoluteUrl(root.publicUrl, '/apple-touch-icon.png'),
    image: absoluteUrl(root.publicUrl, '/og-default.png'),
    description,
    sameAs: socialLinks.map((link) => link.url).filter((href) => /^https?:\/\//.test(href)),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: `+${company.whatsappNumber}`,
        url: absoluteUrl(root.publicUrl, '/contato'),
        areaServed: 'BR',
        availableLanguage: LANGUAGES.map((code) => LANGUAGE_TAGS[code].html),
      },
    ],
  };
}

/** Organization on every public page (rendered by the public layout). */
export function OrganizationJsonLd() {
  const root = useRootData();
  const { t } = useLanguage();
  if (!root?.publicUrl) return null;
  return <JsonLd data={organizationJsonLd(root, t('footer.tagline'))} />;
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(root: Pick<RootData, 'publicUrl' | 'lang'>, crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: localizedUrl(root.publicUrl, crumb.path, root.lang),
    })),
  };
}

/** BreadcrumbList alone, for pages whose trail is not shown (a section's own index page). */
export function BreadcrumbJsonLd({ items }: { items: readonly Crumb[] }) {
  const root = useRootData();
  if (!root?.publicUrl) return null;
  return <JsonLd data={breadcrumbJsonLd(root, items)} />;
}
