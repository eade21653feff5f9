import type { TMedia } from '@softhouse/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '~/components/ui/toast';
import { mediaKey, screenFiles, UPLOAD_FALLBACK_MESSAGE, uploadFiles, type RejectedFile } from './media-api';

/** Screens the chosen files, uploads the valid ones in parallel and keeps the list of refused ones. */
export function useMediaUpload(onUploaded?: (media: TMedia[]) => void) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);

  const upload = useCallback(
    async (files: readonly File[]) => {
      const screened = screenFiles(files);
      setRejected(screened.rejected);
      if (!screened.accepted.length) return;
      setUploading(true);
      try {
        const { uploaded, failures } = await uploadFiles(screened.accepted);
        if (uploaded.length) {
          toast.success('Upload realizado com sucesso', {
            description: uploaded.length === 1 ? '1 arquivo enviado.' : `${uploaded.length} arquivos enviados.`,
          });
          await queryClient.invalidateQueries({ queryKey: mediaKey });
          onUploaded?.(uploaded);
        }
        if (failures.length) {
          // The server checks the bytes too (a renamed file, a broken image): list those with the others.
          setRejected((current) => [
            ...current,
            ...failures.map((f) => ({ name: f.name, message: f.message ?? `${f.name}: ${UPLOAD_FALLBACK_MESSAGE}` })),
          ]);
          toast.error('Erro no upload', { description: failures[0]?.message ?? UPLOAD_FALLBACK_MESSAGE });
        }
      } finally {
        setUploading(false);
      }
    },
    [queryClient, onUploaded],
  );

  const reset = useCallback(() => {
    setRejected([]);
    setUploading(false);
  }, []);

  return { upload, uploading, rejected, reset };
}
