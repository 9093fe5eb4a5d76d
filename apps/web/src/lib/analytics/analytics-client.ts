import type { CollectorBatch } from '@waypoint/domain/analytics/collector-batch';
import { collectorPath } from '@waypoint/domain/analytics/collector-path';
import { customDimensions, sendsPageView } from '@waypoint/domain/analytics/custom-dimensions';
import {
  hasTracking,
  mergeFirstTouch,
  trackedQueryOf,
  trackingFromUrl,
  type TrackingParameters,
} from '@waypoint/domain/analytics/tracking-parameters';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { applicationPathPrefix } from '@waypoint/domain/site/paths/site-paths';
import { browserCookie } from '../browser-cookies';
import { createAnalyticsQueue } from './analytics-queue';

/**
 * The first-party analytics client (product-rules#analytics): page views and events with
 * custom dimensions 1-5, sent in batches to the site's own collector. The
 * server attaches the user id from the session, so no id is sent from here.
 */
function send(batch: CollectorBatch, leaving: boolean): void {
  const body = JSON.stringify(batch);
  // A beacon survives the page going away; it may only send text, which the collector reads as JSON.
  if (leaving && navigator.sendBeacon?.(collectorPath, body)) return;
  void fetch(collectorPath, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } })
    // The short answer is read to its end, so the request counts as finished (an unread body keeps it open).
    .then((response) => response.text())
    .catch(() => undefined);
}

const queue = createAnalyticsQueue({
  transport: send,
  sessionHash: () => browserCookie(sessionTransport.sessionHashCookie),
});
addEventListener('pagehide', () => queue.flush(true));
addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') queue.flush(true);
});

const trackingKey = 'wp_tracking';

/** The visit's tracking parameters, first touch winning, kept for the visit (the wp_sid cookie). */
function visitTracking(pathname: string, search: string): TrackingParameters {
  const visit = browserCookie(sessionTransport.sessionIdCookie) ?? '';
  let stored: { visit?: string; parameters?: TrackingParameters } = {};
  try {
    stored = JSON.parse(sessionStorage.getItem(trackingKey) ?? '{}') as typeof stored;
  } catch {
    // Storage refused or garbled: this page's parameters are still known.
  }
  const current = stored.visit === visit ? (stored.parameters ?? {}) : {};
  const parameters = mergeFirstTouch(current, trackingFromUrl(pathname, search));
  try {
    sessionStorage.setItem(trackingKey, JSON.stringify({ visit, parameters }));
  } catch {
    // Private modes may refuse storage; dimensions then come from this page alone.
  }
  return parameters;
}

const siteVersion = () => document.querySelector('meta[name="site-version"]')?.getAttribute('content');
const now = () => new Date().toISOString();

let lastAddress: string | undefined;
let lastPath: string | undefined;

/** The tab's last page of this site, kept for the next document's page view (session storage: this tab only). */
const lastPageKey = 'wp_last_page';

/**
 * Where the visitor came from when this document loaded. The site sends no Referer, so a page of
 * this site is named from the tab's own record, by its path, as a move inside the app names it
 * (lastPath): a content page's links load the next page as a document of its own (decision 090),
 * and the page view reads the same either way. A reload came from nowhere new.
 */
function documentReferrer(): string | undefined {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(lastPageKey);
  } catch {
    // Storage refused (a privacy setting): the page view goes without it.
  }
  if (stored && navigation?.type !== 'reload') return stored;
  return document.referrer || undefined;
}

function rememberPage(pathname: string): void {
  try {
    sessionStorage.setItem(lastPageKey, pathname);
  } catch {
    // As above.
  }
}

/** Records a view of the current page: a page view where product-rules#page-views asks for one, and any tracking parameters always. */
export function trackPage(pathname: string, search: string): void {
  // product-rules#plain-http: the visit's fingerprint, once per session, beside its first page. Loaded
  // apart, so no page's first paint waits on it (decision 046), and free of zod (decision 050).
  void import('./visit-log').then(({ logVisitOnce }) => logVisitOnce()).catch(() => undefined);
  const address = pathname + trackedQueryOf(search);
  if (address === lastAddress) return;
  const tracking = visitTracking(pathname, search);
  if (hasTracking(trackingFromUrl(pathname, search))) queue.land(address);
  const referrer = lastPath ?? documentReferrer();
  lastAddress = address;
  lastPath = pathname;
  rememberPage(pathname);
  if (!sendsPageView(pathname)) return;
  queue.add({
    type: 'page_view',
    path: address,
    title: document.title.slice(0, 200),
    ...(referrer ? { referrer: referrer.slice(0, 500) } : {}),
    occurredAt: now(),
    dimensions: customDimensions(pathname, tracking, siteVersion()),
  });
}

let applicationStepPath: string | undefined;

/**
 * The application step on screen, as its analytics path (stepAnalyticsPath):
 * the wizard's steps share /application, so events there report the step's
 * path instead, and with it the flow (decision 043).
 */
export function setApplicationStep(path: string | undefined): void {
  applicationStepPath = path;
}

function eventPath(): string {
  const inApplication =
    location.pathname === applicationPathPrefix || location.pathname.startsWith(`${applicationPathPrefix}/`);
  return inApplication && applicationStepPath ? applicationStepPath : location.pathname;
}

/** Records an event; `path` may name the step it belongs to, which sets flow_type (product-rules#analytics). */
export function trackEvent(name: string, label?: string, path = eventPath()): void {
  queue.add({
    type: 'event',
    name,
    ...(label ? { label: label.slice(0, 60) } : {}),
    path,
    occurredAt: now(),
    dimensions: customDimensions(path, visitTracking(location.pathname, location.search), siteVersion()),
  });
}
