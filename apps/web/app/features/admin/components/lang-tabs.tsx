import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';

export const SITE_LANGS = ['pt', 'en', 'es'] as const;
export type SiteLang = (typeof SITE_LANGS)[number];

const LANG_NAMES: Record<SiteLang, string> = { pt: 'Português', en: 'Inglês', es: 'Espanhol' };

/** Hint shown under the optional (en/es) fields. */
export const DEFAULT_TEXT_HINT = 'Deixe em branco para usar o texto padrão do site.';

/** One set of fields per site language, as tabs: pt first (required), en and es optional. */
export function LangTabs({
  label,
  children,
  errorIn = [],
  initial = 'pt',
}: {
  label: string;
  children: (lang: SiteLang) => ReactNode;
  errorIn?: readonly SiteLang[];
  /** The language shown first (a link to a field in English or Spanish). */
  initial?: SiteLang;
}) {
  return (
    <Tabs defaultValue={initial} className="flex flex-col gap-3">
      <TabsList aria-label={label} className="self-start">
        {SITE_LANGS.map((lang) => (
          <TabsTrigger key={lang} value={lang}>
            {LANG_NAMES[lang]}
            {errorIn.includes(lang) ? <span aria-label="(com erro)" className="size-1.5 rounded-full bg-danger" /> : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {SITE_LANGS.map((lang) => (
        <TabsContent key={lang} value={lang} className="flex flex-col gap-4">
          {children(lang)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** pt/en/es texts for the API: trimmed, empty en/es left out (the site then uses its dictionary). */
export function localizedPayload(values: Record<SiteLang, string>): { pt: string; en?: string; es?: string } {
  const out: { pt: string; en?: string; es?: string } = { pt: values.pt.trim() };
  if (values.en.trim()) out.en = values.en.trim();
  if (values.es.trim()) out.es = values.es.trim();
  return out;
}

export const localizedValues = (value: unknown): Record<SiteLang, string> => {
  const record = (value && typeof value === 'object' ? value : {}) as Partial<Record<SiteLang, unknown>>;
  const pick = (lang: SiteLang) => (typeof record[lang] === 'string' ? record[lang] : '');
  return { pt: pick('pt'), en: pick('en'), es: pick('es') };
};
