import type { z } from 'zod';

/** The analytics forwarder settings: environment variables, read once at start (config.ts). */
export const analyticsSettingsShape = {};

// Becomes z.infer<z.ZodObject<typeof analyticsSettingsShape>> once the shape has fields.
type Parsed = object;

/** Rules across the analytics forwarder settings (e.g. all or none); a production refusal lives in provider-modes.ts. */
export function checkAnalyticsSettings(_value: Parsed, _context: z.RefinementCtx): void {}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AnalyticsSettings {}

export function readAnalyticsSettings(_value: Parsed): AnalyticsSettings {
  return {};
}
