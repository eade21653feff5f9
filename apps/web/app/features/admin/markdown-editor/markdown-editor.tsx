import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Briefcase,
  Code,
  Columns2,
  Eye,
  FileText,
  Heading1,
  Heading2,
  Heading3,
  Image,
  Italic,
  Link,
  List,
  ListChecks,
  ListOrdered,
  Minus,
  Pencil,
  Quote,
  Scale,
  Smile,
  SquarePlay,
  Table,
  type LucideIcon,
} from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '~/components/ui/dropdown-menu';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/toast';
import { Tooltip } from '~/components/ui/tooltip';
import { cn } from '~/lib/cn';
import { MediaPickerDialog, mediaKey, screenFiles, uploadFiles, UPLOAD_FALLBACK_MESSAGE } from '../media-picker';
import { LinkDialog, YoutubeDialog } from './insert-dialogs';
import { MarkdownPreview } from './markdown-preview';
import { EMOJIS, TABLE_SNIPPET, TEMPLATES } from './snippets';
import {
  align,
  code,
  continueList,
  countWords,
  indentLines,
  horizontalRule,
  insertBlock,
  insertInline,
  styleLines,
  wrapInline,
  type Edit,
  type Selection,
} from './text-ops';

export type ViewMode = 'edit' | 'split' | 'preview';
const NEXT_MODE: Record<ViewMode, ViewMode> = { edit: 'split', split: 'preview', preview: 'edit' };
const MODE_LABEL: Record<ViewMode, string> = { edit: 'Edição', split: 'Dividido', preview: 'Visualização' };
const MODE_ICON: Record<ViewMode, LucideIcon> = { edit: Pencil, split: Columns2, preview: Eye };

export type MarkdownEditorProps = {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  rows?: number;
  invalid?: boolean;
  describedBy?: string;
};

/** An image's text for who cannot see it, until the editor writes a better one: its file name, readable. */
const altOf = (name: string) => name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');

/**
 * The Markdown field of the post and case forms (product.md §2 "Markdown editor field"): the full toolbar,
 * edit / split / preview modes with a live preview from the public site's renderer, word and character counts.
 * The keys editors expect from any Markdown editor (decision 029): Enter continues a list or a quote and ends
 * it on an empty item, Tab and Shift+Tab nest list items, Ctrl/⌘+B, I and K for bold, italic and link; an
 * image pasted or dropped is uploaded to the media library and inserted. Every edit, keys and toolbar alike,
 * goes through the browser's editing command, so Ctrl/⌘+Z and Shift+Ctrl/⌘+Z undo and redo it.
 */
export function MarkdownEditor({ id, value, onChange, onBlur, rows = 12, invalid, describedBy }: MarkdownEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<ViewMode>('edit');
  const [dialog, setDialog] = useState<'link' | 'youtube' | 'image' | null>(null);
  const [selectedText, setSelectedText] = useState('');
  const editing = mode !== 'preview';

  /**
   * Applies an edit through the browser's editing command, so Ctrl+Z undoes it like typing. When the
   * command cannot run (focus held elsewhere), the value is set natively and an input event tells React.
   */
  const apply = (operation: (selection: Selection) => Edit) => {
    const element = textarea.current;
    if (!element) return;
    const edit = operation({ value: element.value, start: element.selectionStart, end: element.selectionEnd });
    const expected = element.value.slice(0, edit.from) + edit.insert + element.value.slice(edit.to);
    element.focus();
    element.setSelectionRange(edit.from, edit.to);
    if (document.activeElement === element) {
      try {
        if (edit.insert) document.execCommand('insertText', false, edit.insert);
        else document.execCommand('delete');
      } catch {
        // Fall through to the native setter below.
      }
    }
    if (element.value !== expected) {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(element, expected);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }
    element.setSelectionRange(edit.selectStart, edit.selectEnd);
  };

  /** Edits asked for from a dialog wait until it has closed and handed the focus back. */
  const pending = useRef<((selection: Selection) => Edit) | null>(null);
  const applyAfterDialog = (operation: (selection: Selection) => Edit) => {
    pending.current = operation;
    setDialog(null);
  };
  useEffect(() => {
    if (dialog !== null || !pending.current) return;
    const operation = pending.current;
    pending.current = null;
    setTimeout(() => apply(operation), 0);
  });

  /**
   * Replaces a range after something finished in the background (an upload): undoable like typing when the
   * editor has the focus, and without taking the focus from wherever the editor has gone meanwhile.
   */
  const replaceLater = (find: string, text: string) => {
    const element = textarea.current;
    const at = element ? element.value.indexOf(find) : -1;
    if (!element || at === -1) return;
    const to = at + find.length;
    const shift = (position: number) => (position >= to ? position + text.length - find.length : Math.min(position, at + text.length));
    const [start, end] = [shift(element.selectionStart), shift(element.selectionEnd)];
    if (document.activeElement === element) {
      element.setSelectionRange(at, to);
      if (text) document.execCommand('insertText', false, text);
      else document.execCommand('delete');
    }
    if (element.value.slice(at, at + text.length) !== text || element.value.includes(find)) {
      const next = element.value.slice(0, at) + text + element.value.slice(to);
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(element, next);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }
    element.setSelectionRange(start, end);
  };

  const queryClient = useQueryClient();
  const uploads = useRef(0);
  /** Images pasted or dropped: a line saying each is on its way, then the image, from the media library. */
  const insertImages = async (files: File[]) => {
    const { accepted, rejected } = screenFiles(files);
    if (rejected.length) toast.error('Imagem não enviada', { description: rejected.map((file) => file.message).join(' ') });
    if (!accepted.length) return;
    const marks = accepted.map((file) => `![Enviando ${altOf(file.name)}… (${++uploads.current})]()`);
    apply((s) => insertBlock(s, marks.join('\n\n')));
    // Each image takes its place as soon as it is stored.
    const results = await Promise.all(
      accepted.map(async (file, index) => {
        const { uploaded, failures } = await uploadFiles([file]);
        const media = uploaded[0];
        replaceLater(marks[index]!, media ? `![${altOf(media.alt || media.originalName)}](${media.url})` : '');
        return media ? null : (failures[0]?.message ?? `${file.name}: ${UPLOAD_FALLBACK_MESSAGE}`);
      }),
    );
    const failed = results.filter((message): message is string => message !== null);
    const done = results.length - failed.length;
    if (done) {
      toast.success(done === 1 ? 'Imagem inserida' : `${done} imagens inseridas`, { description: `${done === 1 ? 'Guardada' : 'Guardadas'} na Mídia. O texto entre colchetes é a descrição da imagem (texto alternativo): ajuste-o se precisar.` });
      await queryClient.invalidateQueries({ queryKey: mediaKey });
    }
    if (failed.length) toast.error('Erro no upload', { description: failed.join(' ') });
  };

  const imagesIn = (data: DataTransfer | null) => Array.from(data?.files ?? []).filter((file) => file.type.startsWith('image/'));

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const images = imagesIn(event.clipboardData);
    if (!images.length) return;
    event.preventDefault();
    void insertImages(images);
  };

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    if (!event.dataTransfer.files.length) return;
    // A dropped file never replaces the page; images go in at the cursor, other files are refused with a reason.
    event.preventDefault();
    void insertImages(Array.from(event.dataTransfer.files));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    const element = event.currentTarget;
    const selection = { value: element.value, start: element.selectionStart, end: element.selectionEnd };
    const mod = (event.ctrlKey || event.metaKey) && !event.altKey;
    const key = event.key.toLowerCase();
    let edit: Edit | null = null;
    if (mod && !event.shiftKey && key === 'b') edit = wrapInline(selection, '**', '**', 'texto em negrito');
    else if (mod && !event.shiftKey && key === 'i') edit = wrapInline(selection, '*', '*', 'texto em itálico');
    else if (mod && !event.shiftKey && key === 'k') {
      event.preventDefault();
      openDialog('link');
      return;
    } else if (event.key === 'Enter' && !mod && !event.shiftKey && !event.altKey) edit = continueList(selection);
    else if (event.key === 'Tab' && !mod && !event.altKey) edit = indentLines(selection, event.shiftKey);
    if (!edit) return;
    event.preventDefault();
    const chosen = edit;
    apply(() => chosen);
  };

  const openDialog = (kind: 'link' | 'youtube' | 'image') => {
    const element = textarea.current;
    setSelectedText(element ? element.value.slice(element.selectionStart, element.selectionEnd) : '');
    setDialog(kind);
  };

  const words = countWords(value.replace(/[#*_>`|~[\]()!-]+/g, ' '));
  const ModeIcon = MODE_ICON[mode];

  return (
    <div
      className={cn(
        'overflow-hidden rounded-control bg-white ring-1 ring-ink-200 focus-within:ring-2 focus-within:ring-brand',
        invalid && 'ring-danger focus-within:ring-danger',
      )}
    >
      <div role="toolbar" aria-label="Formatação do conteúdo" aria-controls={id} className="flex flex-wrap items-center gap-0.5 border-b border-ink-100 bg-ink-50 p-1.5">
        <ToolButton icon={Bold} label="Negrito" disabled={!editing} onClick={() => apply((s) => wrapInline(s, '**', '**', 'texto em negrito'))} />
        <ToolButton icon={Italic} label="Itálico" disabled={!editing} onClick={() => apply((s) => wrapInline(s, '*', '*', 'texto em itálico'))} />
        <Divider />
        <ToolButton icon={Heading1} label="Título 1" disabled={!editing} onClick={() => apply((s) => styleLines(s, 'h1', 'Título'))} />
        <ToolButton icon={Heading2} label="Título 2" disabled={!editing} onClick={() => apply((s) => styleLines(s, 'h2', 'Título'))} />
        <ToolButton icon={Heading3} label="Título 3" disabled={!editing} onClick={() => apply((s) => styleLines(s, 'h3', 'Título'))} />
        <Divider />
        <ToolButton icon={List} label="Lista com marcadores" disabled={!editing} onClick={() => apply((s) => styleLines(s, 'bullet', 'Item da lista'))} />
        <ToolButton icon={ListOrdered} label="Lista numerada" disabled={!editing} onClick={() => apply((s) => styleLines(s, 'numbered', 'Item da lista'))} />
        <ToolButton icon={Quote} label="Citação" disabled={!editing} onClick={() => apply((s) => styleLines(s, 'quote', 'Citação'))} />
        <ToolButton icon={Code} label="Código" disabled={!editing} onClick={() => apply(code)} />
        <ToolButton icon={Minus} label="Linha horizontal" disabled={!editing} onClick={() => apply(horizontalRule)} />
        <Divider />
        <ToolButton icon={AlignLeft} label="Alinhar à esquerda" disabled={!editing} onClick={() => apply((s) => align(s, 'left'))} />
        <ToolButton icon={AlignCenter} label="Centralizar" disabled={!editing} onClick={() => apply((s) => align(s, 'center'))} />
        <ToolButton icon={AlignRight} label="Alinhar à direita" disabled={!editing} onClick={() => apply((s) => align(s, 'right'))} />
        <Divider />
        <ToolButton icon={Link} label="Inserir link" disabled={!editing} onClick={() => openDialog('link')} />
        <ToolButton icon={Image} label="Inserir imagem da biblioteca" disabled={!editing} onClick={() => openDialog('image')} />
        <ToolButton icon={SquarePlay} label="Inserir vídeo do YouTube" disabled={!editing} onClick={() => openDialog('youtube')} />
        <ToolButton icon={Table} label="Inserir tabela" disabled={!editing} onClick={() => apply((s) => insertBlock(s, TABLE_SNIPPET))} />
        <DropdownMenu>
          <Tooltip label="Inserir emoji">
            <DropdownMenuTrigger asChild disabled={!editing}>
              <button type="button" aria-label="Inserir emoji" className={toolClasses}>
                <Smile aria-hidden="true" />
              </button>
            </DropdownMenuTrigger>
          </Tooltip>
          <DropdownMenuContent align="start" className="grid min-w-0 grid-cols-6 gap-0.5" onCloseAutoFocus={(event) => event.preventDefault()}>
            {EMOJIS.map((emoji) => (
              <DropdownMenuItem key={emoji} className="justify-center px-0 text-lg" onSelect={() => apply((s) => insertInline(s, emoji))}>
                {emoji}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <Divider />
        {TEMPLATES.map((template, i) => (
          <ToolButton
            key={template.id}
            icon={[FileText, ListChecks, Briefcase, Scale][i]!}
            label={template.label}
            disabled={!editing}
            onClick={() => apply((s) => insertBlock(s, template.content))}
          />
        ))}
        <div className="ml-auto">
          <Tooltip label={`Alternar visualização: ${MODE_LABEL[NEXT_MODE[mode]]}`}>
            <button
              type="button"
              onClick={() => setMode(NEXT_MODE[mode])}
              aria-label={`Modo de visualização: ${MODE_LABEL[mode]}. Alternar para ${MODE_LABEL[NEXT_MODE[mode]]}`}
              className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-xs font-bold text-ink-700 ring-1 ring-ink-200 ring-inset hover:bg-white hover:text-brand-dark [&_svg]:size-4"
            >
              <ModeIcon aria-hidden="true" />
              {MODE_LABEL[mode]}
            </button>
          </Tooltip>
        </div>
      </div>

      <div className={cn('grid', mode === 'split' && 'md:grid-cols-2 md:divide-x md:divide-ink-100')}>
        {editing ? (
          <Textarea
            ref={textarea}
            id={id}
            rows={rows}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onDrop={onDrop}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            placeholder="Digite o conteúdo aqui... Use Markdown para formatação"
            className="resize-y rounded-none font-mono text-[0.8125rem] ring-0 focus-visible:ring-0"
          />
        ) : null}
        {mode !== 'edit' ? <MarkdownPreview markdown={value} className={cn(mode === 'split' && 'max-h-[22rem]')} /> : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-ink-100 bg-ink-50 px-3 py-1.5 text-xs text-ink-500">
        <span aria-live="polite" data-testid="editor-counts">
          {words} {words === 1 ? 'palavra' : 'palavras'} · {value.length} {value.length === 1 ? 'caractere' : 'caracteres'}
        </span>
        <span>Markdown: **negrito** (Ctrl+B), *itálico* (Ctrl+I), [link](url) (Ctrl+K), - lista (Tab aninha). Cole ou arraste imagens.</span>
      </div>

      <LinkDialog
        open={dialog === 'link'}
        initialText={selectedText}
        onOpenChange={(open) => !open && setDialog(null)}
        onInsert={(text, url) => applyAfterDialog((s) => insertInline(s, `[${text || url}](${url})`))}
      />
      <YoutubeDialog
        open={dialog === 'youtube'}
        onOpenChange={(open) => !open && setDialog(null)}
        onInsert={(markdown, block) => applyAfterDialog((s) => (block ? insertBlock(s, markdown) : insertInline(s, markdown)))}
      />
      <MediaPickerDialog
        open={dialog === 'image'}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Inserir imagem"
        onConfirm={([media]) => {
          if (!media) return;
          const alt = (media.alt || media.originalName.replace(/\.[^.]+$/, '')).replace(/[[\]]/g, '');
          applyAfterDialog((s) => insertBlock(s, `![${alt}](${media.url})`));
        }}
      />
    </div>
  );
}

const toolClasses = cn(
  'inline-grid size-8 place-items-center rounded-lg text-ink-600 transition-colors [&_svg]:size-4',
  'hover:bg-white hover:text-brand-dark hover:shadow-soft disabled:pointer-events-none disabled:opacity-40',
);

function ToolButton({ icon: Icon, label, onClick, disabled }: { icon: LucideIcon; label: string; onClick: () => void; disabled?: boolean }): ReactNode {
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-label={label}
        disabled={disabled}
        className={toolClasses}
        // Keep the textarea's focus and selection while clicking the toolbar.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        <Icon aria-hidden="true" />
      </button>
    </Tooltip>
  );
}

function Divider() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-ink-200" />;
}
