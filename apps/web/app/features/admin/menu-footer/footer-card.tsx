import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { cn } from '~/lib/cn';
import { errorMessage } from '../api/client';
import { applyApiDetails } from '../components/api-details';
import { Card, CardHeader, CardTitle } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Field } from '../components/field';
import { IconButton } from '../components/icon-button';
import { DEFAULT_TEXT_HINT, LangTabs, localizedPayload, localizedValues, SITE_LANGS } from '../components/lang-tabs';
import { LiveRegion } from '../sortable/live-region';
import { ReorderTooltip } from '../sortable/reorder-tooltip';
import { useSortable } from '../sortable/use-sortable';
import { LabelItemDialog, type LabelItemInitial, type LabelItemKind, type LabelItemValues } from './label-item-dialog';
import { footerApi, footerKey, labelText, useFooter, type Footer, type FooterColumn, type FooterLink, type SocialLink } from './menu-footer-api';
import { QueryBoundary, ScreenForm, useReorder, useScreenForm } from '../kit';
import type { HistoryControl } from '../history';

const max = (n: number) => z.string().trim().max(n, `Máximo de ${n} caracteres`);
const ZSettingsForm = z.object({
  rightsText: z.object({ pt: max(500).min(1, 'O texto em português é obrigatório'), en: max(500), es: max(500) }),
  copyrightYear: z.string().trim().regex(/^\d{4}$/, 'Informe um ano com 4 dígitos'),
  registrationNumber: max(40),
});
type TSettingsForm = z.infer<typeof ZSettingsForm>;

/** Rights text, copyright year and registration number; `history`: the footer's, which a save refused as stale (409) opens. */
export function FooterSettingsCard({ history }: { history: HistoryControl }) {
  const footer = useFooter();
  return (
    <Card aria-labelledby="footer-settings-title">
      <CardHeader>
        <CardTitle id="footer-settings-title">Rodapé: textos legais</CardTitle>
      </CardHeader>
      <QueryBoundary query={footer} loadingLabel="Carregando rodapé" what="o rodapé">
        {(data) => <SettingsForm key={`${JSON.stringify(data.rightsText)}-${data.copyrightYear}-${data.registrationNumber}`} footer={data} history={history} />}
      </QueryBoundary>
    </Card>
  );
}

function SettingsForm({ footer, history }: { footer: Footer; history: HistoryControl }) {
  const screen = useScreenForm({
    schema: ZSettingsForm,
    defaultValues: {
      rightsText: localizedValues(footer.rightsText),
      copyrightYear: String(footer.copyrightYear),
      registrationNumber: footer.registrationNumber,
    },
    save: (values: TSettingsForm) =>
      footerApi.update({
        rightsText: localizedPayload(values.rightsText),
        copyrightYear: Number.parseInt(values.copyrightYear, 10),
        registrationNumber: values.registrationNumber.trim(),
        // The footer as this screen last read it: its other cards' saves refetch it (decision 042).
        version: footer.version,
      }),
    queryKey: footerKey,
    history,
    fields: (path) => (/^rightsText\.(pt|en|es)$/.test(path) || path === 'copyrightYear' || path === 'registrationNumber' ? path : null),
    toasts: { saved: 'Rodapé atualizado com sucesso!', failed: 'Erro ao atualizar rodapé' },
  });
  const { form, errors } = screen;
  return (
    <ScreenForm screen={screen} label="Textos legais do rodapé" submit="Salvar rodapé" className="flex flex-col gap-5 p-5">
      <LangTabs label="Idioma do texto de direitos" errorIn={SITE_LANGS.filter((lang) => errors.rightsText?.[lang])}>
        {(lang) => (
          <Field label={`Texto de direitos (${lang})`} error={errors.rightsText?.[lang]?.message} hint={lang === 'pt' ? 'Por exemplo: Todos os direitos reservados.' : DEFAULT_TEXT_HINT}>
            <Input {...form.register(`rightsText.${lang}`)} />
          </Field>
        )}
      </LangTabs>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Ano do copyright" error={errors.copyrightYear?.message}>
          <Input inputMode="numeric" {...form.register('copyrightYear')} />
        </Field>
        <Field label="CNPJ" error={errors.registrationNumber?.message}>
          <Input {...form.register('registrationNumber')} />
        </Field>
      </div>
    </ScreenForm>
  );
}

type Editing = { kind: LabelItemKind; columnId: string | null; item: FooterColumn | FooterLink | null };
type Deleting = { kind: 'column' | 'link'; id: string; name: string };

/** The footer's link columns: add, edit, delete and reorder columns; add, edit and delete their links. */
export function FooterColumnsCard() {
  const queryClient = useQueryClient();
  const footer = useFooter();
  const columns = footer.data?.columns ?? [];
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: footerKey });

  const remove = useMutation({
    mutationFn: (target: Deleting) => (target.kind === 'column' ? footerApi.removeColumn(target.id) : footerApi.removeLink(target.id)),
    onSuccess: async (_, target) => {
      toast.success(target.kind === 'column' ? 'Coluna excluída com sucesso!' : 'Link excluído com sucesso!');
      await refresh();
    },
    onError: (error, target) => toast.error(target.kind === 'column' ? 'Erro ao excluir coluna' : 'Erro ao excluir link', { description: errorMessage(error) }),
  });

  const reorder = useReorder({
    queryKey: footerKey,
    items: (data: Footer) => data.columns,
    withItems: (data, list) => ({ ...data, columns: list }),
    // Refetched after: the footer's version moves with every save (decision 042).
    save: async (ids) => {
      await footerApi.reorderColumns(ids);
      void refresh();
    },
    success: 'Ordem das colunas atualizada!',
    failure: 'Erro ao reordenar colunas',
  });

  const titles = new Map(columns.map((column) => [column.id, column.title.pt]));
  const sortable = useSortable({
    ids: columns.map((column) => column.id),
    onCommit: (ids) => reorder.mutate(ids),
    label: (id) => titles.get(id) ?? 'coluna',
    disabled: reorder.isPending,
  });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const ordered = sortable.order.flatMap((id) => byId.get(id) ?? []);

  const initial: LabelItemInitial = !editing?.item
    ? null
    : editing.kind === 'column'
      ? { label: (editing.item as FooterColumn).title, labelKey: null, target: null, flag: false }
      : { label: (editing.item as FooterLink).label, labelKey: (editing.item as FooterLink).labelKey, target: (editing.item as FooterLink).url, flag: (editing.item as FooterLink).newTab };

  const save = async ({ label, labelKey, target, flag }: LabelItemValues) => {
    if (!editing) return;
    if (editing.kind === 'column') {
      const title = label ?? { pt: '' };
      await (editing.item ? footerApi.updateColumn(editing.item.id, title) : footerApi.addColumn(title));
    } else {
      const body = { label, labelKey, url: target || null, newTab: flag };
      await (editing.item ? footerApi.updateLink(editing.item.id, body) : footerApi.addLink(editing.columnId ?? '', body));
    }
    await refresh();
  };

  return (
    <Card aria-labelledby="footer-columns-title">
      <CardHeader>
        <div>
          <CardTitle id="footer-columns-title">Rodapé: colunas de links ({columns.length})</CardTitle>
          <p className="text-xs text-ink-500">Arraste a coluna pela alça para reordenar, ou foque nela e use Espaço e as setas.</p>
        </div>
        <Button size="sm" onClick={() => setEditing({ kind: 'column', columnId: null, item: null })}>
          <Plus aria-hidden="true" />
          Nova Coluna
        </Button>
      </CardHeader>
      <QueryBoundary query={footer} loadingLabel="Carregando colunas" what="as colunas do rodapé" skeleton={['h-24 w-full']}>
        {() =>
          ordered.length === 0 ? (
            <p className="px-5 py-12 text-center text-sm text-ink-600">Nenhuma coluna no rodapé.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-ink-100" aria-label="Colunas do rodapé">
              {ordered.map((column) => (
                <li
                  key={column.id}
                  {...sortable.itemProps(column.id)}
                  className={cn('flex flex-col gap-2 px-5 py-4', sortable.activeId === column.id && 'relative bg-brand-light/60 shadow-lift')}
                >
                  <div className="flex items-center gap-2">
                    <ReorderTooltip>
                      <button
                        type="button"
                        {...sortable.handleProps(column.id)}
                        className="grid size-8 cursor-grab place-items-center rounded-lg text-ink-400 hover:bg-ink-100 hover:text-ink-700 active:cursor-grabbing aria-pressed:bg-brand aria-pressed:text-white"
                      >
                        <GripVertical aria-hidden="true" className="size-4" />
                      </button>
                    </ReorderTooltip>
                    <h3 className="flex-1 font-bold text-ink-800">{column.title.pt}</h3>
                    <Button variant="ghost" size="sm" onClick={() => setEditing({ kind: 'link', columnId: column.id, item: null })}>
                      <Plus aria-hidden="true" />
                      Novo Link
                    </Button>
                    <IconButton label={`Editar coluna ${column.title.pt}`} onClick={() => setEditing({ kind: 'column', columnId: null, item: column })}>
                      <Pencil aria-hidden="true" />
                    </IconButton>
                    <IconButton label={`Excluir coluna ${column.title.pt}`} tone="danger" onClick={() => setDeleting({ kind: 'column', id: column.id, name: column.title.pt })}>
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </div>
                  {column.links.length === 0 ? (
                    <p className="pl-10 text-sm text-ink-500">Nenhum link nesta coluna.</p>
                  ) : (
                    <ul className="flex flex-col pl-10 text-sm" aria-label={`Links de ${column.title.pt}`}>
                      {column.links.map((link) => (
                        <li key={link.id} className="flex items-center gap-3 rounded-lg py-1 pr-1 pl-2 hover:bg-ink-50">
                          <span className="min-w-0 flex-1">
                            <span className="font-semibold text-ink-800">{labelText(link)}</span>
                            <span className="ml-2 text-xs break-all text-ink-500">{link.url ?? 'sem destino'}</span>
                            {link.newTab ? <ExternalLink aria-label="abre em nova aba" className="ml-1 inline size-3 text-ink-400" /> : null}
                          </span>
                          <IconButton label={`Editar link ${labelText(link)}`} onClick={() => setEditing({ kind: 'link', columnId: column.id, item: link })}>
                            <Pencil aria-hidden="true" />
                          </IconButton>
                          <IconButton label={`Excluir link ${labelText(link)}`} tone="danger" onClick={() => setDeleting({ kind: 'link', id: link.id, name: labelText(link) })}>
                            <Trash2 aria-hidden="true" />
                          </IconButton>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryBoundary>
      <LiveRegion message={sortable.announcement} />
      <LabelItemDialog kind={editing?.kind ?? 'link'} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} initial={initial} onSave={save} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Confirmar exclusão"
        description={
          deleting?.kind === 'column'
            ? `Tem certeza que deseja excluir a coluna "${deleting.name}" e todos os seus links? Esta ação não pode ser desfeita.`
            : `Tem certeza que deseja excluir o link "${deleting?.name ?? ''}"? Esta ação não pode ser desfeita.`
        }
        confirmLabel="Excluir"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Card>
  );
}

/** The social networks' addresses. */
export function SocialLinksCard() {
  const footer = useFooter();
  return (
    <Card aria-labelledby="social-title">
      <CardHeader>
        <CardTitle id="social-title">Redes sociais</CardTitle>
      </CardHeader>
      <QueryBoundary query={footer} loadingLabel="Carregando redes sociais" what="as redes sociais" skeleton={['h-10 w-full']}>
        {({ socialLinks }) =>
          socialLinks.length === 0 ? (
            <p className="px-5 py-12 text-center text-sm text-ink-600">Nenhuma rede social cadastrada.</p>
          ) : (
            <ul className="flex flex-col gap-3 p-5">
              {socialLinks.map((link) => (
                <SocialLinkRow key={`${link.id}-${link.url}`} link={link} />
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </Card>
  );
}

const ZSocialForm = z.object({ url: z.string().trim().regex(/^https:\/\//, 'Use uma URL https').max(500, 'Máximo de 500 caracteres') });

function SocialLinkRow({ link }: { link: SocialLink }) {
  const queryClient = useQueryClient();
  const form = useForm<{ url: string }>({ resolver: zodResolver(ZSocialForm), defaultValues: { url: link.url } });
  const save = useMutation({
    mutationFn: (url: string) => footerApi.updateSocial(link.id, url),
    onSuccess: () => {
      toast.success('Rede social atualizada com sucesso!');
      void queryClient.invalidateQueries({ queryKey: footerKey });
    },
    onError: (error) => {
      applyApiDetails(form, error, (path) => (path === 'url' ? path : null));
      toast.error('Erro ao atualizar rede social', { description: errorMessage(error) });
    },
  });
  const name = link.platform.charAt(0).toUpperCase() + link.platform.slice(1);
  return (
    <li>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values.url.trim()))} className="flex items-start gap-2">
        <Field label={name} error={form.formState.errors.url?.message} className="flex-1">
          <Input {...form.register('url')} />
        </Field>
        <Button type="submit" variant="secondary" size="sm" className="mt-6" disabled={save.isPending || !form.formState.isDirty} aria-label={`Salvar ${name}`}>
          Salvar
        </Button>
      </form>
    </li>
  );
}
