import { z } from 'zod';

/**
 * The metrics endpoint settings (docs/operations.md "Metrics and alerts"): environment
 * variables, read once at start (config.ts). Neither set: /metrics answers loopback
 * callers outside production and nobody in production.
 */
export const metricsSettingsShape = {
  // Long enough that guessing it is hopeless; compared in constant time (platform/metrics/metrics-access.ts).
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
};

type Parsed = z.infer<z.ZodObject<typeof metricsSettingsShape>> & { PORT: number };

/** Rules across the metrics endpoint settings; a production refusal lives in provider-modes.ts. */
export function checkMetricsSettings(value: Parsed, context: z.RefinementCtx): void {
  if (value.METRICS_PORT !== undefined && value.METRICS_PORT === value.PORT)
    context.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
}

export interface MetricsSettings {
  /** A bearer token every /metrics request must carry, wherever it is served. */
  token: string | undefined;
  /** A port of its own for /metrics (on HOST), kept off the public listener. */
  port: number | undefined;
}

export function readMetricsSettings(value: Parsed): MetricsSettings {
  return { token: value.METRICS_TOKEN, port: value.METRICS_PORT };
}
