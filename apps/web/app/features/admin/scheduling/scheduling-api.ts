import { DEFAULT_TIME_ZONE, schedulingEndpoints as api } from '@softhouse/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';

export type PreviewType = 'post' | 'case';
export const timeZoneKey = ['admin', 'settings', 'time-zone'] as const;
/** The site's time zone, for its SettingCard. */
export const timeZoneSetting = { key: timeZoneKey, get: api.timeZone, set: api.setTimeZone };
export const previewLinksKey = (type: PreviewType, id: string) => ['admin', 'preview-links', type, id] as const;

/** The site's time zone (America/Sao_Paulo until an administrator chooses another). */
export function useSiteTimeZone(): string {
  const query = useQuery({ queryKey: timeZoneKey, queryFn: ({ signal }) => call(api.timeZone, {}, { signal, errorToast: false }), staleTime: 5 * 60_000 });
  return query.data?.timeZone ?? DEFAULT_TIME_ZONE;
}

export function usePreviewLinks(type: PreviewType, id: string, enabled: boolean) {
  return useQuery({
    queryKey: previewLinksKey(type, id),
    queryFn: ({ signal }) => call(type === 'post' ? api.postPreviewLinks : api.casePreviewLinks, { params: { id } }, { signal }),
    enabled,
  });
}

export const schedulingApi = {
  schedule: (type: PreviewType, id: string, publishAt: string) =>
    type === 'post'
      ? call(api.schedulePost, { params: { id }, body: { publishAt } }, { errorToast: false })
      : call(api.scheduleCase, { params: { id }, body: { publishAt } }, { errorToast: false }),
  unschedule: (type: PreviewType, id: string) =>
    type === 'post' ? call(api.unschedulePost, { params: { id } }, { errorToast: false }) : call(api.unscheduleCase, { params: { id } }, { errorToast: false }),
  createLink: (type: PreviewType, id: string, purpose: 'share' | 'view') =>
    call(type === 'post' ? api.createPostPreviewLink : api.createCasePreviewLink, { params: { id }, body: { purpose } }, { errorToast: false }),
  revokeLink: (type: PreviewType, id: string, linkId: string) =>
    call(type === 'post' ? api.revokePostPreviewLink : api.revokeCasePreviewLink, { params: { id, linkId } }, { errorToast: false }),
};
