import type { z } from 'zod';

/** The card issuer settings: environment variables, read once at start (config.ts). */
export const cardIssuerSettingsShape = {};

// Becomes z.infer<z.ZodObject<typeof cardIssuerSettingsShape>> once the shape has fields.
type Parsed = object;

/** Rules across the card issuer settings (e.g. all or none); a production refusal lives in provider-modes.ts. */
export function checkCardIssuerSettings(_value: Parsed, _context: z.RefinementCtx): void {}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CardIssuerSettings {}

export function readCardIssuerSettings(_value: Parsed): CardIssuerSettings {
  return {};
}
