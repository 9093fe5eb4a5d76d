import { OpenFeature, type Hook } from '@openfeature/web-sdk';
import { trackEvent } from '../analytics/analytics-client';
import { loadFlagDefinitions } from './flag-definitions-cache';
import { FlagEventQueue } from './flag-event-queue';
import { LocalWebFlagProvider } from './local-web-provider';

export interface FlagReader {
  string(key: string, fallback: string): string;
}

// Each flag's variant is reported once per page load: a re-render is not a new exposure.
const reported = new Set<string>();
const queue = new FlagEventQueue((events) => {
  for (const event of events) trackEvent('flag_evaluation', `${event.flagKey}=${event.variant ?? 'default'}`);
});

const exposureHook: Hook = {
  after(hookContext, details) {
    const key = `${hookContext.flagKey}=${details.variant ?? 'default'}`;
    if (reported.has(key)) return;
    reported.add(key);
    queue.add({
      flagKey: hookContext.flagKey,
      variant: details.variant,
      reason: details.reason,
      occurredAt: new Date().toISOString(),
    });
  },
};

let started: Promise<void> | null = null;

/**
 * Starts the OpenFeature web client once per page load, keyed by the visit's
 * session id (product-rules#feature-flags), and re-keys it when the session changes.
 */
export async function startFlagClient(sessionId: string): Promise<FlagReader> {
  if (!started) {
    OpenFeature.addHooks(exposureHook);
    addEventListener('pagehide', () => queue.flush());
    started = OpenFeature.setContext({ targetingKey: sessionId }).then(() =>
      OpenFeature.setProviderAndWait(new LocalWebFlagProvider(() => loadFlagDefinitions())),
    );
  } else {
    await started;
    await OpenFeature.setContext({ targetingKey: sessionId });
  }
  await started;
  const client = OpenFeature.getClient();
  return { string: (key, fallback) => client.getStringValue(key, fallback) };
}
