import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max, `Máximo de ${max} caracteres`);

export const ZContactConfig = z.strictObject({
  phone: z.strictObject({ title: text(60), number: text(40) }),
  email: z.strictObject({ title: text(60), address: text(254) }),
  careers: z.strictObject({ title: text(60), link: text(500), hideButton: z.boolean() }),
  location: z.strictObject({ title: text(60), address: text(300) }),
});
export type TContactConfig = z.infer<typeof ZContactConfig>;

export const CONTACT_CONFIG_DEFAULT_TITLES = { phone: 'Contato', email: 'E-mail', careers: 'Carreira', location: 'Onde estamos' } as const;

export const ZSettingsUpdate = z.strictObject({ contactConfig: ZContactConfig }).meta({ examples: [{ contactConfig: { phone: { title: 'Contato', number: '+55 (11) 4002-8922' }, email: { title: 'E-mail', address: 'contato@orbita.dev' }, careers: { title: 'Carreira', link: 'https://orbita.dev/carreiras', hideButton: false }, location: { title: 'Onde estamos', address: 'Av. Paulista, 1000 - São Paulo' } } }] });
