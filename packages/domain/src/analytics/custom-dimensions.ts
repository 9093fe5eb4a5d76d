import { applicationPathPrefix, sitePaths } from '../site/paths/site-paths.js';
import type { TrackingParameters } from './tracking-parameters.js';

/** product-rules#analytics: flow_type from the path: /XP_ non-US expat, /US_ US expat, /YP_ young professional. */
export type FlowType = 'non_us_expat' | 'us_expat' | 'yp' | 'none';
export type ChannelAcquisition = 'paid_search' | 'paid_social' | 'affiliate' | 'referral' | 'campaign' | 'direct';

/** product-rules#analytics: custom dimensions 1 to 5, in that order. */
export interface CustomDimensions {
  flow_type: FlowType;
  channel_acquisition: ChannelAcquisition;
  /** The retargeting code (rtg), or 'none'. */
  retargeting: string;
  /** Referred by a friend: 'true' or 'false'. */
  isRAF: 'true' | 'false';
  /** The site version the page was built as (its `site-version` meta), or 'unknown'. */
  content_version: string;
}

export const flowTypes = ['non_us_expat', 'us_expat', 'yp', 'none'] as const satisfies readonly FlowType[];
export const channels = [
  'paid_search',
  'paid_social',
  'affiliate',
  'referral',
  'campaign',
  'direct',
] as const satisfies readonly ChannelAcquisition[];

const flowMarkers: readonly [string, FlowType][] = [
  ['/XP_', 'non_us_expat'],
  ['/US_', 'us_expat'],
  ['/YP_', 'yp'],
];

export function flowTypeFromPath(path: string): FlowType {
  return flowMarkers.find(([marker]) => path.includes(marker))?.[1] ?? 'none';
}

/** The most specific paid click wins; a friend's code beats a bare campaign; nothing at all is direct. */
export function channelAcquisition(tracking: TrackingParameters): ChannelAcquisition {
  if (tracking.gclid) return 'paid_search';
  if (tracking.socialClickId) return 'paid_social';
  if (tracking.affiliate || tracking.clickID) return 'affiliate';
  if (tracking.referrerCode || tracking.refCode) return 'referral';
  if (tracking.campaign) return 'campaign';
  return 'direct';
}

export function isReferredByFriend(tracking: TrackingParameters): boolean {
  return Boolean(tracking.referrerCode || tracking.refCode);
}

export function customDimensions(
  path: string,
  tracking: TrackingParameters,
  contentVersion: string | null | undefined,
): CustomDimensions {
  return {
    flow_type: flowTypeFromPath(path),
    channel_acquisition: channelAcquisition(tracking),
    retargeting: tracking.retargetingCode ?? 'none',
    isRAF: isReferredByFriend(tracking) ? 'true' : 'false',
    content_version: contentVersion || 'unknown',
  };
}

const silentPrefixes = [applicationPathPrefix];
const silentPaths: readonly string[] = [sitePaths.signUp, sitePaths.register];

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** product-rules#page-views: every page except application and sign-up triggers a tracking call on view. */
export function sendsPageView(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (silentPrefixes.some((prefix) => underPrefix(path, prefix))) return false;
  return !silentPaths.includes(path);
}
