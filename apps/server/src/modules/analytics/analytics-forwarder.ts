import type { FastifyBaseLogger } from 'fastify';
import type { CustomDimensions } from '@waypoint/domain/analytics/custom-dimensions';

/** One stored event as a vendor would receive it. */
export interface ForwardedEvent {
  /** The stored row's id: the same on every try, so a resend is recognisable downstream. */
  id: string;
  type: 'page_view' | 'event';
  name: string | null;
  label: string | null;
  path: string;
  title: string | null;
  occurredAt: Date;
  userId: string | null;
  anonymousId: string | null;
  sessionId: string | null;
  dimensions: CustomDimensions;
}

/**
 * Where stored events go (architecture: analytics through "any forwarder";
 * decision 043). The forwarding job (forwarding-job.ts) hands it the events
 * of one visitor at a time; it resolves once the service acknowledged them
 * all and throws otherwise, so the job keeps them and tries again later.
 */
export interface AnalyticsForwarder {
  forward(events: readonly ForwardedEvent[]): Promise<void>;
}

/** What happens to stored events: sent to GA4, logged (development), or kept in the first-party store only. */
export type ForwarderMode = 'ga4' | 'log' | 'none';

export const noForwarder: AnalyticsForwarder = { forward: async () => undefined };

/** For development: each event as one log line, without the visitor's ids. */
export function loggingForwarder(log: Pick<FastifyBaseLogger, 'info'>): AnalyticsForwarder {
  return {
    forward: async (events) => {
      for (const { type, name, label, path, dimensions } of events) {
        log.info({ analytics: { type, name, label, path, dimensions } }, 'analytics event');
      }
    },
  };
}
