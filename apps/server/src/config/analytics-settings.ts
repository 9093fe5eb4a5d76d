import { z } from 'zod';
import { requireAllOrNone } from './settings-rules.js';

/**
 * The analytics forwarder settings (docs/decisions/043-analytics-forwarder.md):
 * Google Analytics 4's Measurement Protocol when the measurement id and API
 * secret are set, else development logs each event and other runs keep them
 * in the first-party store only. Read once at start (config.ts).
 */
export const ga4ProductionEndpoint = 'https://www.google-analytics.com';

export const analyticsSettingsShape = {
  // The web data stream's measurement id (G-…) and a Measurement Protocol API secret of that stream.
  GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'a GA4 measurement id (G-…)')
    .optional(),
  GA4_API_SECRET: z.string().min(8).max(200).optional(),
  // Where batches are posted; only a stand-in (apps/server/src/testing/stand-ins/ga4-stand-in.ts) changes it.
  GA4_ENDPOINT: z.url().optional(),
};

type Parsed = z.infer<z.ZodObject<typeof analyticsSettingsShape>>;

export const ga4CredentialKeys = ['GA4_MEASUREMENT_ID', 'GA4_API_SECRET'] as const;

/**
 * The id and the secret come together or not at all; an endpoint without them
 * would be silently ignored, so it is refused. Analytics is not a fail-closed
 * provider: the first-party store keeps the events whatever is set.
 */
export function checkAnalyticsSettings(value: Parsed, context: z.RefinementCtx): void {
  requireAllOrNone(value, ga4CredentialKeys, context, 'GA4_');
  if (value.GA4_ENDPOINT && !value.GA4_MEASUREMENT_ID && !value.GA4_API_SECRET)
    context.addIssue({
      code: 'custom',
      path: ['GA4_ENDPOINT'],
      message: 'needs GA4_MEASUREMENT_ID and GA4_API_SECRET (without them no event is sent anywhere)',
    });
}

/** Google Analytics 4: our stream and where its Measurement Protocol is. */
export interface Ga4Settings {
  measurementId: string;
  apiSecret: string;
  /** The origin, without a trailing slash (GA4_ENDPOINT, Google's unless set). */
  endpoint: string;
}

export interface AnalyticsSettings {
  /** Undefined: no analytics service; development logs events, other runs keep them only. */
  ga4: Ga4Settings | undefined;
}

export function readAnalyticsSettings(value: Parsed): AnalyticsSettings {
  const { GA4_MEASUREMENT_ID: measurementId, GA4_API_SECRET: apiSecret } = value;
  return {
    ga4:
      measurementId && apiSecret
        ? { measurementId, apiSecret, endpoint: (value.GA4_ENDPOINT ?? ga4ProductionEndpoint).replace(/\/+$/, '') }
        : undefined,
  };
}
