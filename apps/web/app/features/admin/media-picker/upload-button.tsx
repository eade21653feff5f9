import { MEDIA_LIMITS } from '@softhouse/contracts';
import { LoaderCircle, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '~/components/ui/button';

/** Opens the file chooser (several files); the files go to `onFiles`, the input is emptied for the next pick. */
export function UploadButton({ uploading, onFiles }: { uploading: boolean; onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        accept={MEDIA_LIMITS.mimetypes.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="media-upload-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button variant="secondary" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
        {uploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
        {uploading ? 'Enviando...' : 'Enviar arquivos'}
      </Button>
    </>
  );
}
