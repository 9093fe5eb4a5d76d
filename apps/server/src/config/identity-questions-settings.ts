import type { z } from 'zod';

/** The identity questions settings: environment variables, read once at start (config.ts). */
export const identityQuestionsSettingsShape = {};

// Becomes z.infer<z.ZodObject<typeof identityQuestionsSettingsShape>> once the shape has fields.
type Parsed = object;

/** Rules across the identity questions settings (e.g. all or none); a production refusal lives in provider-modes.ts. */
export function checkIdentityQuestionsSettings(_value: Parsed, _context: z.RefinementCtx): void {}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface IdentityQuestionsSettings {}

export function readIdentityQuestionsSettings(_value: Parsed): IdentityQuestionsSettings {
  return {};
}
