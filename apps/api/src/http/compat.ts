import { z } from 'zod';
import {
  ZBlogAdminListQuery,
  ZBlogCategory,
  ZBlogCreate,
  ZBlogListQuery,
  ZBlogPost,
  ZBlogPostList,
  ZBlogPostPage,
  ZBlogUpdate,
  ZCase,
  ZCasePage,
  ZContact,
  ZContactPage,
  ZMedia,
  ZMediaPage,
  ZPageMeta,
  ZUploadResult,
  ZUser,
  postSeo,
  type TBlogPost,
  type TPage,
} from '@softhouse/contracts';

/*
 * The one place where the API speaks the older shapes of its clients (product.md §3 and §7): every
 * answer carries, next to the canonical fields, the aliases those clients read (`_id`, a post's
 * `imageUrl`, `categories`, `authorName`, `published`, `readingTime` and `seo`, a list's
 * `meta.pagination`), and requests may use them instead of the canonical fields. Services, the site's
 * loaders and the back office see only the canonical shape (docs/decisions/023).
 */

type Wire = { schema: z.ZodType; serialize: (data: never) => unknown };

const withId = <S extends z.ZodObject>(schema: S): Wire => ({
  schema: schema.extend({ _id: z.string() }),
  serialize: (item: { id: string }) => ({ ...item, _id: item.id }),
});

const post: Wire = {
  schema: ZBlogPost.extend({
    _id: z.string(),
    imageUrl: z.string().nullable(),
    categories: z.array(z.string()),
    authorName: z.string(),
    published: z.boolean(),
    readingTime: z.number().int(),
    seo: z.object({ title: z.string(), description: z.string(), keywords: z.array(z.string()) }),
  }),
  serialize: (p: TBlogPost) => {
    const seo = postSeo(p);
    return {
      ...p,
      _id: p.id,
      imageUrl: p.featuredImage,
      categories: [p.category],
      authorName: p.author.name,
      published: p.status === 'published',
      readingTime: p.readTime,
      // product.md §3: the title falls back to the post's, the description to its excerpt; keywords as set.
      seo: { title: seo.title, description: seo.description, keywords: p.seoKeywords },
    };
  },
};

const page = (item: Wire): Wire => ({
  schema: z.object({ data: z.array(item.schema), meta: ZPageMeta.extend({ pagination: ZPageMeta }) }),
  serialize: (p: TPage<never>) => ({ data: p.data.map(item.serialize), meta: { ...p.meta, pagination: { ...p.meta } } }),
});

const list = (item: Wire): Wire => ({ schema: z.array(item.schema), serialize: (items: never[]) => items.map(item.serialize) });

const plain = (schema: z.ZodType): Wire => ({ schema, serialize: (data: never) => data });

const caseWire = withId(ZCase);
const contactWire = withId(ZContact);
const mediaWire = withId(ZMedia);
const userWire = withId(ZUser);

const RESPONSES = new Map<z.ZodType, Wire>([
  [ZBlogPost, post],
  [ZBlogPostPage, page(post)],
  [ZBlogPostList, list(post)],
  [ZCase, caseWire],
  [ZCasePage, page(caseWire)],
  [ZContact, contactWire],
  [ZContactPage, page(contactWire)],
  [ZMedia, mediaWire],
  [ZMediaPage, page(mediaWire)],
  [ZUploadResult, {
    schema: ZUploadResult.extend({ uploaded: z.array(mediaWire.schema) }),
    serialize: (r: z.output<typeof ZUploadResult>) => ({ ...r, uploaded: r.uploaded.map(mediaWire.serialize as (m: unknown) => unknown) }),
  }],
  [ZUser, userWire],
]);

const isPage = (schema: z.ZodType) => schema instanceof z.ZodObject && Object.keys(schema.shape).sort().join() === 'data,meta';

/** How an endpoint's canonical answer goes out: with its aliases, and a list's `meta.pagination`. */
export function responseWire(schema: z.ZodType): Wire {
  const known = RESPONSES.get(schema);
  if (known) return known;
  if (isPage(schema)) return page(plain((schema as z.ZodObject).shape.data.element));
  return plain(schema);
}

/* ---------------- requests: aliases in, canonical out ---------------- */

const postBodyAliases = {
  imageUrl: ZBlogCreate.shape.featuredImage,
  categories: z.array(ZBlogCategory).max(5).optional(),
  published: z.boolean().optional(),
};

/** A post body with the older field names turned into the canonical ones (canonical fields win). */
const postBody = <S extends typeof ZBlogCreate | typeof ZBlogUpdate>(schema: S) =>
  schema.extend(postBodyAliases).transform(({ imageUrl, categories, published, ...body }) => ({
    ...body,
    ...(body.featuredImage === undefined && imageUrl !== undefined ? { featuredImage: imageUrl } : {}),
    ...(body.category === undefined && categories?.[0] ? { category: categories[0] } : {}),
    ...(body.status === undefined && published !== undefined ? { status: published ? ('published' as const) : ('draft' as const) } : {}),
  }));

/** `?published=true|false` on the post lists, as the older form of `?status=`. */
const postListQuery = <S extends typeof ZBlogListQuery | typeof ZBlogAdminListQuery>(schema: S) =>
  schema.extend({ published: z.enum(['true', 'false']).optional() }).transform(({ published, ...query }) => ({
    ...query,
    ...(query.status === undefined && published !== undefined ? { status: published === 'true' ? ('published' as const) : ('draft' as const) } : {}),
  }));

/** The wire form keeps the canonical schema's documentation (its examples). */
const documented = (wire: z.ZodType, canonical: z.ZodType) => {
  const meta = z.globalRegistry.get(canonical);
  return meta ? wire.meta(meta) : wire;
};

const REQUESTS = new Map<z.ZodType, z.ZodType>([
  [ZBlogCreate, documented(postBody(ZBlogCreate), ZBlogCreate)],
  [ZBlogUpdate, documented(postBody(ZBlogUpdate), ZBlogUpdate)],
  [ZBlogListQuery, postListQuery(ZBlogListQuery)],
  [ZBlogAdminListQuery, postListQuery(ZBlogAdminListQuery)],
]);

/** The schema a request part is validated with: the canonical one, or one that also takes the aliases. */
export const requestWire = (schema: z.ZodType): z.ZodType => REQUESTS.get(schema) ?? schema;
