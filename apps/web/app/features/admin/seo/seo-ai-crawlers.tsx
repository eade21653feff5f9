import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bot, ExternalLink, Lock } from 'lucide-react';
import { useId } from 'react';
import { Label } from '~/components/ui/label';
import { Skeleton } from '~/components/ui/skeleton';
import { Switch } from '~/components/ui/switch';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '../api/client';
import { Card, CardHeader, CardTitle } from '../components/card';
import { aiCrawlersKey, seoApi, useAiCrawlers } from './seo-api';

const FILES = [
  { href: '/robots.txt', label: 'robots.txt' },
  { href: '/llms.txt', label: 'llms.txt' },
  { href: '/llms-full.txt', label: 'llms-full.txt' },
];

/**
 * "Assistentes de IA": whether the crawlers of AI models and assistants may read the site. Off, robots.txt asks
 * them to stay out of every page (decision 033); administrators only may change it, like the global settings.
 */
export function AiCrawlersCard({ canEdit }: { canEdit: boolean }) {
  const id = useId();
  const hint = useId();
  const queryClient = useQueryClient();
  const setting = useAiCrawlers();
  const save = useMutation({
    mutationFn: (allowed: boolean) => seoApi.setAiCrawlers(allowed),
    onSuccess: (saved) => {
      queryClient.setQueryData(aiCrawlersKey, saved);
      toast.success(saved.allowed ? 'Assistentes de IA liberados' : 'Assistentes de IA bloqueados', {
        description: saved.allowed
          ? 'O robots.txt voltou a permitir que robôs de IA leiam o site.'
          : 'O robots.txt já pede aos robôs de IA que não leiam nenhuma página do site.',
      });
    },
    onError: (error) => toast.error('Erro ao salvar o acesso de assistentes de IA', { description: errorMessage(error) }),
  });
  const checked = save.isPending ? save.variables : (setting.data?.allowed ?? true);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2">
          <Bot aria-hidden="true" className="size-4 text-brand" />
          Assistentes de IA
        </CardTitle>
        {!canEdit ? (
          <p className="flex items-center gap-1.5 text-xs font-semibold text-ink-600">
            <Lock aria-hidden="true" className="size-3.5" />
            Somente administradores podem alterar esta configuração.
          </p>
        ) : null}
      </CardHeader>
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start gap-4">
          <div className="min-w-0 flex-1">
            <Label htmlFor={id} className="text-sm font-bold text-brand-dark">
              Permitir que assistentes de IA leiam o site
            </Label>
            <p id={hint} className="mt-1 text-sm text-ink-600">
              Desligado, o robots.txt pede aos robôs de IA (GPTBot, ClaudeBot, Google-Extended, PerplexityBot e outros) que não leiam nenhuma página. Os
              buscadores continuam indexando o site normalmente.
            </p>
          </div>
          {setting.isPending ? (
            <Skeleton className="h-6 w-11 shrink-0 rounded-full" />
          ) : (
            <Switch
              id={id}
              aria-describedby={hint}
              checked={checked}
              disabled={!canEdit || setting.isError || save.isPending}
              onCheckedChange={(value) => save.mutate(value)}
            />
          )}
        </div>
        {setting.isError ? <p className="text-sm font-semibold text-danger">Não foi possível carregar esta configuração. Recarregue a página.</p> : null}
        <p className="text-sm text-ink-600">
          Veja o que os robôs leem:{' '}
          {FILES.map((file, index) => (
            <span key={file.href}>
              {index === 0 ? '' : index === FILES.length - 1 ? ' e ' : ', '}
              <a
                href={file.href}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-0.5 font-semibold text-brand underline underline-offset-4 hover:no-underline"
              >
                {file.label}
                <ExternalLink aria-hidden="true" className="size-3" />
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            </span>
          ))}{' '}
          (estes dois resumem o conteúdo publicado, em Markdown).
        </p>
      </div>
    </Card>
  );
}
