import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider, useLanguage } from './language-provider';

function Probe({ textKey }: { textKey: string }) {
  const { language, t } = useLanguage();
  return (
    <p>
      {language}:{t(textKey)}
    </p>
  );
}

describe('useLanguage', () => {
  it('throws outside its provider', () => {
    expect(() => renderToString(<Probe textKey="nav.home" />)).toThrow(
      'useLanguage must be used within a LanguageProvider',
    );
  });

  it('renders with the server language on the first render', () => {
    expect(
      renderToString(
        <LanguageProvider initialLanguage="es">
          <Probe textKey="nav.about" />
        </LanguageProvider>,
      ),
    ).toBe('<p>es<!-- -->:<!-- -->Nosotros</p>');
  });

  it('shows a missing key as the key itself', () => {
    expect(
      renderToString(
        <LanguageProvider initialLanguage="pt">
          <Probe textKey="nav.nope" />
        </LanguageProvider>,
      ),
    ).toContain('nav.nope');
  });
});
