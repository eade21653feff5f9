import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Field } from '../components/field';

/** The host closes the dialog and applies the insertion once the focus is back in the text. */
type BaseProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function LinkDialog({ open, onOpenChange, initialText, onInsert }: BaseProps & { initialText: string; onInsert: (text: string, url: string) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" closeLabel="Fechar">
        <LinkForm initialText={initialText} onCancel={() => onOpenChange(false)} onInsert={onInsert} />
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({ initialText, onCancel, onInsert }: { initialText: string; onCancel: () => void; onInsert: (text: string, url: string) => void }) {
  const [text, setText] = useState(initialText);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!url.trim()) {
      setError('Informe a URL do link');
      return;
    }
    onInsert(text.trim(), url.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>Inserir link</DialogTitle>
        <DialogDescription>O texto aparece no post; a URL é o destino do link.</DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        <Field label="Texto do link">
          <Input value={text} onChange={(event) => setText(event.target.value)} placeholder="Ex.: nosso portfólio" />
        </Field>
        <Field label="URL" error={error}>
          <Input
            type="url"
            value={url}
            autoFocus
            onChange={(event) => {
              setUrl(event.target.value);
              setError(undefined);
            }}
            placeholder="https://"
          />
        </Field>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" size="sm">
          Inserir link
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * A YouTube watch, short or embed URL goes in on its own line (the renderer turns it into the player);
 * any other URL becomes an 'Assistir vídeo' link.
 */
export function YoutubeDialog({ open, onOpenChange, onInsert }: BaseProps & { onInsert: (markdown: string, block: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" closeLabel="Fechar">
        <YoutubeForm onCancel={() => onOpenChange(false)} onInsert={onInsert} />
      </DialogContent>
    </Dialog>
  );
}

function YoutubeForm({ onCancel, onInsert }: { onCancel: () => void; onInsert: (markdown: string, block: boolean) => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const value = url.trim();
    if (!value) {
      setError('Informe a URL do vídeo');
      return;
    }
    const { youtubeId } = await import('./render');
    if (youtubeId(value)) onInsert(value, true);
    else onInsert(`[Assistir vídeo](${value})`, false);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogHeader>
        <DialogTitle>Inserir vídeo do YouTube</DialogTitle>
        <DialogDescription>Cole o endereço do vídeo (youtube.com/watch, youtu.be ou youtube.com/embed).</DialogDescription>
      </DialogHeader>
      <DialogBody>
        <Field label="URL do vídeo" error={error}>
          <Input
            type="url"
            value={url}
            autoFocus
            onChange={(event) => {
              setUrl(event.target.value);
              setError(undefined);
            }}
            placeholder="https://www.youtube.com/watch?v=..."
          />
        </Field>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" size="sm">
          Inserir vídeo
        </Button>
      </DialogFooter>
    </form>
  );
}
