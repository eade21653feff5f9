import { Bot, ExternalLink, Lock } from 'lucide-react';
import { Card, CardHeader, CardTitle } from '../components/card';
import { SettingSwitch, useSwitchSetting } from '../kit';
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
  const query = useAiCrawlers();
  const setting = useSwitchSetting({
    query,
    queryKey: aiCrawlersKey,
    value: (data) => data.allowed,
    fallback: true,
    save: seoApi.setAiCrawlers,
    toasts: {
      on: ['Assistentes de IA liberados', 'O robots.txt voltou a permitir que robôs de IA leiam o site.'],
      off: ['Assistentes de IA bloqueados', 'O robots.txt já pede aos robôs de IA que não leiam nenhuma página do site.'],
      failed: 'Erro ao salvar o acesso de assistentes de IA',
    },
  });
  return (
    <Card aria-labelledby="ai-crawlers-title">
      <CardHeader>
        <CardTitle id="ai-crawlers-title" className="flex items-center gap-2">
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
        <SettingSwitch
          setting={setting}
          label="Permitir que assistentes de IA leiam o site"
          description="Desligado, o robots.txt pede aos robôs de IA (GPTBot, ClaudeBot, Google-Extended, PerplexityBot e outros) que não leiam nenhuma página. Os buscadores continuam indexando o site normalmente."
          disabled={!canEdit}
        />
        {query.isError ? <p className="text-sm font-semibold text-danger">Não foi possível carregar esta configuração. Recarregue a página.</p> : null}
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
