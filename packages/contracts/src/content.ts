import { z } from 'zod';
import { SLUG_PATTERN } from './slugify.js';
import { linkTarget } from './text.js';
import { BLOCK_TYPES, checkBlockContent, type TBlockType } from './blocks/index.js';
import { ZUuidParam } from './common.js';
import { endpoints } from './endpoint.js';
import { ZItemVersion, ZSentVersion } from './history.js';

const text = (max: number) => z.string().trim().max(max, `Máximo de ${max} caracteres`);

/** Text in each site language: pt is required, en and es fall back to the dictionary when missing. */
export const ZLocalized = z.strictObject({
  pt: text(500).min(1, 'O texto em português é obrigatório'),
  en: text(500).optional(),
  es: text(500).optional(),
});
export type TLocalizedText = z.infer<typeof ZLocalized>;
/** Per-language text as stored and answered. */
export const ZLocalizedOut = z.object({ pt: z.string(), en: z.string().optional(), es: z.string().optional() });

export const ZSectionType = z.enum(BLOCK_TYPES as [TBlockType, ...TBlockType[]], { error: 'Tipo de seção inválido' });

/** A block's content: its type's fields (blocks/types.ts), checked against the type sent with it. */
export const ZSectionContent = z.record(z.string(), z.unknown(), { error: 'Conteúdo da seção inválido' });

export const ZSectionInput = z
  .strictObject({
    type: ZSectionType,
    content: ZSectionContent,
    visible: z.boolean().optional(),
    order: z.number().int().min(0).optional(),
  })
  .superRefine((section, ctx) => checkBlockContent(section.type, section.content, ctx))
  .meta({ examples: [{ type: 'cta', content: { title: { pt: 'Vamos conversar?', en: "Let's talk?" }, buttons: [{ label: { pt: 'Fale conosco', en: 'Contact us' }, href: '/contato', style: 'primary' }] }, visible: true }] });
/** A change to a section: its content is checked against its type (the one sent, or the one it has) by the service. */
export const ZSectionUpdate = z
  .strictObject({
    type: ZSectionType.optional(),
    content: ZSectionContent.optional(),
    visible: z.boolean().optional(),
    order: z.number().int().min(0).optional(),
  })
  .meta({ examples: [{ visible: false }] });

export const ZSection = z.object({
  id: z.string(),
  type: z.string(),
  content: z.record(z.string(), z.any()),
  visible: z.boolean(),
  order: z.number().int(),
  updatedAt: z.string(),
});
export type TSection = z.infer<typeof ZSection>;

/** `version`: the page's (its latest revision's, decision 042), in the answers of its saves. */
export const ZContentPage = z.object({ id: z.string(), slug: z.string(), title: z.string(), sections: z.array(ZSection), updatedAt: z.string(), version: ZItemVersion.optional() });
export type TContentPage = z.infer<typeof ZContentPage>;

export const ZPageParam = z.object({ page: z.string().max(60).regex(SLUG_PATTERN, 'Página inválida') });
export const ZPageUpdate = z.strictObject({ title: text(120).min(1, 'Título é obrigatório') }).meta({ examples: [{ title: 'Sobre' }] });
export const ZSectionReorder = z.strictObject({ sectionIds: z.array(z.uuid('Identificador inválido')).min(1).max(200) }).meta({ examples: [{ sectionIds: ['3f1c0e7a-8d0b-4c55-9b8e-2f8a1a2b3c4d', '9a7b6c5d-4e3f-4a1b-8c2d-1e0f9a8b7c6d'] }] });


// Menus
export const ZMenuItemInput = z.strictObject({
  labelKey: text(80).nullish(),
  label: ZLocalized.nullish(),
  path: text(500).min(1, 'Caminho é obrigatório').pipe(linkTarget()),
  visible: z.boolean().optional(),
  order: z.number().int().min(0).optional(),
}).meta({ examples: [{ label: { pt: 'Carreiras', en: 'Careers', es: 'Carreras' }, path: '/carreiras', visible: true }] });
export const ZMenuItemUpdate = ZMenuItemInput.partial().meta({ examples: [{ visible: false }] });
export const ZMenuItem = z.object({ id: z.string(), labelKey: z.string().nullable(), label: ZLocalizedOut.nullable(), path: z.string(), visible: z.boolean(), order: z.number().int() });
export const ZMenu = z.object({ id: z.string(), slug: z.string(), name: z.string(), items: z.array(ZMenuItem), version: ZItemVersion.optional() });
export type TMenu = z.infer<typeof ZMenu>;
export const ZItemReorder = z.strictObject({ itemOrders: z.array(z.strictObject({ id: z.uuid('Identificador inválido'), order: z.number().int().min(1) })).min(1).max(200) }).meta({ examples: [{ itemOrders: [{ id: '3f1c0e7a-8d0b-4c55-9b8e-2f8a1a2b3c4d', order: 1 }, { id: '9a7b6c5d-4e3f-4a1b-8c2d-1e0f9a8b7c6d', order: 2 }] }] });

// Footer
export const ZFooterLinkInput = z.strictObject({
  labelKey: text(80).nullish(),
  label: ZLocalized.nullish(),
  url: linkTarget({ optional: true }).nullish(),
  newTab: z.boolean().optional(),
  order: z.number().int().min(0).optional(),
}).meta({ examples: [{ label: { pt: 'Blog', en: 'Blog', es: 'Blog' }, url: '/blog', newTab: false }] });
export const ZFooterColumnInput = z.strictObject({ title: ZLocalized, order: z.number().int().min(0).optional() }).meta({ examples: [{ title: { pt: 'Serviços', en: 'Services', es: 'Servicios' } }] });
export const ZFooterColumnUpdate = ZFooterColumnInput.partial().meta({ examples: [{ title: { pt: 'Empresa', en: 'Company', es: 'Empresa' } }] });
export const ZFooterLink = z.object({ id: z.string(), labelKey: z.string().nullable(), label: ZLocalizedOut.nullable(), url: z.string().nullable(), newTab: z.boolean(), order: z.number().int() });
export const ZFooterColumn = z.object({ id: z.string(), title: ZLocalizedOut, order: z.number().int(), links: z.array(ZFooterLink) });
export const ZSocialLinkUpdate = z.strictObject({
  url: text(500).refine((v) => /^https:\/\//.test(v), 'Use uma URL https').optional(),
  order: z.number().int().min(0).optional(),
}).meta({ examples: [{ url: 'https://www.linkedin.com/company/orbita-software' }] });
export const ZFooterSettings = z.strictObject({
  rightsText: ZLocalized,
  copyrightYear: z.number().int().min(1990).max(2100),
});
export type TFooterSettings = z.infer<typeof ZFooterSettings>;
export const ZFooterUpdate = z.strictObject({ rightsText: ZLocalized.optional(), copyrightYear: z.number().int().min(1990).max(2100).optional(), registrationNumber: text(40).optional(), version: ZSentVersion.optional() }).meta({ examples: [{ rightsText: { pt: 'Todos os direitos reservados.', en: 'All rights reserved.', es: 'Todos los derechos reservados.' }, copyrightYear: 2026 }] });
export const ZColumnReorder = z.strictObject({ columnOrders: z.array(z.strictObject({ id: z.uuid('Identificador inválido'), order: z.number().int().min(1) })).min(1).max(100) }).meta({ examples: [{ columnOrders: [{ id: '3f1c0e7a-8d0b-4c55-9b8e-2f8a1a2b3c4d', order: 1 }, { id: '9a7b6c5d-4e3f-4a1b-8c2d-1e0f9a8b7c6d', order: 2 }] }] });

// SEO
const optionalLocalized = z.strictObject({ pt: text(300).optional(), en: text(300).optional(), es: text(300).optional() });
export const ZSeoPageInput = z.strictObject({
  title: optionalLocalized.optional(),
  description: optionalLocalized.optional(),
  image: text(2000).nullish(),
  noindex: z.boolean().optional(),
  version: ZSentVersion.optional(),
}).meta({ examples: [{ title: { pt: 'Software sob medida', en: 'Custom software', es: 'Software a medida' }, description: { pt: 'Do MVP à escala, com squads seniores.' }, noindex: false }] });
export const ZSeoPage = z.object({ page: z.string(), title: z.record(z.string(), z.string()), description: z.record(z.string(), z.string()), image: z.string().nullable(), noindex: z.boolean(), version: ZItemVersion.optional() });
export type TSeoPage = z.infer<typeof ZSeoPage>;
export const ZSeoGlobal = z.strictObject({
  siteName: text(80).min(1, 'Nome do site é obrigatório'),
  defaultDescription: optionalLocalized,
  defaultImage: text(2000).nullish(),
  twitterHandle: text(40).nullish(),
}).meta({ examples: [{ siteName: 'Órbita Software', defaultDescription: { pt: 'Software sob medida para empresas que não podem parar.', en: 'Custom software for companies that cannot stop.' }, defaultImage: '/uploads/2025/03/compartilhar.png' }] });
export type TSeoGlobal = z.infer<typeof ZSeoGlobal>;
/** The global SEO as its editor reads and saves it: with the version read (decision 042). */
export const ZSeoGlobalEdit = ZSeoGlobal.extend({ version: ZSentVersion.optional() }).meta({ examples: [{ siteName: 'Órbita Software', defaultDescription: { pt: 'Software sob medida para empresas que não podem parar.' }, defaultImage: null, version: 3 }] });
export type TSeoGlobalEdit = z.infer<typeof ZSeoGlobalEdit>;
/** Whether AI crawlers (contracts' AI_CRAWLERS) may read the site: off, robots.txt keeps them out of all of it. */
export const ZAiCrawlers = z.strictObject({ allowed: z.boolean({ error: 'Informe se os assistentes de IA podem acessar o site' }) }).meta({ examples: [{ allowed: false }] });
export type TAiCrawlers = z.infer<typeof ZAiCrawlers>;
/**
 * What to fix on one page, post or case: `problems` as sentences, and for each the address of the editor
 * that fixes it, opened at the field (`…&field=seoTitle`); `path` is the first of them.
 */
export const ZSeoIssue = z.object({
  kind: z.enum(['page', 'post', 'case']),
  id: z.string(),
  label: z.string(),
  path: z.string(),
  problems: z.array(z.string()),
  fixes: z.array(z.object({ problem: z.string(), path: z.string() })),
});
export type TSeoIssue = z.infer<typeof ZSeoIssue>;

const ZSectionParams = ZPageParam.extend({ sectionId: z.uuid('Identificador inválido') });

export const contentEndpoints = endpoints({
  list: { method: 'GET', path: '/content', summary: 'Every content page with its sections (visitors get the visible ones)', response: z.array(ZContentPage) },
  page: { method: 'GET', path: '/content/page/:page', summary: 'One page with its sections', params: ZPageParam, response: ZContentPage },
  bySlug: { method: 'GET', path: '/content/slug/:slug', summary: 'One page by slug', params: z.object({ slug: ZPageParam.shape.page }), response: ZContentPage },
  savePage: { method: 'PUT', path: '/content/page/:page', summary: 'Create or rename a page', params: ZPageParam, body: ZPageUpdate, response: ZContentPage },
  addSection: { method: 'POST', path: '/content/:page/sections', summary: 'Add a section', params: ZPageParam, body: ZSectionInput, response: ZSection, status: 201 },
  reorderSections: { method: 'POST', path: '/content/:page/sections/reorder', summary: 'Order the sections', params: ZPageParam, body: ZSectionReorder, response: ZContentPage },
  updateSection: { method: 'PUT', path: '/content/:page/sections/:sectionId', summary: 'Change a section', params: ZSectionParams, body: ZSectionUpdate, response: ZSection },
  removeSection: { method: 'DELETE', path: '/content/:page/sections/:sectionId', summary: 'Delete a section', params: ZSectionParams, response: z.null() },
});

const ZMenuParam = z.object({ menu: z.string().min(1).max(60) });
const ZMenuItemParams = ZMenuParam.extend({ item: z.uuid('Identificador inválido') });

export const menusEndpoints = endpoints({
  list: { method: 'GET', path: '/menus', summary: 'Every menu with its items (visitors get the visible ones)', response: z.array(ZMenu) },
  bySlug: { method: 'GET', path: '/menus/slug/:slug', summary: 'One menu by slug (main is the header navigation)', params: z.object({ slug: z.string().max(60) }), response: ZMenu },
  addItem: { method: 'POST', path: '/menus/:menu/items', summary: 'Add an item', params: ZMenuParam, body: ZMenuItemInput, response: ZMenuItem, status: 201 },
  reorderItems: { method: 'POST', path: '/menus/:menu/items/reorder', summary: 'Order the items (1-based)', params: ZMenuParam, body: ZItemReorder, response: ZMenu },
  updateItem: { method: 'PUT', path: '/menus/:menu/items/:item', summary: 'Change an item', params: ZMenuItemParams, body: ZMenuItemUpdate, response: ZMenuItem },
  removeItem: { method: 'DELETE', path: '/menus/:menu/items/:item', summary: 'Delete an item', params: ZMenuItemParams, response: z.null() },
});

export const ZSocialLinkRecord = z.object({ id: z.string(), platform: z.string(), url: z.string(), icon: z.string(), order: z.number().int() });
export const ZFooter = z.object({
  columns: z.array(ZFooterColumn),
  socialLinks: z.array(ZSocialLinkRecord),
  rightsText: z.record(z.string(), z.string()),
  copyrightYear: z.number().int(),
  registrationNumber: z.string(),
  privacyPolicyUrl: z.string(),
  /** The footer's version (decision 042), in the editor's read and the answers of its saves. */
  version: ZItemVersion.optional(),
});
export type TFooter = z.infer<typeof ZFooter>;

export const footerEndpoints = endpoints({
  get: { method: 'GET', path: '/footer', summary: 'The public footer', response: ZFooter },
  admin: { method: 'GET', path: '/footer/admin', summary: 'The footer for editing', response: ZFooter },
  update: { method: 'PUT', path: '/footer', summary: 'Rights text, copyright year, registration number', body: ZFooterUpdate, response: ZFooter },
  addColumn: { method: 'POST', path: '/footer/columns', summary: 'Add a column', body: ZFooterColumnInput, response: ZFooterColumn, status: 201 },
  reorderColumns: { method: 'POST', path: '/footer/columns/reorder', summary: 'Order the columns (1-based)', body: ZColumnReorder, response: z.array(ZFooterColumn) },
  updateColumn: { method: 'PUT', path: '/footer/columns/:id', summary: 'Change a column', params: ZUuidParam, body: ZFooterColumnUpdate, response: ZFooterColumn },
  removeColumn: { method: 'DELETE', path: '/footer/columns/:id', summary: 'Delete a column and its links', params: ZUuidParam, response: z.null() },
  addLink: { method: 'POST', path: '/footer/columns/:id/links', summary: 'Add a link to a column', params: ZUuidParam, body: ZFooterLinkInput, response: ZFooterLink, status: 201 },
  updateLink: { method: 'PUT', path: '/footer/links/:id', summary: 'Change a link', params: ZUuidParam, body: ZFooterLinkInput, response: ZFooterLink },
  removeLink: { method: 'DELETE', path: '/footer/links/:id', summary: 'Delete a link', params: ZUuidParam, response: z.null() },
  updateSocialLink: { method: 'PUT', path: '/footer/social-links/:id', summary: 'Change a social link', params: ZUuidParam, body: ZSocialLinkUpdate, response: ZSocialLinkRecord },
});

export const ZSeoOverview = z.object({ global: ZSeoGlobal, pages: z.array(ZSeoPage) });
export const ZSeoOfContent = z.object({ kind: z.enum(['post', 'case']), title: z.string(), description: z.string(), keywords: z.array(z.string()), image: z.string().nullable() });

export const seoEndpoints = endpoints({
  all: { method: 'GET', path: '/seo', summary: 'Global and per-page SEO settings', response: ZSeoOverview },
  page: { method: 'GET', path: '/seo/page/:page', summary: 'SEO settings of one page', params: ZPageParam, response: ZSeoPage },
  bySlug: { method: 'GET', path: '/seo/slug/:slug', summary: 'SEO of a published post or case, with fallbacks', params: z.object({ slug: z.string().max(200) }), response: ZSeoOfContent },
  global: { method: 'GET', path: '/seo/global', summary: 'Site name, default description and share image', response: ZSeoGlobalEdit },
  setGlobal: { method: 'PUT', path: '/seo/global', summary: 'Change the global SEO settings (admin)', body: ZSeoGlobalEdit, response: ZSeoGlobalEdit },
  health: { method: 'GET', path: '/seo/health', summary: 'What is missing or too long on every page, post and case', response: z.array(ZSeoIssue) },
  robots: { method: 'GET', path: '/seo/robots.txt', summary: 'robots.txt (also served at /robots.txt)', response: null },
  aiCrawlers: { method: 'GET', path: '/seo/robots/ai-crawlers', summary: 'Whether AI crawlers may read the site (robots.txt)', response: ZAiCrawlers },
  setAiCrawlers: { method: 'PUT', path: '/seo/robots/ai-crawlers', summary: 'Allow or keep out AI crawlers in robots.txt (admin)', body: ZAiCrawlers, response: ZAiCrawlers },
  generateSitemap: { method: 'POST', path: '/seo/generate-sitemap', summary: 'Rebuild the sitemap now', response: z.object({ urls: z.number().int(), generatedAt: z.string() }) },
  setPage: { method: 'PUT', path: '/seo/:page', summary: 'Change the SEO of one page', params: ZPageParam, body: ZSeoPageInput, response: ZSeoPage },
});

