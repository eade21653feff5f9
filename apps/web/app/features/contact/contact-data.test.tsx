import type { TContactConfig } from '@softhouse/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '~/i18n';
import { ContactChannelCards } from './contact-channels';
import { contactChannels } from './contact-data';

const config: TContactConfig = {
  phone: { title: 'Contato', number: '+55 (11) 4002-8922' },
  email: { title: 'Fale com vendas', address: 'vendas@example.com' },
  careers: { title: 'Carreira', link: 'Em breve', hideButton: false },
  location: { title: 'Onde estamos', address: '' },
};

const render = (channels: ReturnType<typeof contactChannels>, language: 'pt' | 'en' = 'pt') =>
  renderToStaticMarkup(
    <LanguageProvider initialLanguage={language}>
      <ContactChannelCards channels={channels} />
    </LanguageProvider>,
  );

describe('contact cards', () => {
  it('falls back to placeholders, default titles and a hidden careers link without settings (product.md §3)', () => {
    const channels = contactChannels(null);
    expect(channels).toEqual({
      phone: { title: null, number: null },
      email: { title: null, address: null },
      careers: { title: null, link: null },
      location: { title: null, address: null },
    });
    const html = render(channels);
    for (const title of ['Contato', 'E-mail', 'Carreira', 'Onde estamos']) expect(html).toContain(`>${title}</h3>`);
    expect(html.match(/Em breve/g)).toHaveLength(4);
    expect(html).not.toContain('href=');
  });

  it('translates the default titles, keeps custom ones, and links only real destinations', () => {
    const channels = contactChannels(config);
    expect(channels.email.title).toBe('Fale com vendas');
    expect(channels.careers.link).toBeNull();
    expect(channels.location.address).toBeNull();
    const html = render(channels, 'en');
    expect(html).toContain('>Phone</h3>');
    expect(html).toContain('>Fale com vendas</h3>');
    expect(html).toContain('href="tel:+551140028922"');
    expect(html).toContain('href="mailto:vendas@example.com"');
    expect(contactChannels({ ...config, careers: { ...config.careers, link: 'https://jobs.example.com' } }).careers.link).toBe(
      'https://jobs.example.com',
    );
    expect(
      contactChannels({ ...config, careers: { title: 'Carreira', link: 'https://jobs.example.com', hideButton: true } })
        .careers.link,
    ).toBeNull();
  });

  it('in English or Spanish shows the editor’s titles and address in that language, else the site’s own titles, never a Portuguese one', () => {
    const translated: TContactConfig = {
      ...config,
      location: { title: 'Onde estamos', address: 'Av. Paulista, 1000 - São Paulo' },
      translations: { en: { email: { title: 'Talk to sales' } }, es: { location: { title: 'Dónde estamos', address: 'Av. Paulista, 1000 - São Paulo, Brasil' } } },
    };
    const english = contactChannels(translated, 'en');
    expect(english.email.title).toBe('Talk to sales');
    expect(english.location).toEqual({ title: null, address: 'Av. Paulista, 1000 - São Paulo' });
    expect(render(english, 'en')).toContain('>Talk to sales</h3>');
    const spanish = contactChannels(translated, 'es');
    // 'Fale com vendas' has no Spanish version: the site's Spanish title for the e-mail card.
    expect(spanish.email.title).toBeNull();
    expect(spanish.location).toEqual({ title: 'Dónde estamos', address: 'Av. Paulista, 1000 - São Paulo, Brasil' });
    expect(spanish.phone.number).toBe('+55 (11) 4002-8922');
  });
});
