import { LEAD_CHANNELS, LEAD_SERVICES, LEAD_STAGE_LABELS, LEAD_STAGES, contactsEndpoints, type TLeadReport } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '~/components/ui/skeleton';
import { call } from '../api/client';
import { Card } from '../components/card';
import { formatNumber } from '../components/format';
import { contactsKey } from './contacts-api';

const SERVICE_LABELS: Record<(typeof LEAD_SERVICES)[number], string> = { software: 'Software sob medida', aplicativo: 'Aplicativo', outsourcing: 'Outsourcing', geral: 'Geral' };
const CHANNEL_LABELS: Record<(typeof LEAD_CHANNELS)[number], string> = {
  campaign: 'Campanha ou anúncio',
  referral: 'Link de outro site',
  direct: 'Acesso direto',
  unknown: 'Não registrada',
};

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** The last 30 days of leads (issue 15): the conversion rate, then the leads by stage, service and origin. */
export function LeadReport() {
  const report = useQuery({
    queryKey: [...contactsKey, 'report'],
    queryFn: ({ signal }) => call(contactsEndpoints.report, {}, { signal, errorToast: false }),
    staleTime: 30_000,
  });
  const data = report.data;
  if (report.isError) return null;
  return (
    <Card aria-labelledby="lead-report-title" className="p-5">
      <h2 id="lead-report-title" className="text-sm font-bold text-brand-dark">
        Últimos 30 dias
      </h2>
      {!data ? (
        <Skeleton className="mt-4 h-28 w-full" />
      ) : (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          <div data-testid="lead-conversion">
            <p className="text-xs font-bold tracking-wide text-ink-500 uppercase">Conversão em clientes</p>
            <p className="mt-1 text-3xl font-extrabold tracking-tight text-brand-dark">{percent.format(data.conversionRate)}</p>
            <p className="text-xs text-ink-500">
              {formatNumber(data.byStage.ganho)} de {formatNumber(data.total)} {data.total === 1 ? 'contato chegou' : 'contatos chegaram'} a Ganho
            </p>
          </div>
          <Breakdown title="Por etapa" total={data.total} rows={LEAD_STAGES.map((stage) => [LEAD_STAGE_LABELS[stage], data.byStage[stage]])} />
          <Breakdown title="Por serviço" total={data.total} rows={LEAD_SERVICES.map((service) => [SERVICE_LABELS[service], data.byService[service]])} />
          <Breakdown title="Por origem" total={data.total} rows={LEAD_CHANNELS.map((channel) => [CHANNEL_LABELS[channel], data.byChannel[channel]])} />
        </div>
      )}
    </Card>
  );
}

function Breakdown({ title, rows, total }: { title: string; rows: [string, number][]; total: TLeadReport['total'] }) {
  return (
    <div>
      <p className="text-xs font-bold tracking-wide text-ink-500 uppercase">{title}</p>
      <dl className="mt-2 flex flex-col gap-1.5">
        {rows.map(([label, n]) => (
          <div key={label} className="grid grid-cols-[1fr_auto] items-center gap-x-3 text-sm">
            <dt className="truncate text-ink-700">{label}</dt>
            <dd className="font-semibold text-ink-800 tabular-nums">{formatNumber(n)}</dd>
            <div aria-hidden="true" className="col-span-2 h-1 overflow-hidden rounded-full bg-ink-100">
              <div className="h-full rounded-full bg-brand" style={{ width: `${total ? (n / total) * 100 : 0}%` }} />
            </div>
          </div>
        ))}
      </dl>
    </div>
  );
}
