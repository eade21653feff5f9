import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Field } from '../components/field';
import { DialogForm } from '../kit';

/** The host closes the dialog and applies the insertion once the focus is back in the text. */
type BaseProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function LinkDialog({ open, onOpenChange, initialText, onInsert }: BaseProps & { initialText: string; onInsert: (text: string, url: string) => void }) {
  return (
    <InsertDialog open={open} onOpenChange={onOpenChange}>
      <LinkForm initialText={initialText} onCancel={() => onOpenChange(false)} onInsert={onInsert} />
    </InsertDialog>
  );
}

function LinkForm({ initialText, onCancel, onInsert }: { initialText: string; onCancel: () => void; onInsert: (text: string, url: string) => void }) {
  const [text, setText] = useState(initialText);
  const url = useUrl('Informe a URL do link');
  return (
    <DialogForm
      onSubmit={url.submit((value) => onInsert(text.trim(), value))}
      title="Inserir link"
      description="O texto aparece no post; a URL é o destino do link."
      submit="Inserir link"
      onCancel={onCancel}
      className="flex flex-col gap-4"
    >
      <Field label="Texto do link">
        <Input value={text} onChange={(event) => setText(event.target.value)} placeholder="Ex.: nosso portfólio" />
      </Field>
      <UrlField label="URL" url={url} placeholder="https://" />
    </DialogForm>
  );
}

/**
 * A YouTube watch, short or embed URL goes in on its own line (the renderer turns it into the player);
 * any other URL becomes an 'Assistir vídeo' link.
 */
export function YoutubeDialog({ open, onOpenChange, onInsert }: BaseProps & { onInsert: (markdown: string, block: boolean) => void }) {
  return (
    <InsertDialog open={open} onOpenChange={onOpenChange}>
      <YoutubeForm onCancel={() => onOpenChange(false)} onInsert={onInsert} />
    </InsertDialog>
  );
}

function YoutubeForm({ onCancel, onInsert }: { onCancel: () => void; onInsert: (markdown: string, block: boolean) => void }) {
  const url = useUrl('Informe a URL do vídeo');
  const insert = async (value: string) => {
    const { youtubeId } = await import('./render');
    if (youtubeId(value)) onInsert(value, true);
    else onInsert(`[Assistir vídeo](${value})`, false);
  };
  return (
    <DialogForm
      onSubmit={url.submit((value) => void insert(value))}
      title="Inserir vídeo do YouTube"
      description="Cole o endereço do vídeo (youtube.com/watch, youtu.be ou youtube.com/embed)."
      submit="Inserir vídeo"
      onCancel={onCancel}
    >
      <UrlField label="URL do vídeo" url={url} placeholder="https://www.youtube.com/watch?v=..." />
    </DialogForm>
  );
}

function InsertDialog({ children, ...props }: BaseProps & { children: ReactNode }) {
  return (
    <Dialog {...props}>
      <DialogContent size="sm" closeLabel="Fechar">
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The URL typed, and its error until it is typed again: `submit` refuses an empty one with `missing`. */
function useUrl(missing: string) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return {
    value,
    error,
    change: (next: string) => {
      setValue(next);
      setError(undefined);
    },
    // The editor sits inside the post's form: the submit stops here.
    submit: (insert: (url: string) => void) => (event: FormEvent) => {
      event.preventDefault();
      event.stopPropagation();
      if (value.trim()) insert(value.trim());
      else setError(missing);
    },
  };
}

function UrlField({ label, url, placeholder }: { label: string; url: ReturnType<typeof useUrl>; placeholder: string }) {
  return (
    <Field label={label} error={url.error}>
      <Input type="url" value={url.value} autoFocus onChange={(event) => url.change(event.target.value)} placeholder={placeholder} />
    </Field>
  );
}
