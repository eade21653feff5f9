import { z } from 'zod';
import { linkTarget } from './text.js';
import { endpoints } from './endpoint.js';
import { ZCompany } from './site.js';
import { ZItemVersion, ZSentVersion } from './history.js';

const text = (max: number) => z.string().trim().max(max, `Máximo de ${max} caracteres`);

/**
 * The cards' texts in English or Spanish (decision 031): the same names as the Portuguese, each optional;
 * a title left empty shows the site's own translation of the default title, an address left empty the
 * Portuguese one.
 */
const ZContactConfigTranslation = z.strictObject({
  phone: z.strictObject({ title: text(60) }).partial(),
  email: z.strictObject({ title: text(60) }).partial(),
  careers: z.strictObject({ title: text(60) }).partial(),
  location: z.strictObject({ title: text(60), address: text(300) }).partial(),
}).partial();
export type TContactConfigTranslation = z.infer<typeof ZContactConfigTranslation>;

export const ZContactConfig = z.strictObject({
  phone: z.strictObject({ title: text(60), number: text(40) }),
  email: z.strictObject({ title: text(60), address: text(254) }),
  careers: z.strictObject({ title: text(60), link: linkTarget({ optional: true }), hideButton: z.boolean() }),
  location: z.strictObject({ title: text(60), address: text(300) }),
  translations: z.strictObject({ en: ZContactConfigTranslation.optional(), es: ZContactConfigTranslation.optional() }).optional(),
});
export type TContactConfig = z.infer<typeof ZContactConfig>;

export const ZSettingsUpdate = z.strictObject({ contactConfig: ZContactConfig, version: ZSentVersion.optional() }).meta({ examples: [{ contactConfig: { phone: { title: 'Contato', number: '+55 (11) 4002-8922' }, email: { title: 'E-mail', address: 'contato@orbita.dev' }, careers: { title: 'Carreira', link: 'https://orbita.dev/carreiras', hideButton: false }, location: { title: 'Onde estamos', address: 'Av. Paulista, 1000 - São Paulo' } } }] });

/** `version`: the contact configuration's (decision 042), what a save sends back. */
export const ZPublicSettings = z.object({ contactConfig: ZContactConfig.nullable(), company: ZCompany, version: ZItemVersion.optional() });

export const settingsEndpoints = endpoints({
  get: { method: 'GET', path: '/settings', summary: 'Contact details and company constants shown on the site', response: ZPublicSettings },
  update: { method: 'PATCH', path: '/settings', summary: 'Update the contact details (admin)', body: ZSettingsUpdate, response: ZPublicSettings },
});
