import type { TTranslationItem } from '@softhouse/contracts';
import { Languages } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { formatDate } from '../components/format';
import { type Column, filterOptions, ListCard, ListScreen, pageProps, useListParams } from '../kit';
import { TRANSLATION_FILTERS, useTranslationList, useTranslationSummary } from './translations-api';

const DEFAULT_SORT = { key: 'updatedAt', order: 'desc' } as const;
const STATUS = {
  complete: { label: 'Completo', variant: 'success' },
  partial: { label: 'Parcial', variant: 'warning' },
  missing: { label: 'Faltando', variant: 'neutral' },
} as const;
const KIND = { case: 'Case', post: 'Post' } as const;

/** The editor of an item, at the title of the first language still to finish (the language tab opens on it). */
function editPath(item: TTranslationItem): string {
  const language = item.statuses.en !== 'complete' || item.statuses.es === 'complete' ? 'en' : 'es';
  const screen = item.kind === 'case' ? '/admin/cases' : '/admin/blog';
  return `${screen}?edit=${item.id}&field=translations.${language}.title`;
}

const statusCell = (language: 'en' | 'es') => (item: TTranslationItem) => {
  const { label, variant } = STATUS[item.statuses[language]];
  return <Badge variant={variant}>{label}</Badge>;
};

const columns: Column<TTranslationItem>[] = [
  {
    id: 'title',
    label: 'Conteúdo',
    primary: true,
    cell: (item) => (
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="flex min-w-0 items-center gap-2">
          <Badge variant="outline">{KIND[item.kind]}</Badge>
          <span className="truncate font-semibold text-ink-800">{item.title}</span>
        </span>
        <span className="truncate text-xs text-ink-500">/{item.kind === 'case' ? 'cases' : 'blog'}/{item.slug}</span>
      </span>
    ),
  },
  { id: 'en', label: 'Inglês', cell: statusCell('en') },
  { id: 'es', label: 'Espanhol', cell: statusCell('es') },
  { id: 'updated', label: 'Atualizado em', className: 'whitespace-nowrap', hideOnPhone: true, cell: (item) => formatDate(item.updatedAt) },
];

/**
 * 'Traduções' (issue 13, decision 031): every published case and post with the state of its English and
 * Spanish versions, filtered by kind, language and state; each row opens the editor on the language to write.
 */
export function TranslationsScreen() {
  const list = useListParams({ defaultSort: DEFAULT_SORT, sortKeys: ['updatedAt'], filters: TRANSLATION_FILTERS });
  const items = useTranslationList(list);
  const summary = useTranslationSummary();
  const counts = summary.data;
  return (
    <ListScreen
      title="Traduções"
      description="Os cases e posts publicados com a situação das versões em inglês e espanhol. Um idioma vai ao ar quando tem o título (e, nos posts, resumo e conteúdo); o que falta aparece em português, com um aviso ao visitante."
    >
      {counts ? (
        <dl className="grid gap-3 sm:grid-cols-3" aria-label="Resumo das traduções">
          <SummaryTile label="Sem tradução completa" value={counts.incomplete} of={counts.items} />
          <SummaryTile label="Inglês completo" value={counts.en.complete} of={counts.items} detail={`${counts.en.partial} parciais · ${counts.en.missing} faltando`} />
          <SummaryTile label="Espanhol completo" value={counts.es.complete} of={counts.items} detail={`${counts.es.partial} parciais · ${counts.es.missing} faltando`} />
        </dl>
      ) : null}
      <ListCard
        title="Conteúdo publicado"
        what="as traduções"
        columns={columns}
        {...pageProps(items, list)}
        search="Buscar pelo título"
        empty={{ none: 'Nenhum case ou post publicado ainda.', filtered: 'Nada com estes filtros.' }}
        filters={[
          { name: 'kind', label: 'Tipo', options: filterOptions('Todos', { case: 'Cases', post: 'Posts' }) },
          { name: 'lang', label: 'Idioma', options: filterOptions('Os dois', { en: 'Inglês', es: 'Espanhol' }) },
          { name: 'status', label: 'Situação', options: filterOptions('Todas', { missing: 'Faltando', partial: 'Parcial', complete: 'Completo' }) },
        ]}
        actions={(item) => (
          <Button asChild variant="secondary" size="sm">
            <Link to={editPath(item)} aria-label={`Traduzir ${item.title}`}>
              <Languages aria-hidden="true" />
              Traduzir
            </Link>
          </Button>
        )}
      />
    </ListScreen>
  );
}

function SummaryTile({ label, value, of, detail }: { label: string; value: number; of: number; detail?: string }) {
  return (
    <div className="rounded-card bg-white p-5 shadow-soft ring-1 ring-ink-200/70">
      <dt className="text-sm font-semibold text-ink-500">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold tracking-[-0.02em] text-brand-dark">
        {value}
        <span className="text-base font-semibold text-ink-400"> de {of}</span>
      </dd>
      {detail ? <dd className="mt-1 text-xs text-ink-500">{detail}</dd> : null}
    </div>
  );
}
