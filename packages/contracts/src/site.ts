import { z } from 'zod';

/** Company constants kept as editable settings (key `company`). */
export const ZCompany = z.object({
  name: z.string().min(1).max(120),
  legalName: z.string().max(200).default(''),
  registrationNumber: z.string().max(40).default(''),
  whatsappNumber: z.string().regex(/^\d{10,15}$/, 'Número de WhatsApp: apenas dígitos, com DDI e DDD'),
  whatsappMessage: z.string().max(500),
  privacyPolicyUrl: z.string().max(500).default('/politica-de-privacidade.pdf'),
});
export type TCompany = z.infer<typeof ZCompany>;

export const ZSocialLink = z.object({
  platform: z.string(),
  url: z.string(),
  icon: z.string(),
});
export type TSocialLink = z.infer<typeof ZSocialLink>;

/** What every public page's shell (header, footer, WhatsApp button) needs. */
/** A footer link in the visitor's language: `label` when an editor wrote one, else the dictionary key. */
export type TShellFooterLink = { labelKey: string | null; label?: string; url: string | null; newTab: boolean };

export type TShellData = {
  company: TCompany;
  socialLinks: TSocialLink[];
  nav: { labelKey: string; label?: string; path: string }[];
  /** The footer as edited in the back office (columns of links, rights text, copyright year). */
  footer: { columns: { title: string; links: TShellFooterLink[] }[]; rightsText: string; copyrightYear: number };
  /** The contact settings in the visitor's language, for the Organization's structured data; a field not set is absent. */
  contact?: { telephone?: string; email?: string; address?: string };
};
