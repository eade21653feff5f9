import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Copy, Eye, LoaderCircle, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { ApiError, errorMessage } from '../api/client';
import { Field } from '../components/field';
import { formatDateTime } from '../components/format';
import { copyText } from '../kit/clipboard';
import { DialogPanel } from '../kit/dialog-panel';
import { previewLinksKey, schedulingApi, usePreviewLinks, useSiteTimeZone, type PreviewType } from './scheduling-api';
import { formatZoned, fromZonedInput, isScheduled, toZonedInput } from './zoned-time';

/** What the actions need of a post or case: whether it is published and from when. */
export type PublishingItem = { id: string; published: boolean; publishedAt?: string | null };

type PublishingActionsProps = {
  type: PreviewType;
  item: PublishingItem;
  /** After a schedule or its cancelling: whether the item is now published (for the editor's own switch), after the lists are refreshed. */
  onChanged: (published: boolean) => void;
};

const NOUN = { post: 'post', case: 'case' } as const;

/** "Agendado · 07/12/2026 09:00" in the editors' headers and the lists (cards on phones too), in the site's time zone. */
export function ScheduledBadge({ publishedAt }: { publishedAt: string }) {
  const timeZone = useSiteTimeZone();
  return (
    <Badge variant="warning" title={`Publicação agendada (${timeZone})`}>
      <CalendarClock aria-hidden="true" />
      Agendado · {formatZoned(publishedAt, timeZone)}
    </Badge>
  );
}

/**
 * "Visualizar" and "Agendar" for the post and case editors (decision 041). Visualizar opens the real public page
 * of a draft or scheduled item through a one-hour preview link; the dialog schedules or unschedules it in the
 * site's time zone and hands out 7-day links anyone can open, listed with "Revogar".
 */
export function PublishingActions({ type, item: given, onChanged }: PublishingActionsProps) {
  const [open, setOpen] = useState(false);
  // What the last schedule or cancelling answered: the editor's own copy of the item may be the list's.
  const [changed, setChanged] = useState<PublishingItem | null>(null);
  const item = changed?.id === given.id ? changed : given;
  const scheduled = isScheduled(item.published, item.publishedAt);
  const viewable = !item.published || scheduled;
  const view = useMutation({
    mutationFn: async (target: Window | null) => ({ target, link: await schedulingApi.createLink(type, item.id, 'view') }),
    onSuccess: ({ target, link }) => {
      const url = new URL(link.path, window.location.origin).href;
      if (target) target.location.href = url;
      else window.open(url, '_blank', 'noopener');
    },
    onError: (error, target) => {
      target?.close();
      toast.error('Não foi possível abrir a pré-visualização', { description: errorMessage(error) });
    },
  });
  return (
    <>
      {viewable ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={view.isPending}
          onClick={() => {
            // Opened now, in the click, so no pop-up blocker stops it; the address follows once the link exists.
            const target = window.open('', '_blank');
            if (target) target.opener = null;
            view.mutate(target);
          }}
        >
          {view.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Eye aria-hidden="true" />}
          Visualizar
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden="true" />
        {scheduled ? 'Agendamento' : 'Agendar'}
      </Button>
      {open ? (
        <PublishingDialog
          type={type}
          item={item}
          scheduled={scheduled}
          onOpenChange={setOpen}
          onChanged={onChanged}
          onSaved={(saved) =>
            setChanged({ id: item.id, published: 'status' in saved ? saved.status === 'published' : saved.published, publishedAt: saved.publishedAt ?? null })
          }
        />
      ) : null}
    </>
  );
}

type Saved = { status: 'draft' | 'published'; publishedAt: string | null } | { published: boolean; publishedAt?: string | null };

function PublishingDialog({
  type,
  item,
  scheduled,
  onOpenChange,
  onChanged,
  onSaved,
}: PublishingActionsProps & { scheduled: boolean; onOpenChange: (open: boolean) => void; onSaved: (saved: Saved) => void }) {
  const queryClient = useQueryClient();
  const timeZone = useSiteTimeZone();
  const noun = NOUN[type];
  const [when, setWhen] = useState(() =>
    scheduled && item.publishedAt ? toZonedInput(item.publishedAt, timeZone) : toZonedInput(new Date(Date.now() + 3_600_000), timeZone).slice(0, 14) + '00',
  );
  const [whenError, setWhenError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const links = usePreviewLinks(type, item.id, true);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['admin', type === 'post' ? 'blog' : 'cases'] });
  };

  const schedule = useMutation({
    mutationFn: (publishAt: string): Promise<Saved> => schedulingApi.schedule(type, item.id, publishAt),
    onSuccess: async (saved) => {
      onSaved(saved);
      // Said as soon as the server has it, as every list action does: the lists load again after.
      const at = 'publishedAt' in saved && saved.publishedAt ? formatZoned(saved.publishedAt, timeZone) : '';
      toast.success(type === 'post' ? 'Post agendado' : 'Case agendado', { description: `Será publicado em ${at}.` });
      await refresh();
      onChanged(true);
      onOpenChange(false);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details?.publishAt) setWhenError(error.details.publishAt);
      else toast.error('Erro ao agendar', { description: errorMessage(error) });
    },
  });
  const unschedule = useMutation({
    mutationFn: (): Promise<Saved> => schedulingApi.unschedule(type, item.id),
    onSuccess: async (saved) => {
      onSaved(saved);
      toast.success('Agendamento cancelado', { description: type === 'post' ? 'O post voltou a rascunho.' : 'O case voltou a não publicado.' });
      await refresh();
      onChanged(false);
      onOpenChange(false);
    },
    onError: (error) => toast.error('Erro ao cancelar o agendamento', { description: errorMessage(error) }),
  });
  const share = useMutation({
    mutationFn: () => schedulingApi.createLink(type, item.id, 'share'),
    onSuccess: async (link) => {
      const url = new URL(link.path, window.location.origin).href;
      setCreated(url);
      // Copied first, while the click that asked for it is recent and the page has the focus; the list refresh can wait.
      // If the clipboard is refused or never answers, the link is in the field anyway.
      const copied = await copyText(url);
      await queryClient.invalidateQueries({ queryKey: previewLinksKey(type, item.id) });
      toast.success(copied ? 'Link copiado' : 'Link criado', {
        description: 'Válido por 7 dias, sem precisar entrar. Revogue quando não for mais necessário.',
      });
    },
    onError: (error) => toast.error('Erro ao criar o link', { description: errorMessage(error) }),
  });
  const revoke = useMutation({
    mutationFn: (linkId: string) => schedulingApi.revokeLink(type, item.id, linkId),
    onSuccess: async () => {
      setCreated(null);
      await queryClient.invalidateQueries({ queryKey: previewLinksKey(type, item.id) });
      toast.success('Link revogado', { description: 'Quem abrir o link não verá mais o conteúdo.' });
    },
    onError: (error) => toast.error('Erro ao revogar o link', { description: errorMessage(error) }),
  });
  const publicNow = item.published && !scheduled;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="md" closeLabel="Fechar">
        <DialogPanel
          title="Agendamento e pré-visualização"
          description={`Datas no fuso horário do site (${timeZone}).`}
          className="flex flex-col gap-6"
        >
          <section aria-labelledby="schedule-heading" className="flex flex-col gap-3">
            <h3 id="schedule-heading" className="text-sm font-bold text-ink-800">
              Publicação agendada
            </h3>
            {scheduled && item.publishedAt ? (
              <div className="flex flex-wrap items-center gap-3">
                <ScheduledBadge publishedAt={item.publishedAt} />
                <Button variant="secondary" size="sm" disabled={unschedule.isPending} onClick={() => unschedule.mutate()}>
                  {unschedule.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Undo2 aria-hidden="true" />}
                  Cancelar agendamento
                </Button>
              </div>
            ) : null}
            {publicNow ? (
              <p className="text-sm text-ink-600">Este {noun} já está publicado. Para agendá-lo, despublique-o primeiro.</p>
            ) : (
              <form
                noValidate
                className="flex flex-wrap items-end gap-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  const publishAt = fromZonedInput(when, timeZone);
                  if (!publishAt) return setWhenError('Informe a data e a hora');
                  if (Date.parse(publishAt) <= Date.now()) return setWhenError('Escolha uma data e hora no futuro');
                  setWhenError(null);
                  schedule.mutate(publishAt);
                }}
              >
                <Field label={scheduled ? 'Mudar para' : 'Publicar em'} error={whenError ?? undefined} className="min-w-56 flex-1">
                  <Input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
                </Field>
                <Button type="submit" size="sm" disabled={schedule.isPending} className="mb-0.5">
                  {schedule.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <CalendarClock aria-hidden="true" />}
                  {scheduled ? 'Reagendar' : 'Agendar'}
                </Button>
              </form>
            )}
          </section>

          <section aria-labelledby="links-heading" className="flex flex-col gap-3 border-t border-ink-100 pt-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="links-heading" className="text-sm font-bold text-ink-800">
                Links de pré-visualização
              </h3>
              <Button variant="secondary" size="sm" disabled={share.isPending} onClick={() => share.mutate()}>
                {share.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Copy aria-hidden="true" />}
                Copiar link de pré-visualização
              </Button>
            </div>
            <p className="text-xs text-ink-500">Quem tiver o link vê o {noun} como está salvo agora, sem entrar, por 7 dias.</p>
            {created ? (
              <Field label="Novo link">
                <Input readOnly value={created} onFocus={(event) => event.currentTarget.select()} />
              </Field>
            ) : null}
            {links.data?.length ? (
              <ul className="flex flex-col divide-y divide-ink-100 rounded-xl border border-ink-100" aria-label="Links ativos">
                {links.data.map((link) => (
                  <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span className="min-w-0 text-ink-700">
                      {link.createdByName ?? 'Alguém'} · {formatDateTime(link.createdAt)}
                      <span className="block text-xs text-ink-500">Expira em {formatZoned(link.expiresAt, timeZone)}</span>
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(link.id)}
                      aria-label={`Revogar link criado em ${formatDateTime(link.createdAt)}`}
                    >
                      Revogar
                    </Button>
                  </li>
                ))}
              </ul>
            ) : links.isSuccess ? (
              <p className="text-sm text-ink-500">Nenhum link ativo.</p>
            ) : null}
          </section>
        </DialogPanel>
      </DialogContent>
    </Dialog>
  );
}
