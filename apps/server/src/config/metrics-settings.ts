import type { z } from 'zod';

/** The metrics endpoint settings: environment variables, read once at start (config.ts). */
export const metricsSettingsShape = {};

// Becomes z.infer<z.ZodObject<typeof metricsSettingsShape>> once the shape has fields.
type Parsed = object;

/** Rules across the metrics endpoint settings (e.g. all or none); a production refusal lives in provider-modes.ts. */
export function checkMetricsSettings(_value: Parsed, _context: z.RefinementCtx): void {}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MetricsSettings {}

export function readMetricsSettings(_value: Parsed): MetricsSettings {
  return {};
}
