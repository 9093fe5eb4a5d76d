import { logIntakePath } from '@waypoint/domain/monitoring/monitoring-limits';
import type { LogTransport } from './log-shipper';

/**
 * Posts a batch to the first-party intake. When the page is going away,
 * `sendBeacon` outlives it; where the beacon is missing or refused, a
 * keepalive fetch does the same. A refused batch rejects, and the shipper
 * drops it: logs are worth less than the page's own requests.
 */
export function browserLogTransport(url: string = logIntakePath): LogTransport {
  return async (body, { unload }) => {
    if (unload && typeof navigator.sendBeacon === 'function') {
      try {
        if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
      } catch {
        // Some browsers refuse a JSON beacon; the keepalive fetch below still goes.
      }
    }
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: unload,
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`log intake answered ${response.status}`);
  };
}
