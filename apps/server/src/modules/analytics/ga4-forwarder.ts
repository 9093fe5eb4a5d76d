import type { Ga4Settings } from '../../config/analytics-settings.js';
import type { AnalyticsForwarder } from './analytics-forwarder.js';
import { ga4Bodies } from './ga4-payload.js';

export interface Ga4ForwarderOptions {
  /** The site's public origin: GA4 reads the page from a full page_location. */
  siteOrigin: string;
  /** One request's limit; a request that outlives it counts as failed and the job tries again. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Thrown for an answer other than 2xx or no answer in time: the events stay stored and are sent again. */
export class Ga4SendError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'GA4 did not answer in time' : `GA4 answered ${status}`);
    this.name = 'Ga4SendError';
  }
}

/**
 * Sends events with GA4's Measurement Protocol: POST {endpoint}/mp/collect
 * with the measurement id and API secret in the query (decision 043). GA4
 * answers 2xx to any well-formed request and reports no per-event errors,
 * so a 2xx is the acknowledgement; anything else is thrown.
 */
export function createGa4Forwarder(settings: Ga4Settings, options: Ga4ForwarderOptions): AnalyticsForwarder {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const url = new URL('/mp/collect', `${settings.endpoint}/`);
  url.searchParams.set('measurement_id', settings.measurementId);
  url.searchParams.set('api_secret', settings.apiSecret);
  return {
    async forward(events) {
      for (const body of ga4Bodies(events, options.siteOrigin)) {
        let status: number;
        try {
          const response = await send(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(timeoutMs),
          });
          await response.arrayBuffer().catch(() => undefined);
          status = response.status;
        } catch {
          // The message of a failed fetch may carry the URL, and with it the API secret: it is not kept.
          throw new Ga4SendError(null);
        }
        if (status < 200 || status >= 300) throw new Ga4SendError(status);
      }
    },
  };
}
