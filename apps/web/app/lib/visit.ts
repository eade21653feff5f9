import { ATTRIBUTION_PARAMS, VISIT_STORAGE_KEY, type TAttributionField } from '@softhouse/contracts/constants';

export type Visit = Partial<Record<TAttributionField, string>>;

const PARAMS = Object.entries(ATTRIBUTION_PARAMS) as [TAttributionField, string][];

/**
 * Where this visit came from, read on its first page: that page (its path and only the campaign
 * parameters of its address: anything else there may be personal), the other site that linked to it
 * (origin and path, without its query, which may hold what the visitor searched), the utm_* tags and
 * the ad click ids. Pure, for tests.
 */
export function visitFrom(location: Pick<Location, 'pathname' | 'search' | 'host'>, referrer: string): Visit {
  const params = new URLSearchParams(location.search);
  const visit: Visit = {};
  const kept = new URLSearchParams();
  for (const [field, param] of PARAMS) {
    const value = params.get(param)?.trim();
    if (!value) continue;
    visit[field] = value.slice(0, 500);
    kept.set(param, value);
  }
  const query = kept.toString();
  visit.landingPage = `${location.pathname}${query ? `?${query}` : ''}`.slice(0, 2000);
  try {
    const from = referrer ? new URL(referrer) : null;
    if (from && from.host !== location.host && /^https?:$/.test(from.protocol)) visit.referrer = `${from.origin}${from.pathname}`.slice(0, 2000);
  } catch {
    // An unreadable referrer is no referrer.
  }
  return visit;
}

/**
 * Kept for the visit only, in session storage (no cookie; issue 15): the first page of the visit sets
 * it, later pages leave it alone. Storage that refuses (private modes, full) just records nothing.
 */
export function recordVisit(): void {
  try {
    if (sessionStorage.getItem(VISIT_STORAGE_KEY)) return;
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visitFrom(window.location, document.referrer)));
  } catch {
    // Nothing to record then.
  }
}

/** What the lead form sends with a lead: the visit recorded on its first page, if any. */
export function readVisit(): Visit | undefined {
  try {
    const raw = sessionStorage.getItem(VISIT_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== 'object') return undefined;
    const visit: Visit = {};
    for (const [key, text] of Object.entries(value)) if (typeof text === 'string' && text) visit[key as TAttributionField] = text;
    return visit;
  } catch {
    return undefined;
  }
}
