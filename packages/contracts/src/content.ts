import { z } from 'zod';
import { SLUG_PATTERN } from './slugify.js';

const text = (max: number) => z.string().trim().max(max, `Máximo de ${max} caracteres`);

/** Text in each site language: pt is required, en and es fall back to the dictionary when missing. */
export const ZLocalized = z.strictObject({
  pt: text(500).min(1, 'O texto em português é obrigatório'),
  en: text(500).optional(),
  es: text(500).optional(),
});
export type TLocalizedText = z.infer<typeof ZLocalized>;

export const SECTION_TYPES = ['hero', 'text', 'metrics', 'cards', 'cta'] as const;
export const ZSectionType = z.enum(SECTION_TYPES, { error: 'Tipo de seção inválido' });

export const ZSectionFields = z.strictObject({
  title: text(300).optional(),
  subtitle: text(300).optional(),
  description: text(5000).optional(),
  ctaLabel: text(80).optional(),
  ctaUrl: text(500).optional(),
  items: z.array(z.strictObject({ title: text(200), description: text(1000).optional(), value: text(40).optional() })).max(24).optional(),
});
export type TSectionFields = z.infer<typeof ZSectionFields>;

export const ZSectionContent = z.strictObject({
  pt: ZSectionFields,
  en: ZSectionFields.optional(),
  es: ZSectionFields.optional(),
});

export const ZSectionInput = z.strictObject({
  type: ZSectionType,
  content: ZSectionContent,
  visible: z.boolean().optional(),
  order: z.number().int().min(0).optional(),
}).meta({ examples: [{ type: 'hero', content: { pt: { title: 'Software sob medida', description: 'Do MVP à escala.' }, en: { title: 'Custom software' } }, visible: true }] });
export const ZSectionUpdate = ZSectionInput.partial().meta({ examples: [{ visible: false }] });

export const ZSection = z.object({
  id: z.string(),
  type: z.string(),
  content: z.record(z.string(), z.any()),
  visible: z.boolean(),
  order: z.number().int(),
  updatedAt: z.string(),
});
export type TSection = z.infer<typeof ZSection>;

export const ZContentPage = z.object({ id: z.string(), slug: z.string(), title: z.string(), sections: z.array(ZSection), updatedAt: z.string() });
export type TContentPage = z.infer<typeof ZContentPage>;

export const ZPageParam = z.object({ page: z.string().max(60).regex(SLUG_PATTERN, 'Página inválida') });
export const ZPageUpdate = z.strictObject({ title: text(120).min(1, 'Título é obrigatório') }).meta({ examples: [{ title: 'Sobre' }] });
export const ZSectionReorder = z.strictObject({ sectionIds: z.array(z.uuid('Identificador inválido')).min(1).max(200) }).meta({ examples: [{ sectionIds: ['3f1c0e7a-8d0b-4c55-9b8e-2f8a1a2b3c4d', '9a7b6c5d-4e3f-4a1b-8c2d-1e0f9a8b7c6d'] }] });

/** Pages whose texts the site reads from content sections. */
export const CONTENT_PAGES = ['home', 'sobre', 'software', 'aplicativo', 'outsourcing', 'cases', 'blog', 'contato'] as const;

// Menus
export const ZMenuItemInput = z.strictObject({
  labelKey: text(80).nullish(),
  label: ZLocalized.nullish(),
  path: text(500).min(1, 'Caminho é obrigatório').refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), 'Use um caminho que comece com / ou uma URL http(s)'),
  visible: z.boolean().optional(),
  order: z.number().int().min(0).optional(),
}).meta({ examples: [{ label: { pt: 'Carreiras', en: 'Careers', es: 'Carreras' }, path: '/carreiras', visible: true }] });
export const ZMenuItemUpdate = ZMenuItemInput.partial().meta({ examples: [{ visible: false }] });
export const ZMenuItem = z.object({ id: z.string(), labelKey: z.string().nullable(), label: z.any().nullable(), path: z.string(), visible: z.boolean(), order: z.number().int() });
export const ZMenu = z.object({ id: z.string(), slug: z.string(), name: z.string(), items: z.array(ZMenuItem) });
export type TMenu = z.infer<typeof ZMenu>;
export const ZItemReorder = z.strictObject({ itemOrders: z.array(z.strictObject({ id: z.uuid('Identificador inválido'), order: z.number().int().min(1) })).min(1).max(200) }).meta({ examples: [{ itemOrders: [{ id: '3f1c0e7a-8d0b-4c55-9b8e-2f8a1a2b3c4d', order: 1 }, { id: '9a7b6c5d-4e3f-4a1b-8c2d-1e0f9a8b7c6d', order: 2 }] }] });

// Footer
export const ZFooterLinkInput = z.strictObject({
  labelKey: text(80).nullish(),
  label: ZLocalized.nullish(),
  url: text(500).nullish(),
  newTab: z.boolean().optional(),
  order: z.number().int().min(0).optional(),
}).meta({ examples: [{ label: { pt: 'Blog', en: 'Blog', es: 'Blog' }, url: '/blog', newTab: false }] });
export const ZFooterColumnInput = z.strictObject({ title: ZLocalized, order: z.number().int().min(0).optional() }).meta({ examples: [{ title: { pt: 'Serviços', en: 'Services', es: 'Servicios' } }] });
export const ZFooterColumnUpdate = ZFooterColumnInput.partial().meta({ examples: [{ title: { pt: 'Empresa', en: 'Company', es: 'Empresa' } }] });
export const ZFooterLink = z.object({ id: z.string(), labelKey: z.string().nullable(), label: z.any().nullable(), url: z.string().nullable(), newTab: z.boolean(), order: z.number().int() });
export const ZFooterColumn = z.object({ id: z.string(), title: z.any(), order: z.number().int(), links: z.array(ZFooterLink) });
export const ZSocialLinkUpdate = z.strictObject({
  url: text(500).refine((v) => /^https:\/\//.test(v), 'Use uma URL https').optional(),
  order: z.number().int().min(0).optional(),
}).meta({ examples: [{ url: 'https://www.linkedin.com/company/orbita-software' }] });
export const ZFooterSettings = z.strictObject({
  rightsText: ZLocalized,
  copyrightYear: z.number().int().min(1990).max(2100),
});
export type TFooterSettings = z.infer<typeof ZFooterSettings>;
export const ZFooterUpdate = z.strictObject({ rightsText: ZLocalized.optional(), copyrightYear: z.number().int().min(1990).max(2100).optional(), registrationNumber: text(40).optional() }).meta({ examples: [{ rightsText: { pt: 'Todos os direitos reservados.', en: 'All rights reserved.', es: 'Todos los derechos reservados.' }, copyrightYear: 2026 }] });
export const ZColumnReorder = z.strictObject({ columnOrders: z.array(z.strictObject({ id: z.uuid('Identificador inválido'), order: z.number().int().min(1) })).min(1).max(100) }).meta({ examples: [{ columnOrders: [{ id: '3f1c0e7a-8d0b-4c55-9b8e-2f8a1a2b3c4d', order: 1 }, { id: '9a7b6c5d-4e3f-4a1b-8c2d-1e0f9a8b7c6d', order: 2 }] }] });

// SEO
const optionalLocalized = z.strictObject({ pt: text(300).optional(), en: text(300).optional(), es: text(300).optional() });
export const ZSeoPageInput = z.strictObject({
  title: optionalLocalized.optional(),
  description: optionalLocalized.optional(),
  image: text(2000).nullish(),
  noindex: z.boolean().optional(),
}).meta({ examples: [{ title: { pt: 'Software sob medida', en: 'Custom software', es: 'Software a medida' }, description: { pt: 'Do MVP à escala, com squads seniores.' }, noindex: false }] });
export const ZSeoPage = z.object({ page: z.string(), title: z.record(z.string(), z.string()), description: z.record(z.string(), z.string()), image: z.string().nullable(), noindex: z.boolean() });
export type TSeoPage = z.infer<typeof ZSeoPage>;
export const ZSeoGlobal = z.strictObject({
  siteName: text(80).min(1, 'Nome do site é obrigatório'),
  defaultDescription: optionalLocalized,
  defaultImage: text(2000).nullish(),
  twitterHandle: text(40).nullish(),
}).meta({ examples: [{ siteName: 'Órbita Software', defaultDescription: { pt: 'Software sob medida para empresas que não podem parar.', en: 'Custom software for companies that cannot stop.' }, defaultImage: '/uploads/2025/03/compartilhar.png' }] });
export type TSeoGlobal = z.infer<typeof ZSeoGlobal>;
export const SEO_LIMITS = { title: 60, description: 160 } as const;
export const ZSeoIssue = z.object({
  kind: z.enum(['page', 'post', 'case']),
  id: z.string(),
  label: z.string(),
  path: z.string(),
  problems: z.array(z.string()),
});
export type TSeoIssue = z.infer<typeof ZSeoIssue>;
