import { sitePaths } from '../site/paths/site-paths.js';

/**
 * product-rules#visit-session: the tracking parameters a visit carries, by the names
 * the spec gives them. Every value is a short string kept as it arrived.
 */
export interface TrackingParameters {
  /** The inviting member's code, from a referral path /i/{code} or /quiz/{code} (product-rules#site-routes). */
  referrerCode?: string;
  affiliate?: string;
  clickID?: string;
  campaign?: string;
  refCode?: string;
  gclid?: string;
  retargetingCode?: string;
  /** One field for either parameter: partners send `type` or `subid`, never both meaningfully. */
  typeOrSubid?: string;
  /**
   * The social network's click id (fbclid). Its browser id (a pixel's `_fbp`
   * cookie) is not tracked: no pixel runs on this site (product-rules#visit-session).
   */
  socialClickId?: string;
}

export type TrackingField = keyof TrackingParameters;

/**
 * product-rules#visit-session, each to one field. `pa` (partner) is the
 * affiliate, `t` the affiliate network's click id, `promo` a friend's referral
 * code; `type` and `subid` share a field, `type` winning when both arrive.
 */
export const trackedQueryParameters = {
  pa: 'affiliate',
  t: 'clickID',
  cmpid: 'campaign',
  promo: 'refCode',
  gclid: 'gclid',
  rtg: 'retargetingCode',
  type: 'typeOrSubid',
  subid: 'typeOrSubid',
  fbclid: 'socialClickId',
} as const satisfies Record<string, TrackingField>;

export const trackingFields = [
  'referrerCode',
  'affiliate',
  'clickID',
  'campaign',
  'refCode',
  'gclid',
  'retargetingCode',
  'typeOrSubid',
  'socialClickId',
] as const satisfies readonly TrackingField[];

/** Longer values are cut: click ids run to about 100 characters; nothing legitimate is longer. */
export const trackingValueMaxLength = 200;

const referralPathPattern = new RegExp(
  `^(?:${sitePaths.invite}|${sitePaths.quiz})/([^/?#]+)/?$`.replaceAll('/', '\\/'),
);

/** The first value of each query parameter (the domain has no DOM, so no URLSearchParams). */
function queryValues(search: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const separator = pair.indexOf('=');
    const name = safeDecode(separator === -1 ? pair : pair.slice(0, separator));
    const value = separator === -1 ? '' : safeDecode(pair.slice(separator + 1));
    if (!values.has(name)) values.set(name, value);
  }
  return values;
}

function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, trackingValueMaxLength) : undefined;
}

/** The tracking parameters in a page address (pathname and query), first value of each. */
export function trackingFromUrl(pathname: string, search: string): TrackingParameters {
  const query = queryValues(search);
  const found: TrackingParameters = {};
  for (const [parameter, field] of Object.entries(trackedQueryParameters)) {
    const value = clean(query.get(parameter));
    if (value && found[field] === undefined) found[field] = value;
  }
  const referral = referralPathPattern.exec(pathname)?.[1];
  if (referral) found.referrerCode = clean(safeDecode(referral));
  return found;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

export function hasTracking(parameters: TrackingParameters): boolean {
  return trackingFields.some((field) => parameters[field] !== undefined);
}

/** The query string of only the tracked parameters, so nothing else in an address (reset hashes) travels. */
export function trackedQueryOf(search: string): string {
  const query = queryValues(search);
  const kept = Object.keys(trackedQueryParameters).flatMap((parameter) => {
    const value = query.get(parameter)?.trim().slice(0, trackingValueMaxLength);
    return value ? [`${parameter}=${encodeURIComponent(value)}`] : [];
  });
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/**
 * First touch wins: a visit keeps the parameters it arrived with; a later
 * address with parameters only fills what is still missing.
 */
export function mergeFirstTouch(current: TrackingParameters, next: TrackingParameters): TrackingParameters {
  const merged: TrackingParameters = { ...current };
  for (const field of trackingFields) {
    if (merged[field] === undefined && next[field] !== undefined) merged[field] = next[field];
  }
  return merged;
}
