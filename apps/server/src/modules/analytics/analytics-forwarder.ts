import type { FastifyBaseLogger } from 'fastify';
import type { CustomDimensions } from '@waypoint/domain/analytics/custom-dimensions';

/** One stored event as a vendor would receive it. */
export interface ForwardedEvent {
  type: 'page_view' | 'event';
  name: string | null;
  label: string | null;
  path: string;
  title: string | null;
  occurredAt: Date;
  userId: string | null;
  anonymousId: string | null;
  dimensions: CustomDimensions;
}

/**
 * Where collected events go after they are stored (architecture: analytics
 * through "any forwarder"). A vendor adapter implements this; a failure is
 * logged and never reaches the browser, and the stored copy stays.
 */
export interface AnalyticsForwarder {
  forward(events: readonly ForwardedEvent[]): Promise<void>;
}

export const noForwarder: AnalyticsForwarder = { forward: async () => undefined };

/** For development: each event as one log line, without the visitor's ids. */
export function loggingForwarder(log: FastifyBaseLogger): AnalyticsForwarder {
  return {
    forward: async (events) => {
      for (const { type, name, label, path, dimensions } of events) {
        log.info({ analytics: { type, name, label, path, dimensions } }, 'analytics event');
      }
    },
  };
}
