import type { z } from 'zod';

/** The identity risk score settings: environment variables, read once at start (config.ts). */
export const riskScoreSettingsShape = {};

// Becomes z.infer<z.ZodObject<typeof riskScoreSettingsShape>> once the shape has fields.
type Parsed = object;

/** Rules across the identity risk score settings (e.g. all or none); a production refusal lives in provider-modes.ts. */
export function checkRiskScoreSettings(_value: Parsed, _context: z.RefinementCtx): void {}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RiskScoreSettings {}

export function readRiskScoreSettings(_value: Parsed): RiskScoreSettings {
  return {};
}
