import { describe, expect, it } from 'vitest';
import { translate } from './dictionary';
import { dictionaries, NAMESPACE_FILES } from './dictionaries';
import { pt } from './pt';

/** Every leaf of a dictionary as [dotted key, value]. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const ptKeys = leaves(pt).map(([key]) => key);

describe('translation dictionaries', () => {
  it('pt has only non-empty string leaves', () => {
    for (const [key, value] of leaves(pt)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  for (const language of ['en', 'es'] as const) {
    it(`${language} has every pt key with a non-empty string, and no extra key`, () => {
      const entries = leaves(dictionaries[language]);
      const keys = entries.map(([key]) => key);
      expect(
        keys.filter((key) => !ptKeys.includes(key)),
        'extra keys',
      ).toEqual([]);
      expect(
        ptKeys.filter((key) => !keys.includes(key)),
        'missing keys',
      ).toEqual([]);
      for (const [key, value] of entries) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
      }
    });
  }

  it('keeps the specified texts word for word in Portuguese', () => {
    const t = (key: string) => translate(dictionaries.pt, key);
    expect(t('offline.toastTitle')).toBe('Sem conexão');
    expect(t('offline.toastDescription')).toBe(
      'Você está offline. Algumas funcionalidades podem não estar disponíveis.',
    );
    expect(t('offline.bannerTitle')).toBe('Você está offline');
    expect(t('offline.bannerDescription')).toBe('Algumas funcionalidades podem não estar disponíveis.');
    expect(t('offline.onlineTitle')).toBe('Conexão restaurada');
    expect(t('offline.onlineDescription')).toBe('Você está online novamente.');
    expect(t('error.title')).toBe('Ops! Algo deu errado');
    expect(t('error.description')).toBe(
      'Encontramos um erro inesperado. Por favor, tente novamente ou volte para a página inicial.',
    );
    expect(t('error.retry')).toBe('Tentar Novamente');
    expect(t('error.home')).toBe('Página Inicial');
    expect(t('thanks.title')).toBe('Obrigado por entrar em contato conosco.');
    expect(t('thanks.text')).toBe('Em breve, um de nossos especialistas irá te atender!');
    expect(t('home.viewAllCases')).toBe('Ver todos os cases');
    expect(t('nav.menu')).toBe('Menu');
    for (const language of ['pt', 'en', 'es'] as const) {
      expect(translate(dictionaries[language], 'notFound.title')).toBe('Oops! Page not found');
      expect(translate(dictionaries[language], 'footer.copyright')).toBe('© 2025');
    }
  });
});

describe('namespace files', () => {
  const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.ts', { eager: true });

  it('finds each namespace, in each language, in the file the browser loads it from', () => {
    for (const language of ['pt', 'en', 'es'] as const) {
      for (const [namespace, file] of Object.entries(NAMESPACE_FILES)) {
        const module = files[`./locales/${language}/${file}.ts`];
        expect(module?.[namespace], `${language}/${file}: ${namespace}`).toBe(dictionaries[language][namespace as keyof typeof pt]);
      }
    }
  });
});

describe('translate', () => {
  it('returns the key itself when it is missing', () => {
    expect(translate(dictionaries.pt, 'nav.doesNotExist')).toBe('nav.doesNotExist');
    expect(translate(dictionaries.en, 'no.such.key')).toBe('no.such.key');
    expect(translate(dictionaries.pt, '')).toBe('');
  });

  it('returns the key for a namespace rather than a text', () => {
    expect(translate(dictionaries.pt, 'nav')).toBe('nav');
    expect(translate(dictionaries.pt, 'nav.home.extra')).toBe('nav.home.extra');
  });

  it('does not walk into inherited properties', () => {
    expect(translate(dictionaries.pt, 'constructor')).toBe('constructor');
    expect(translate(dictionaries.pt, 'nav.toString')).toBe('nav.toString');
  });

  it('finds texts in each language and fills {params}', () => {
    expect(translate(dictionaries.pt, 'nav.about')).toBe('Sobre');
    expect(translate(dictionaries.en, 'nav.about')).toBe('About');
    expect(translate(dictionaries.es, 'nav.about')).toBe('Nosotros');
    const withParam = { ...dictionaries.pt, common: { ...dictionaries.pt.common, loading: '{count} itens' } };
    expect(translate(withParam, 'common.loading', { count: 3 })).toBe('3 itens');
  });
});
