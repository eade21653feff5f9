import { translationStatus, type TTranslationStatus } from '@softhouse/contracts/constants';
import { CircleCheck, CircleDashed, CircleDot, Copy } from 'lucide-react';
import { Button } from '~/components/ui/button';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';

export const SITE_LANGS = ['pt', 'en', 'es'] as const;
export type SiteLang = (typeof SITE_LANGS)[number];

const LANG_NAMES: Record<SiteLang, string> = { pt: 'Português', en: 'Inglês', es: 'Espanhol' };

/** Hint shown under the optional (en/es) fields. */
export const DEFAULT_TEXT_HINT = 'Deixe em branco para usar o texto padrão do site.';

const STATUS = {
  complete: { text: 'completo', Icon: CircleCheck, tone: 'text-success' },
  partial: { text: 'parcial', Icon: CircleDot, tone: 'text-warning' },
  missing: { text: 'faltando', Icon: CircleDashed, tone: 'text-ink-400' },
} as const;

/**
 * How far English or Spanish is written against the Portuguese texts (decision 031): complete, partial or
 * missing; nothing when Portuguese has nothing written either (the page shows its own texts).
 */
export function languageStatus(values: Record<SiteLang, readonly (string | undefined)[]>, lang: 'en' | 'es'): TTranslationStatus | null {
  const fields = values.pt.map((_, index) => String(index));
  const asRecord = (list: readonly (string | undefined)[]) => Object.fromEntries(list.map((value, index) => [String(index), value ?? '']));
  if (!values.pt.some((value) => value?.trim())) return null;
  return translationStatus({ fields, required: [] }, asRecord(values.pt), asRecord(values[lang]));
}

/** One set of fields per site language, as tabs: pt first (required), en and es optional, each with its state when `values` are given. */
export function LangTabs({
  label,
  children,
  errorIn = [],
  initial = 'pt',
  values,
  onCopy,
}: {
  label: string;
  children: (lang: SiteLang) => ReactNode;
  errorIn?: readonly SiteLang[];
  /** The language shown first (a link to a field in English or Spanish). */
  initial?: SiteLang;
  /** Each language's texts, in the same order, for the tabs' complete / partial / missing. */
  values?: Record<SiteLang, readonly (string | undefined)[]>;
  /** 'Copiar do português': fills the language's empty fields with the Portuguese texts, as a starting point. */
  onCopy?: (lang: 'en' | 'es') => void;
}) {
  return (
    <Tabs defaultValue={initial} className="flex flex-col gap-3">
      <TabsList aria-label={label} className="self-start">
        {SITE_LANGS.map((lang) => (
          <TabsTrigger key={lang} value={lang} data-status={(values && lang !== 'pt' && languageStatus(values, lang)) || undefined}>
            {values && lang !== 'pt' ? <StatusIcon status={languageStatus(values, lang)} /> : null}
            {LANG_NAMES[lang]}
            {values && lang !== 'pt' ? <StatusText status={languageStatus(values, lang)} /> : null}
            {errorIn.includes(lang) ? <span aria-label="(com erro)" className="size-1.5 rounded-full bg-danger" /> : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {SITE_LANGS.map((lang) => (
        <TabsContent key={lang} value={lang} className="flex flex-col gap-4">
          {onCopy && lang !== 'pt' && (!values || languageStatus(values, lang) !== 'complete') ? (
            <Button variant="secondary" size="sm" className="self-start" onClick={() => onCopy(lang)}>
              <Copy aria-hidden="true" />
              Copiar do português
            </Button>
          ) : null}
          {children(lang)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function StatusIcon({ status }: { status: TTranslationStatus | null }) {
  if (!status) return null;
  const { Icon, tone } = STATUS[status];
  return <Icon aria-hidden="true" className={`size-3.5 ${tone}`} />;
}

const StatusText = ({ status }: { status: TTranslationStatus | null }) => (status ? <span className="sr-only">{` (${STATUS[status].text})`}</span> : null);

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
