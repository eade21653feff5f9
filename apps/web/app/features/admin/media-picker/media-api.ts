import { MEDIA_LIMITS, MEDIA_MESSAGES, mediaEndpoints, type TMedia, type TMediaUpdate } from '@softhouse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../api/client';
import { useItemQuery } from '../kit';

export type MediaType = 'all' | 'image' | 'video' | 'document';

export const MEDIA_TYPE_FILTERS: Record<MediaType, string | undefined> = {
  all: undefined,
  image: 'image/*',
  video: 'video/*',
  document: 'application/*',
};

export const mediaKey = ['admin', 'media'] as const;

export function useMediaList(params: { page: number; type: MediaType; search: string; enabled?: boolean }) {
  const { page, type, search, enabled = true } = params;
  return useQuery({
    queryKey: [...mediaKey, { page, type, search }],
    queryFn: ({ signal }) =>
      call(mediaEndpoints.list, { query: { page, limit: MEDIA_LIMITS.pageSize, mimetype: MEDIA_TYPE_FILTERS[type], search: search.trim() } }, { signal }),
    placeholderData: keepPreviousData,
    // Uploads from another tab or user appear on reopening without a reload.
    staleTime: 30_000,
    enabled,
  });
}

/** One file, for the library's `?edit=<id>` (useLinkedItem): a link names it, the detail opens. */
export const useMediaItem = (id: string | null) => useItemQuery([...mediaKey, 'one'], mediaEndpoints.get, id);

export type RejectedFile = { name: string; message: string };

/** product.md §5: only JPEG, PNG, GIF and WebP, 10 MB each; the rest are listed, the valid ones still go. */
export function screenFiles(files: readonly File[]): { accepted: File[]; rejected: RejectedFile[] } {
  const accepted: File[] = [];
  const rejected: RejectedFile[] = [];
  for (const file of files) {
    if (!(MEDIA_LIMITS.mimetypes as readonly string[]).includes(file.type)) {
      rejected.push({ name: file.name, message: MEDIA_MESSAGES.unsupported(file.name) });
    } else if (file.size > MEDIA_LIMITS.maxBytes) {
      rejected.push({ name: file.name, message: MEDIA_MESSAGES.tooLarge(file.name) });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

export const UPLOAD_FALLBACK_MESSAGE = 'Erro ao fazer upload das imagens. Tente novamente.';

/** One POST /media/upload per file, all at once; each settles on its own. */
export async function uploadFiles(files: readonly File[]) {
  const results = await Promise.allSettled(
    files.map((file) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return call(mediaEndpoints.upload, { body }, { errorToast: false });
    }),
  );
  const uploaded: TMedia[] = [];
  const failures: { name: string; message: string | null }[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') uploaded.push(result.value);
    else
      failures.push({
        name: files[i]!.name,
        message: result.reason instanceof ApiError && result.reason.status !== 0 ? result.reason.message : null,
      });
  });
  return { uploaded, failures };
}

export const mediaApi = {
  update: (id: string, body: TMediaUpdate) => call(mediaEndpoints.update, { params: { id }, body }, { errorToast: false }),
  remove: (id: string) => call(mediaEndpoints.remove, { params: { id } }, { errorToast: false }),
};

/** The smallest stored variant that still fills a thumbnail of `min` pixels. */
export function thumbnailUrl(media: Pick<TMedia, 'url' | 'variants'>, min = 240) {
  const fitting = [...media.variants].sort((a, b) => a.width - b.width).find((v) => v.width >= min);
  return fitting?.url ?? media.url;
}

export const isImage = (media: Pick<TMedia, 'mimetype'>) => media.mimetype.startsWith('image/');
