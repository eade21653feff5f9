import { availableParallelism } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { slugify, ZCompany } from '@softhouse/contracts';
import type { Db } from '../client.js';
import { hasContent } from './has-content.js';
import {
  blogPosts,
  cases,
  footerColumns,
  footerLinks,
  menuItems,
  menus,
  siteSettings,
  socialLinks,
} from '../schema.js';
import type { Storage } from '../../storage/storage.js';
import { createMedia, deleteMediaFiles, type MediaRow } from '../../modules/media/media-store.js';
import { DEFAULT_MAIN_MENU } from '../../modules/menus/service.js';
import { caseCover, caseGallery, createArtRenderer, GALLERY_SCREENS, logoSvg, PALETTES, postCover } from './art.js';
import { DEMO_CASES, type DemoCase } from './cases-data.js';
import { DEMO_POSTS, type DemoPost } from './posts-data.js';
import { CASE_TRANSLATIONS, caseTranslations, firstSentence, POST_TRANSLATIONS, postTranslations } from './translations/index.js';
import {
  DEMO_COMPANY,
  DEMO_CONTACT_CONFIG,
  DEMO_FOOTER_COLUMN,
  DEMO_FOOTER_SETTINGS,
  DEMO_SOCIAL_LINKS,
} from './site-data.js';

export type SeedLogger = { info(msg: string): void };

export type SeedOptions = {
  db: Db;
  storage: Storage;
  log: SeedLogger;
  /** Reference time for publication dates and upload folders (tests). */
  now?: Date;
  /** Images rendered at once; defaults to the number of cores (2 to 4). */
  concurrency?: number;
};

/** Arbitrary constant naming the seed's advisory lock, so concurrent instances seed once. */
const SEED_LOCK_ID = 7_406_118_311;
const LOCK_POLL_MS = 250;
/** Lower than the upload default: demo art is flat colour, where extra effort buys little. */
const SEED_WEBP_EFFORT = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function tryLock(tx: Tx): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${SEED_LOCK_ID}) as locked`);
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Fills an empty database with the demo site: company and contact settings, navigation,
 * footer, social links, cases and blog posts with generated pictures. Does nothing when
 * any content already exists, so it is safe to call on every start.
 */
export async function seedDemoContent(options: SeedOptions): Promise<{ seeded: boolean }> {
  const { db, storage, log } = options;
  const now = options.now ?? new Date();
  if (await hasContent(db)) return { seeded: false };

  const started = Date.now();
  const created: MediaRow[] = [];
  try {
    const seeded = await db.transaction(async (tx) => {
      // Several instances may start together against one PostgreSQL: one seeds, the others
      // wait here and then find the content. They poll instead of blocking in one statement,
      // which would outlast the pool's query timeout while the first one renders the images.
      while (!(await tryLock(tx))) await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      if (await hasContent(tx)) return false;
      log.info('Empty database: writing demo content (cases, blog posts, images, settings)');

      const txDb = tx as unknown as Db;
      const upload = async (data: Buffer, originalName: string, alt: Alt) => {
        const row = await createMedia(txDb, storage, { data, originalName, alt: alt.pt, altTranslations: { en: alt.en, es: alt.es }, uploadedBy: null }, { now, webpEffort: SEED_WEBP_EFFORT });
        created.push(row);
        return row.url;
      };

      const art = createArtRenderer();
      const caseJobs = DEMO_CASES.map((demo) => () => renderCaseImages(demo, art.render, upload));
      const postJobs = DEMO_POSTS.map((post) => () => renderPostImage(post, art.render, upload));
      const results = await runLimited<CaseImages | string>([...caseJobs, ...postJobs], options.concurrency ?? Math.min(4, Math.max(2, availableParallelism())));
      const caseImages = results.slice(0, caseJobs.length) as CaseImages[];
      const postImages = results.slice(caseJobs.length) as string[];
      log.info(`Demo images ready: ${created.length} pictures in ${Date.now() - started} ms`);

      await writeSiteStructure(tx);
      await tx.insert(cases).values(
        DEMO_CASES.map((demo, i) => {
          const images = caseImages[i]!;
          return {
            slug: slugify(demo.title),
            title: demo.title,
            description: demo.description,
            category: demo.category,
            technologies: demo.technologies,
            client: demo.client,
            industry: demo.industry,
            imageUrl: images.cover,
            logoUrl: images.logo,
            gallery: images.gallery,
            featured: demo.featured ?? false,
            published: demo.published ?? true,
            order: i + 1,
            seoDescription: firstSentence(demo.description),
            translations: caseTranslations(demo.title),
          };
        }),
      );
      await tx.insert(blogPosts).values(
        DEMO_POSTS.map((post, i) => {
          const publishedAt = post.daysAgo === null ? null : new Date(now.getTime() - post.daysAgo * DAY_MS);
          return {
            slug: slugify(post.title),
            title: post.title,
            excerpt: post.excerpt,
            content: post.content,
            featuredImage: postImages[i]!,
            category: post.category,
            tags: post.tags,
            authorName: post.authorName,
            status: post.daysAgo === null ? ('draft' as const) : ('published' as const),
            publishedAt,
            readTime: Math.max(1, Math.ceil(countWords(post.content) / 200)),
            seoTitle: post.seoTitle ?? null,
            seoDescription: post.seoDescription ?? null,
            seoKeywords: post.seoTitle ? post.tags : [],
            translations: postTranslations(post.title),
            // Drafts were last touched recently; published posts were written when published.
            createdAt: publishedAt ?? new Date(now.getTime() - (i % 3) * DAY_MS),
            updatedAt: publishedAt ?? now,
          };
        }),
      );
      return true;
    });
    if (!seeded) return { seeded: false };
    log.info(
      `Demo content written: ${DEMO_CASES.length} cases, ${DEMO_POSTS.length} blog posts, ${created.length} images in ${Date.now() - started} ms`,
    );
    return { seeded: true };
  } catch (error) {
    // The transaction rolled the rows back; the files would be orphans.
    await Promise.all(created.map((row) => deleteMediaFiles(storage, row).catch(() => {})));
    throw error;
  }
}

/** Settings, navigation, footer and social links: small rows, written after the images. */
async function writeSiteStructure(tx: Tx): Promise<void> {
  const company = ZCompany.parse(DEMO_COMPANY);
  await tx
    .insert(siteSettings)
    .values([
      { key: 'company', value: company },
      { key: 'contactConfig', value: DEMO_CONTACT_CONFIG },
      { key: 'footer', value: DEMO_FOOTER_SETTINGS },
    ])
    .onConflictDoNothing();

  await tx.insert(socialLinks).values(DEMO_SOCIAL_LINKS).onConflictDoNothing();

  // The menu or footer may have been set up by hand before any content existed: keep it.
  await tx.insert(menus).values({ slug: 'main', name: 'Menu principal' }).onConflictDoNothing();
  const [menu] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.slug, 'main'));
  const [existingItem] = menu ? await tx.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.menuId, menu.id)).limit(1) : [];
  if (menu && !existingItem) {
    await tx.insert(menuItems).values(
      DEFAULT_MAIN_MENU.map((item, i) => ({ menuId: menu.id, labelKey: item.labelKey, label: null, path: item.path, order: i + 1 })),
    );
  }

  const [existingColumn] = await tx.select({ id: footerColumns.id }).from(footerColumns).limit(1);
  if (!existingColumn) {
    const [column] = await tx.insert(footerColumns).values({ title: DEMO_FOOTER_COLUMN.title, order: 1 }).returning({ id: footerColumns.id });
    await tx.insert(footerLinks).values(
      DEMO_FOOTER_COLUMN.links.map((link, i) => ({
        columnId: column!.id,
        labelKey: link.labelKey,
        label: null,
        url: link.url,
        newTab: link.newTab,
        order: i + 1,
      })),
    );
  }
}

/** An image's alt text in each language (decision 031). */
type Alt = { pt: string; en?: string; es?: string };
type Upload = (data: Buffer, originalName: string, alt: Alt) => Promise<string>;

const POST_CATEGORY_WORDS: Record<string, { pt: string; en: string; es: string }> = {
  tecnologia: { pt: 'tecnologia', en: 'technology', es: 'tecnología' },
  desenvolvimento: { pt: 'desenvolvimento', en: 'software development', es: 'desarrollo' },
  design: { pt: 'design', en: 'design', es: 'diseño' },
  marketing: { pt: 'marketing', en: 'marketing', es: 'marketing' },
  negocios: { pt: 'negócios', en: 'business', es: 'negocios' },
};
type Render = ReturnType<typeof createArtRenderer>['render'];
type CaseImages = { cover: string; logo: string | null; gallery: string[] };

async function renderCaseImages(demo: DemoCase, render: Render, upload: Upload): Promise<CaseImages> {
  const slug = slugify(demo.title);
  const translated = CASE_TRANSLATIONS[demo.title];
  const palette = PALETTES[demo.palette];
  const cover = await upload(
    await render(
      caseCover({
        seed: slug,
        client: demo.client,
        tags: demo.technologies,
        palette,
        motif: demo.motif,
      }),
      'jpeg',
    ),
    `${slug}-capa.jpg`,
    {
      pt: `Capa do case ${demo.title}, da ${demo.client}: o nome do cliente e as tecnologias sobre fundo em degradê, com a ilustração de uma tela do sistema`,
      en: translated && `Cover of the ${translated.en.title} case for ${demo.client}: the client's name and technologies on a gradient, with an illustration of a system screen`,
      es: translated && `Portada del caso ${translated.es.title}, de ${demo.client}: el nombre del cliente y las tecnologías sobre un degradado, con la ilustración de una pantalla del sistema`,
    },
  );
  const logo = demo.logo
    ? await upload(
        await render(logoSvg({ seed: demo.client, name: demo.client, palette }), 'png'),
        `${slugify(demo.client)}-logo.png`,
        { pt: `Logotipo da ${demo.client}`, en: `${demo.client} logo`, es: `Logotipo de ${demo.client}` },
      )
    : null;
  // Start the gallery with the screen that matches the case, then vary.
  const first = Math.max(0, GALLERY_SCREENS.findIndex((s) => s.motif === demo.motif));
  const gallery: string[] = [];
  for (let i = 0; i < demo.gallery; i++) {
    const screen = GALLERY_SCREENS[(first + i) % GALLERY_SCREENS.length]!;
    gallery.push(
      await upload(
        await render(
          caseGallery({ seed: `${slug}-${i}`, client: demo.client, palette, motif: screen.motif }),
          'jpeg',
        ),
        `${slug}-galeria-${i + 1}.jpg`,
        {
          pt: `Projeto ${demo.title}: ilustração de ${screen.alt.pt}`,
          en: translated && `${translated.en.title} project: illustration of ${screen.alt.en}`,
          es: translated && `Proyecto ${translated.es.title}: ilustración de ${screen.alt.es}`,
        },
      ),
    );
  }
  return { cover, logo, gallery };
}

async function renderPostImage(post: DemoPost, render: Render, upload: Upload): Promise<string> {
  const slug = slugify(post.title);
  const translated = POST_TRANSLATIONS[post.title];
  const topic = POST_CATEGORY_WORDS[post.category] ?? { pt: post.category, en: post.category, es: post.category };
  return upload(
    await render(postCover({ seed: slug, category: post.category, palette: PALETTES[post.palette] }), 'jpeg'),
    `${slug}-destaque.jpg`,
    {
      pt: `Imagem de destaque do artigo "${post.title}": uma ilustração sobre ${topic.pt} sobre fundo em degradê`,
      en: translated && `Featured image of the article "${translated.en.title}": an illustration about ${topic.en} on a gradient`,
      es: translated && `Imagen destacada del artículo "${translated.es.title}": una ilustración sobre ${topic.es} sobre un degradado`,
    },
  );
}

/** Runs jobs with at most `limit` in flight, keeping results in job order. */
async function runLimited<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < jobs.length) {
      const index = next++;
      try {
        results[index] = await jobs[index]!();
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, jobs.length)) }, worker);
  const settled = await Promise.allSettled(workers);
  const rejected = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (rejected) throw rejected.reason;
  return results;
}
