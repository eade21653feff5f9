import { LANGUAGE_TAGS } from '@softhouse/contracts/constants';
import { organizationId, type JsonLdObject } from '~/lib/json-ld';
import type { RootData } from '~/lib/root-data';
import { absoluteUrl, localizedUrl } from '~/lib/seo';
import { postPath } from './blog-data';
import { postDescription, postShareImage, postTitle, type PostView } from './post-seo';

/** A post as a schema.org BlogPosting, published by the organisation. */
export function blogPostingJsonLd(root: RootData, post: PostView, section: string): JsonLdObject {
  // The article in the language of its text (decision 031): a post not written in the page's language is the Portuguese page.
  const url = localizedUrl(root.publicUrl, postPath(post), post.language);
  const image = postShareImage(post);
  const published = post.publishedAt ?? post.createdAt;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: postTitle(post).slice(0, 110),
    name: post.title,
    description: postDescription(post),
    // No width or height: schema.org expects a Distance or QuantitativeValue there, not a number (og:image:width has them).
    ...(image ? { image: { '@type': 'ImageObject', url: absoluteUrl(root.publicUrl, image.url) } } : {}),
    datePublished: published,
    dateModified: post.updatedAt || published,
    author: { '@type': 'Person', name: post.author.name },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(root.publicUrl),
      name: root.shell.company.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(root.publicUrl, '/apple-touch-icon.png') },
    },
    ...(section ? { articleSection: section } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    timeRequired: `PT${post.readTime}M`,
    inLanguage: LANGUAGE_TAGS[post.language].html,
  };
}
