import type { CollectorBatch, CollectorEvent } from '@waypoint/domain/analytics/collector-batch';

export type Transport = (batch: CollectorBatch, leaving: boolean) => void;

export interface QueueOptions {
  transport: Transport;
  /** Sends as soon as this many events wait (the collector takes up to 25). */
  maxBatch?: number;
  /** Otherwise waits this long for more, so one navigation's events travel together. */
  delayMs?: number;
  /** The page-readable session hash at send time, so the server can attach the user. */
  sessionHash?: () => string | undefined;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

/**
 * Holds analytics events and sends them in batches: when `maxBatch` wait,
 * after `delayMs`, or at once when the page is left. A landing address (a
 * visit that arrived with tracking parameters) rides the next batch.
 */
export function createAnalyticsQueue(options: QueueOptions) {
  const maxBatch = options.maxBatch ?? 10;
  const delayMs = options.delayMs ?? 2000;
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let events: CollectorEvent[] = [];
  let landing: string | undefined;
  let timer: unknown;

  const flush = (leaving = false) => {
    if (timer !== undefined) cancel(timer);
    timer = undefined;
    while (events.length > 0 || landing !== undefined) {
      const batch: CollectorBatch = { events: events.slice(0, maxBatch) };
      events = events.slice(maxBatch);
      if (landing !== undefined) batch.landing = landing;
      landing = undefined;
      const sessionHash = options.sessionHash?.();
      if (sessionHash) batch.sessionHash = sessionHash;
      options.transport(batch, leaving);
    }
  };

  const later = () => {
    if (events.length >= maxBatch) flush();
    else timer ??= schedule(() => flush(), delayMs);
  };

  return {
    add(event: CollectorEvent) {
      events.push(event);
      later();
    },
    land(address: string) {
      landing ??= address;
      later();
    },
    flush,
    pending: () => events.length,
  };
}
