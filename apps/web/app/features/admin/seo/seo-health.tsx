import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, RefreshCw, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { Card, CardHeader, CardTitle } from '../components/card';
import { LoadError } from '../components/load-error';
import { seoHealthKey, useSeoHealth } from './seo-api';

const KIND_LABELS = { page: 'Página', post: 'Post', case: 'Case' } as const;

/** What is missing or too long on every page, post and case, with a link to fix it. */
export function SeoHealthCard() {
  const health = useSeoHealth();
  const queryClient = useQueryClient();
  const issues = health.data ?? [];
  return (
    <Card aria-labelledby="seo-health-title">
      <CardHeader>
        <CardTitle id="seo-health-title">Saúde do SEO{health.data ? ` (${issues.length})` : ''}</CardTitle>
        <Button variant="ghost" size="sm" onClick={() => void queryClient.invalidateQueries({ queryKey: seoHealthKey })} disabled={health.isFetching}>
          <RefreshCw aria-hidden="true" className={health.isFetching ? 'animate-spin' : undefined} />
          Verificar de novo
        </Button>
      </CardHeader>
      {health.isPending ? (
        <div className="flex flex-col gap-3 p-5" aria-busy="true" aria-label="Carregando relatório">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : health.isError ? (
        <LoadError what="o relatório de SEO" onRetry={() => void health.refetch()} />
      ) : issues.length === 0 ? (
        <p className="flex items-center justify-center gap-2 px-5 py-12 text-sm text-ink-600">
          <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
          Nenhum problema encontrado.
        </p>
      ) : (
        <Table aria-label="Problemas de SEO">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Item</TableHead>
              <TableHead>Problemas</TableHead>
              {/* On a phone each problem is already the link that fixes it: the column of buttons would only scroll. */}
              <TableHead className="hidden text-right sm:table-cell">Ação</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {issues.map((issue) => (
              <TableRow key={`${issue.kind}-${issue.id}`}>
                <TableCell>
                  <div className="flex flex-col items-start gap-1 sm:min-w-40">
                    <Badge variant="outline">{KIND_LABELS[issue.kind]}</Badge>
                    <span className="font-semibold text-ink-800">{issue.label}</span>
                  </div>
                </TableCell>
                <TableCell>
                  {/* Each problem opens the editor at the field that fixes it. */}
                  <ul className="flex flex-col gap-1 text-sm text-ink-700">
                    {issue.fixes.map((fix) => (
                      <li key={fix.problem} className="flex flex-wrap items-baseline gap-x-2">
                        <span aria-hidden="true" className="text-ink-400">•</span>
                        <Link
                          to={fix.path}
                          className="font-medium underline decoration-ink-300 underline-offset-2 hover:text-brand-dark hover:decoration-brand"
                          aria-label={`Corrigir: ${fix.problem} (${issue.label})`}
                        >
                          {fix.problem}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </TableCell>
                <TableCell className="hidden text-right sm:table-cell">
                  <Button asChild variant="secondary" size="sm">
                    <Link to={issue.path} aria-label={`Corrigir ${issue.label}`}>
                      <Wrench aria-hidden="true" />
                      Corrigir
                    </Link>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
