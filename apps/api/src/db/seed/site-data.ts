import type { TCompany } from '@softhouse/contracts';
import type { Localized } from '../schema.js';
import { DEFAULT_COMPANY } from '../../modules/settings/service.js';

/**
 * Check digits of a CNPJ (Brazilian company registration) from its first 12 digits, using
 * the Receita Federal modulo-11 rule, so the demo number passes any validator a visitor tries.
 */
export function cnpjCheckDigits(base12: string): string {
  const digits = base12.replace(/\D/g, '').split('').map(Number);
  if (digits.length !== 12) throw new Error('CNPJ base must have 12 digits');
  const digit = (nums: number[]) => {
    const weights = nums.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = nums.reduce((acc, n, i) => acc + n * weights[i]!, 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(digits);
  const second = digit([...digits, first]);
  return `${first}${second}`;
}

export function formatCnpj(base12: string): string {
  const d = base12.replace(/\D/g, '') + cnpjCheckDigits(base12);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12, 14)}`;
}

export const DEMO_COMPANY: TCompany = {
  ...DEFAULT_COMPANY,
  name: 'Órbita Software',
  legalName: 'Órbita Desenvolvimento de Software Ltda.',
  registrationNumber: formatCnpj('384719260001'),
  whatsappNumber: '5511940028922',
  whatsappMessage: 'Olá! Gostaria de falar com um especialista em desenvolvimento de aplicativos e software.',
  privacyPolicyUrl: '/politica-de-privacidade.pdf',
};

export const DEMO_CONTACT_CONFIG = {
  phone: { title: 'Contato', number: '+55 (11) 4002-8922' },
  email: { title: 'E-mail', address: 'contato@orbita.dev' },
  careers: { title: 'Carreira', link: 'https://orbita.dev/carreiras', hideButton: false },
  location: { title: 'Onde estamos', address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP' },
};

export const DEMO_FOOTER_SETTINGS = {
  rightsText: { pt: 'Todos os direitos reservados.', en: 'All rights reserved.', es: 'Todos los derechos reservados.' },
  copyrightYear: 2025,
};

/** product.md §2 order; the icon is the platform name, which the web app maps to its icon set. */
export const DEMO_SOCIAL_LINKS = [
  { platform: 'linkedin', url: 'https://www.linkedin.com/company/orbita-software' },
  { platform: 'instagram', url: 'https://www.instagram.com/orbita.software' },
  { platform: 'facebook', url: 'https://www.facebook.com/orbitasoftware' },
  { platform: 'medium', url: 'https://medium.com/@orbitasoftware' },
  { platform: 'youtube', url: 'https://www.youtube.com/@orbitasoftware' },
  { platform: 'behance', url: 'https://www.behance.net/orbitasoftware' },
].map((link, i) => ({ ...link, icon: link.platform, order: i + 1 }));

export const DEMO_FOOTER_COLUMN: { title: Localized; links: { labelKey: string; url: string | null; newTab: boolean }[] } = {
  title: { pt: 'Institucional', en: 'Company', es: 'Institucional' },
  links: [
    { labelKey: 'footer.home', url: '/', newTab: false },
    // Career has no destination yet (product.md §2): rendered as a placeholder.
    { labelKey: 'footer.career', url: null, newTab: false },
    { labelKey: 'footer.contact', url: '/contato', newTab: false },
    { labelKey: 'footer.privacy', url: '/politica-de-privacidade.pdf', newTab: true },
  ],
};
