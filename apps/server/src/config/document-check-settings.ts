import type { z } from 'zod';

/** The document check settings: environment variables, read once at start (config.ts). */
export const documentCheckSettingsShape = {};

// Becomes z.infer<z.ZodObject<typeof documentCheckSettingsShape>> once the shape has fields.
type Parsed = object;

/** Rules across the document check settings (e.g. all or none); a production refusal lives in provider-modes.ts. */
export function checkDocumentCheckSettings(_value: Parsed, _context: z.RefinementCtx): void {}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DocumentCheckSettings {}

export function readDocumentCheckSettings(_value: Parsed): DocumentCheckSettings {
  return {};
}
