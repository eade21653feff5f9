import { availableParallelism } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { slugify, ZCompany } from '@softhouse/contracts';
import type { Database, Db } from '../client.js';
import { hasContent } from './has-content.js';
import {
  blogPosts,
  cases,
  footerColumns,
  footerLinks,
  media,
  menuItems,
  menus,
  siteSettings,
  socialLinks,
} from '../schema.js';
import type { Storage } from '../../storage/storage.js';
import { createContentVersion } from '../../cache/content-version.js';
import { deleteMediaFiles, storeImage, type NewMediaRow } from '../../modules/media/media-store.js';
import { DEFAULT_MAIN_MENU } from '../../modules/menus/service.js';
import { caseCover, caseGallery, GALLERY_SCREENS, logoSvg, PALETTES, postCover, type Artwork } from './art.js';
import { DEMO_CASES, demoCaseServices, type DemoCase } from './cases-data.js';
import { DEMO_POSTS, type DemoPost } from './posts-data.js';
import { startImageRenderer } from './renderer.js';
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
  /**
   * The engine behind `db`. On PostgreSQL, where instances may start together, one claims the seed before
   * drawing the pictures and holds that claim (a transaction on one connection of the pool) while it draws.
   * PGlite has one connection, which a transaction that long would take from every request: the pictures
   * are drawn first, and only the writing of the rows is a transaction. Either is correct on either engine.
   */
  kind?: Database['kind'];
  storage: Storage;
  log: SeedLogger;
  /** Reference time for publication dates and upload folders (tests). */
  now?: Date;
  /** Stops the seed (a shutdown): it then rejects, leaving no rows and no files. */
  signal?: AbortSignal;
};

/** Arbitrary constant naming the seed's advisory lock, so concurrent instances seed once. */
const SEED_LOCK_ID = 7_406_118_311;
const LOCK_POLL_MS = 250;
/** Lower than the upload default: demo art is flat colour, where extra effort buys little. */
const SEED_WEBP_EFFORT = 2;
/** Pictures drawn at once: one per core, at most two (the renderer runs at a lower priority than the server). */
const RENDER_PARALLEL = Math.min(2, availableParallelism());
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
 *
 * The pictures are drawn and stored first; the rows, pictures included, are written last in one
 * transaction, so a page shows the demo whole or not at all, never a picture that is not there yet.
 */
export async function seedDemoContent(options: SeedOptions): Promise<{ seeded: boolean }> {
  const { db, storage, log, signal } = options;
  const now = options.now ?? new Date();
  if (await hasContent(db)) return { seeded: false };

  const started = Date.now();
  const plan = planImages();
  const stored = new Map<ImageJob, NewMediaRow>();
  const drawPictures = async (reader: Db | Tx) => {
    log.info('Empty database: writing demo content (cases, blog posts, images, settings)');
    await renderAndStore(plan.jobs, stored, { storage, now, signal, stillEmpty: async () => !(await hasContent(reader)) });
    log.info(`Demo images ready: ${stored.size} pictures in ${Date.now() - started} ms`);
  };
  /** Takes the seed's lock and runs `work` if the database is still empty; false if it is not. */
  const claim = (work: (tx: Tx) => Promise<void>) =>
    db.transaction(async (tx) => {
      // Several instances may start together against one PostgreSQL: one seeds, the others wait here
      // and then find the content. They poll instead of blocking in one statement, which would outlast
      // the pool's query timeout while the first one draws the pictures.
      while (!(await tryLock(tx))) {
        signal?.throwIfAborted();
        await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      }
      if (await hasContent(tx)) return false;
      await work(tx);
      // An editor may have written something while the pictures were drawn: theirs wins.
      if (await hasContent(tx)) return false;
      await writeRows(tx, plan, stored, now);
      return true;
    });

  try {
    let seeded: boolean;
    if (options.kind === 'postgres') {
      seeded = await claim(drawPictures);
    } else {
      await drawPictures(db);
      seeded = await claim(async () => {});
    }
    if (!seeded) {
      await removeFiles(storage, stored);
      return { seeded: false };
    }
    log.info(
      `Demo content written: ${DEMO_CASES.length} cases, ${DEMO_POSTS.length} blog posts, ${stored.size} images in ${Date.now() - started} ms`,
    );
    return { seeded: true };
  } catch (error) {
    // The transaction rolled the rows back (or never began); the files would be orphans.
    await removeFiles(storage, stored);
    if (error instanceof ContentAppeared) return { seeded: false };
    throw error;
  }
}

/** Content was written while the pictures were drawn (an editor was quicker): the rest is not drawn. */
class ContentAppeared extends Error {}
/** Pictures stored between two looks at whether the database is still empty. */
const LOOK_EVERY = 20;

async function removeFiles(storage: Storage, stored: Map<ImageJob, NewMediaRow>): Promise<void> {
  await Promise.all([...stored.values()].map((row) => deleteMediaFiles(storage, row).catch(() => {})));
}

/** Draws every picture in the renderer's process and stores it with its variants, a row for each in `stored`. */
async function renderAndStore(
  jobs: ImageJob[],
  stored: Map<ImageJob, NewMediaRow>,
  { storage, now, signal, stillEmpty }: { storage: Storage; now: Date; signal?: AbortSignal; stillEmpty: () => Promise<boolean> },
): Promise<void> {
  const renderer = startImageRenderer({ webpEffort: SEED_WEBP_EFFORT, parallel: RENDER_PARALLEL, signal });
  // One look at a time: on PostgreSQL it goes through the claim's connection, which runs one statement at a time.
  let looking: Promise<boolean> | undefined;
  try {
    // Grouped by background, which the renderer draws once for each group.
    const ordered = [...jobs].sort((a, b) => (a.group < b.group ? -1 : a.group > b.group ? 1 : 0));
    await runLimited(
      ordered.map((job) => async () => {
        const image = await renderer.render(job.art(), job.format);
        signal?.throwIfAborted();
        stored.set(job, await storeImage(storage, image, { originalName: job.name, alt: job.alt.pt, altTranslations: { en: job.alt.en, es: job.alt.es }, uploadedBy: null }, now));
        if (stored.size % LOOK_EVERY === 0 && !(await (looking ??= stillEmpty().finally(() => (looking = undefined))))) throw new ContentAppeared();
      }),
      // One more asked than drawn: the renderer starts the next picture while the last one is being stored.
      RENDER_PARALLEL + 1,
    );
  } finally {
    renderer.close();
  }
}

/** The demo rows, pictures first, and a new content version so that no instance keeps serving the empty site. */
async function writeRows(tx: Tx, plan: ImagePlan, stored: Map<ImageJob, NewMediaRow>, now: Date): Promise<void> {
  const url = (job: ImageJob) => stored.get(job)!.url;
  await tx.insert(media).values(plan.jobs.map((job) => stored.get(job)!));
  await writeSiteStructure(tx);
  await tx.insert(cases).values(
    DEMO_CASES.map((demo, i) => {
      const images = plan.cases[i]!;
      return {
        slug: slugify(demo.title),
        title: demo.title,
        description: demo.description,
        category: demo.category,
        technologies: demo.technologies,
        client: demo.client,
        industry: demo.industry,
        imageUrl: url(images.cover),
        logoUrl: images.logo && url(images.logo),
        gallery: images.gallery.map(url),
        services: demoCaseServices(demo),
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
        featuredImage: url(plan.posts[i]!),
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
  await createContentVersion(tx as unknown as Db).bump();
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

/** One demo picture: its artwork (drawn only when its turn comes), its file name and its alt text. */
type ImageJob = {
  /** Pictures of one group share their background (palette and size). */
  group: string;
  art: () => Artwork | string;
  format: 'jpeg' | 'png';
  name: string;
  alt: Alt;
};
type CaseImages = { cover: ImageJob; logo: ImageJob | null; gallery: ImageJob[] };
type ImagePlan = { jobs: ImageJob[]; cases: CaseImages[]; posts: ImageJob[] };

const POST_CATEGORY_WORDS: Record<string, { pt: string; en: string; es: string }> = {
  tecnologia: { pt: 'tecnologia', en: 'technology', es: 'tecnología' },
  desenvolvimento: { pt: 'desenvolvimento', en: 'software development', es: 'desarrollo' },
  design: { pt: 'design', en: 'design', es: 'diseño' },
  marketing: { pt: 'marketing', en: 'marketing', es: 'marketing' },
  negocios: { pt: 'negócios', en: 'business', es: 'negocios' },
};

/** Every picture of the demo, case by case and then post by post (the order of their rows). */
function planImages(): ImagePlan {
  const casePictures = DEMO_CASES.map(caseImages);
  const posts = DEMO_POSTS.map(postImage);
  const jobs = [...casePictures.flatMap((c) => [c.cover, ...(c.logo ? [c.logo] : []), ...c.gallery]), ...posts];
  return { jobs, cases: casePictures, posts };
}

function caseImages(demo: DemoCase): CaseImages {
  const slug = slugify(demo.title);
  const translated = CASE_TRANSLATIONS[demo.title];
  const palette = PALETTES[demo.palette];
  const group = `${demo.palette} 1600x1000`;
  const cover: ImageJob = {
    group,
    art: () => caseCover({ seed: slug, client: demo.client, tags: demo.technologies, palette, motif: demo.motif }),
    format: 'jpeg',
    name: `${slug}-capa.jpg`,
    alt: {
      pt: `Capa do case ${demo.title}, da ${demo.client}: o nome do cliente e as tecnologias sobre fundo em degradê, com a ilustração de uma tela do sistema`,
      en: translated && `Cover of the ${translated.en.title} case for ${demo.client}: the client's name and technologies on a gradient, with an illustration of a system screen`,
      es: translated && `Portada del caso ${translated.es.title}, de ${demo.client}: el nombre del cliente y las tecnologías sobre un degradado, con la ilustración de una pantalla del sistema`,
    },
  };
  const logo: ImageJob | null = demo.logo
    ? {
        group: 'logo',
        art: () => logoSvg({ seed: demo.client, name: demo.client, palette }),
        format: 'png',
        name: `${slugify(demo.client)}-logo.png`,
        alt: { pt: `Logotipo da ${demo.client}`, en: `${demo.client} logo`, es: `Logotipo de ${demo.client}` },
      }
    : null;
  // Start the gallery with the screen that matches the case, then vary.
  const first = Math.max(0, GALLERY_SCREENS.findIndex((s) => s.motif === demo.motif));
  const gallery = Array.from({ length: demo.gallery }, (_, i): ImageJob => {
    const screen = GALLERY_SCREENS[(first + i) % GALLERY_SCREENS.length]!;
    return {
      group,
      art: () => caseGallery({ seed: `${slug}-${i}`, client: demo.client, palette, motif: screen.motif }),
      format: 'jpeg',
      name: `${slug}-galeria-${i + 1}.jpg`,
      alt: {
        pt: `Projeto ${demo.title}: ilustração de ${screen.alt.pt}`,
        en: translated && `${translated.en.title} project: illustration of ${screen.alt.en}`,
        es: translated && `Proyecto ${translated.es.title}: ilustración de ${screen.alt.es}`,
      },
    };
  });
  return { cover, logo, gallery };
}

function postImage(post: DemoPost): ImageJob {
  const slug = slugify(post.title);
  const translated = POST_TRANSLATIONS[post.title];
  const topic = POST_CATEGORY_WORDS[post.category] ?? { pt: post.category, en: post.category, es: post.category };
  return {
    group: `${post.palette} 1600x900`,
    art: () => postCover({ seed: slug, category: post.category, palette: PALETTES[post.palette] }),
    format: 'jpeg',
    name: `${slug}-destaque.jpg`,
    alt: {
      pt: `Imagem de destaque do artigo "${post.title}": uma ilustração sobre ${topic.pt} sobre fundo em degradê`,
      en: translated && `Featured image of the article "${translated.en.title}": an illustration about ${topic.en} on a gradient`,
      es: translated && `Imagen destacada del artículo "${translated.es.title}": una ilustración sobre ${topic.es} sobre un degradado`,
    },
  };
}

/** Runs jobs with at most `limit` in flight; on a failure starts no more, waits for those running and throws it. */
async function runLimited(jobs: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < jobs.length) {
      const index = next++;
      try {
        await jobs[index]!();
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
}
