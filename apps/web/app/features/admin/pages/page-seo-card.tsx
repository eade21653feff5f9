import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card, CardHeader, CardTitle } from '../components/card';
import { HistoryButton, useHistoryControl } from '../history';
import { seoHealthKey, seoPageKey } from '../seo/seo-api';
import { SeoPageForm } from '../seo/seo-page-form';
import { PAGE_LABELS, type ContentPageName } from './page-names';

/** The page's SEO beside its blocks, the same form as the SEO screen's, so the editor does not leave the page. */
export function PageSeoCard({ page }: { page: ContentPageName }) {
  const queryClient = useQueryClient();
  const history = useHistoryControl();
  const { label } = PAGE_LABELS[page];
  return (
    <Card className="min-w-0 xl:sticky xl:top-6">
      <CardHeader>
        <div>
          <CardTitle>SEO de {label}</CardTitle>
          <p className="text-xs text-ink-500">
            Título e descrição nos buscadores e nas redes.{' '}
            <Link to={`/admin/seo?page=${page}`} className="font-semibold text-brand underline-offset-2 hover:underline">
              Relatório de SEO
            </Link>
          </p>
        </div>
        <HistoryButton
          control={history}
          type="seo"
          itemId={page}
          label={`Histórico do SEO da página ${label}`}
          onRestored={() => {
            void queryClient.invalidateQueries({ queryKey: seoPageKey(page) });
            void queryClient.invalidateQueries({ queryKey: seoHealthKey });
          }}
        />
      </CardHeader>
      <SeoPageForm page={page} history={history} />
    </Card>
  );
}
