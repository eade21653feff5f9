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
  const { company, socialLinks, contact } = root.shell;
  const url = absoluteUrl(root.publicUrl, '/');
  const contactPage = localizedUrl(root.publicUrl, '/contato', root.lang);
  const availableLanguage = LANGUAGES.map((code) => LANGUAGE_TAGS[code].html);
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
    ...(contact?.address ? { address: contact.address } : {}),
    contactPoint: [
      // The phone and e-mail of the contact settings (the /contato cards), when an editor set them.
      ...(contact?.telephone || contact?.email
        ? [
            {
              '@type': 'ContactPoint',
              contactType: 'customer service',
              ...(contact.telephone ? { telephone: contact.telephone } : {}),
              ...(contact.email ? { email: contact.email } : {}),
              url: contactPage,
              availableLanguage,
            },
          ]
        : []),
      // The WhatsApp number of the floating button.
      { '@type': 'ContactPoint', contactType: 'sales', telephone: `+${company.whatsappNumber}`, url: contactPage, areaServed: 'BR', availableLanguage },
    ],
  };
}

/**
 * The site in the page's language, with the site search (/busca?q=) as its SearchAction. Only on the home
 * page, the one page search engines read it from.
 */
export function webSiteJsonLd(root: RootData): JsonLdObject {
  const url = localizedUrl(root.publicUrl, '/', root.lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${url}#website`,
    url,
    name: root.pageSeo?.siteName || root.shell.company.name,
    inLanguage: LANGUAGE_TAGS[root.lang].html,
    publisher: { '@id': organizationId(root.publicUrl) },
    potentialAction: {
      '@type': 'SearchAction',
      target: `${localizedUrl(root.publicUrl, '/busca', root.lang)}?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

export function WebSiteJsonLd() {
  const root = useRootData();
  if (!root?.publicUrl) return null;
  return <JsonLd data={webSiteJsonLd(root)} />;
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
