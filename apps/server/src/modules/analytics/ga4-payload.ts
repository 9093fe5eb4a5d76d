import type { ForwardedEvent } from './analytics-forwarder.js';

/**
 * GA4 Measurement Protocol request bodies (docs/decisions/043-analytics-forwarder.md):
 * one visitor per request (a body names one client_id and one user_id), at
 * most 25 events, each with its time, the page and custom dimensions 1 to 5
 * as event parameters (product-rules#analytics).
 */
export const ga4Limits = {
  eventsPerRequest: 25,
  eventNameLength: 40,
  paramValueLength: 100,
  pageLocationLength: 1000,
  pageTitleLength: 300,
} as const;

export interface Ga4Event {
  name: string;
  params: Record<string, string | number>;
  timestamp_micros: number;
}

export interface Ga4Body {
  client_id: string;
  user_id?: string;
  events: Ga4Event[];
}

// Names the protocol refuses to take from a sender: ours get a prefix rather than being dropped.
const reservedEventNames = new Set([
  'ad_activeview',
  'ad_click',
  'ad_exposure',
  'ad_impression',
  'ad_query',
  'ad_reward',
  'adunit_exposure',
  'app_background',
  'app_clear_data',
  'app_exception',
  'app_install',
  'app_remove',
  'app_store_refund',
  'app_update',
  'app_upgrade',
  'error',
  'first_open',
  'first_visit',
  'in_app_purchase',
  'notification_dismiss',
  'notification_foreground',
  'notification_open',
  'notification_receive',
  'os_update',
  'screen_view',
  'session_start',
  'user_engagement',
]);

function eventName(event: ForwardedEvent): string {
  if (event.type === 'page_view') return 'page_view';
  const name = event.name ?? 'event';
  const allowed =
    reservedEventNames.has(name) || /^(?:_|firebase_|ga_|google_|gtag\.)/.test(name) ? `wp_${name}` : name;
  return allowed.slice(0, ga4Limits.eventNameLength);
}

/** The visitor GA4 counts: the browser's anonymous id, else its visit, else the event itself. */
export function ga4ClientId(event: ForwardedEvent): string {
  return event.anonymousId ?? event.sessionId ?? event.id;
}

function ga4Event(event: ForwardedEvent, siteOrigin: string): Ga4Event {
  const params: Record<string, string | number> = {
    page_location: `${siteOrigin}${event.path}`.slice(0, ga4Limits.pageLocationLength),
    ...event.dimensions,
    // Without an engagement time GA4 leaves the event out of its engagement and realtime reports.
    engagement_time_msec: 1,
  };
  if (event.title) params.page_title = event.title.slice(0, ga4Limits.pageTitleLength);
  if (event.label) params.label = event.label.slice(0, ga4Limits.paramValueLength);
  return { name: eventName(event), params, timestamp_micros: event.occurredAt.getTime() * 1000 };
}

/** The events of one batch as request bodies: grouped by visitor and user, in their order, 25 at most per body. */
export function ga4Bodies(events: readonly ForwardedEvent[], siteOrigin: string): Ga4Body[] {
  const groups = new Map<string, ForwardedEvent[]>();
  for (const event of events) {
    const key = JSON.stringify([ga4ClientId(event), event.userId]);
    groups.set(key, [...(groups.get(key) ?? []), event]);
  }
  const bodies: Ga4Body[] = [];
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    for (let start = 0; start < group.length; start += ga4Limits.eventsPerRequest) {
      bodies.push({
        client_id: ga4ClientId(first),
        ...(first.userId ? { user_id: first.userId } : {}),
        events: group.slice(start, start + ga4Limits.eventsPerRequest).map((event) => ga4Event(event, siteOrigin)),
      });
    }
  }
  return bodies;
}
