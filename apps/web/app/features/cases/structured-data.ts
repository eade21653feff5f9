import type { TCase } from '@softhouse/contracts';
import { LANGUAGE_TAGS } from '@softhouse/contracts/constants';
import { organizationId, type JsonLdObject } from '~/lib/json-ld';
import type { RootData } from '~/lib/root-data';
import { absoluteUrl, localizedUrl } from '~/lib/seo';

/** A case as a schema.org CreativeWork: made by us, about the client, keyed by its technologies. */
export function creativeWorkJsonLd(
  root: Pick<RootData, 'publicUrl' | 'lang' | 'shell'>,
  item: TCase,
  description: string,
  genre: string,
): JsonLdObject {
  // The work in the language of its text (decision 031): a case not written in the page's language is the Portuguese page.
  const url = localizedUrl(root.publicUrl, `/cases/${item.slug}`, item.language);
  const images = [item.imageUrl, ...item.gallery].filter(Boolean).map((src) => absoluteUrl(root.publicUrl, src));
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#case`,
    name: item.title,
    headline: item.seoTitle || item.title,
    description,
    url,
    image: images,
    ...(genre ? { genre } : {}),
    keywords: [...new Set([...item.technologies, ...item.seoKeywords])].join(', '),
    creator: { '@type': 'Organization', '@id': organizationId(root.publicUrl), name: root.shell.company.name },
    about: {
      '@type': 'Organization',
      name: item.client,
      ...(item.industry ? { description: item.industry } : {}),
      ...(item.logoUrl ? { logo: absoluteUrl(root.publicUrl, item.logoUrl) } : {}),
    },
    dateCreated: item.createdAt,
    dateModified: item.updatedAt,
    inLanguage: LANGUAGE_TAGS[item.language].html,
  };
}
