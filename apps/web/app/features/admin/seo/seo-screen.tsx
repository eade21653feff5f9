import { can, CONTENT_PAGES } from '@softhouse/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Map as MapIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { HistoryButton, useHistoryControl } from '../history';
import { Card, CardHeader, CardTitle } from '../components/card';
import { PageHeader } from '../components/page-header';
import { PAGE_LABELS, type ContentPageName } from '../pages/page-names';
import { useSession } from '../session/session-store';
import { seoApi, seoHealthKey, seoPageKey } from './seo-api';
import { AiCrawlersCard } from './seo-ai-crawlers';
import { SeoGlobalCard } from './seo-global-form';
import { SeoHealthCard } from './seo-health';
import { SeoPageForm } from './seo-page-form';

const PAGE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'SEO': global settings, per-page title/description/image, the health report and the sitemap. */
export function SeoScreen() {
  const session = useSession();
  const isAdmin = can(session?.user.role, 'settings');
  const [params, setParams] = useSearchParams();
  const param = params.get('page');
  const page = param && PAGE_PATTERN.test(param) ? param : 'home';
  // ?field= (the health report's "Corrigir"): the page's form opens at that field.
  const field = params.get('field');
  const pages: string[] = [...CONTENT_PAGES, ...((CONTENT_PAGES as readonly string[]).includes(page) ? [] : [page])];
  const labelOf = (name: string) => PAGE_LABELS[name as ContentPageName]?.label ?? name;
  const queryClient = useQueryClient();
  // Each page's SEO keeps a version per save (decision 042).
  const pageHistory = useHistoryControl();

  const sitemap = useMutation({
    mutationFn: () => seoApi.generateSitemap(),
    onSuccess: (result) => toast.success('Sitemap gerado com sucesso!', { description: `${result.urls} URLs no sitemap.` }),
    onError: (error) => toast.error('Erro ao gerar sitemap', { description: errorMessage(error) }),
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="SEO"
        description="Como o site aparece nos buscadores e nas redes sociais."
        actions={
          <Button size="sm" variant="secondary" onClick={() => sitemap.mutate()} disabled={sitemap.isPending}>
            {sitemap.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <MapIcon aria-hidden="true" />}
            Gerar sitemap
          </Button>
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <Card aria-labelledby="seo-page-title">
          <CardHeader>
            <CardTitle id="seo-page-title">SEO por página</CardTitle>
            <div className="flex flex-wrap items-center gap-2">
              <Label htmlFor="seo-page-choice">Página</Label>
              <NativeSelect
                id="seo-page-choice"
                value={page}
                onChange={(event) => setParams({ page: event.target.value }, { replace: true })}
                className="w-44"
              >
                {pages.map((name) => (
                  <option key={name} value={name}>
                    {labelOf(name)}
                  </option>
                ))}
              </NativeSelect>
              <HistoryButton
                control={pageHistory}
                type="seo"
                itemId={page}
                label={`Histórico do SEO da página ${labelOf(page)}`}
                onRestored={() => {
                  void queryClient.invalidateQueries({ queryKey: seoPageKey(page) });
                  void queryClient.invalidateQueries({ queryKey: seoHealthKey });
                }}
              />
            </div>
          </CardHeader>
          <SeoPageForm key={page} page={page} field={field} history={pageHistory} />
        </Card>
        <div className="flex flex-col gap-6">
          <SeoGlobalCard canEdit={isAdmin} />
          <AiCrawlersCard canEdit={isAdmin} />
        </div>
      </div>
      <SeoHealthCard />
    </div>
  );
}
