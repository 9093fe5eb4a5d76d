import { isDocumentType, type DocumentType } from '../documents/document-types.js';
import type { Draft } from './draft-fields.js';

/**
 * product-rules#draft-save-parsing. Forms send text; these rules turn it into the
 * draft's integers and booleans before validation, the same way on the web
 * (optimistic state) and on the server (what is stored).
 */

/** product-rules#draft-save-parsing: these arrive as text and are stored as integers. */
export const integerTextFields = [
  'income',
  'accommodationCost',
  'financialCommitments',
  'plaidExitPopupOpenedAt',
] as const satisfies readonly (keyof Draft)[];

/** product-rules#draft-save-parsing: these arrive as the text 'true' or 'false'. */
export const booleanTextFields = [
  'inUS',
  'permanentResident',
  'visaIsSupportingDocument',
] as const satisfies readonly (keyof Draft)[];

// Digits with an optional sign and fraction. Thousands separators, spaces and
// a leading dollar sign are dropped first: people type "$55,000".
const numericText = /^[+-]?\d+(\.\d+)?$/;

/**
 * An integer from text, or null when empty or not numeric (product-rules#draft-save-parsing). A
 * fraction is cut toward zero, as integer parsing does ("1200.75" -> 1200);
 * a value beyond the safe integer range is not a number we can store.
 */
export function parseIntegerText(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? safeInteger(Math.trunc(value)) : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.trim().replace(/^\$/, '').replace(/[,\s]/g, '');
  if (!numericText.test(cleaned)) return null;
  return safeInteger(Math.trunc(Number(cleaned)));
}

function safeInteger(value: number): number | null {
  if (!Number.isSafeInteger(value)) return null;
  // -0 from "-0.5" is stored as 0.
  return value === 0 ? 0 : value;
}

/** 'true' -> true, 'false' -> false, anything else -> null (product-rules#draft-save-parsing). Real booleans pass through. */
export function parseBooleanText(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** product-rules#draft-save-parsing: a document type must be a known product-rules#files key, else empty. */
export function parseDocumentType(value: unknown): DocumentType | '' {
  return isDocumentType(value) ? value : '';
}

type IntegerTextField = (typeof integerTextFields)[number];
type BooleanTextField = (typeof booleanTextFields)[number];

/** A save as it arrives: product-rules#draft-fields field names with any values. */
export type DraftSaveInput = Readonly<Partial<Record<keyof Draft, unknown>>>;

/** A save after product-rules#draft-save-parsing: the parsed fields typed, the rest still to be validated. */
export type ParsedDraftSave = Omit<
  Partial<Record<keyof Draft, unknown>>,
  IntegerTextField | BooleanTextField | 'IDDocType'
> & {
  [K in IntegerTextField]?: number | null;
} & { [K in BooleanTextField]?: boolean | null } & { IDDocType?: DocumentType | '' };

/**
 * Applies every product-rules#draft-save-parsing rule to the fields present in a save; fields
 * not sent stay absent (a save carries only what changed), and other fields
 * pass through for the step schemas to validate.
 */
export function parseDraftSave(input: DraftSaveInput): ParsedDraftSave {
  const parsed: Partial<Record<keyof Draft, unknown>> = { ...input };
  for (const field of integerTextFields) {
    if (field in input) parsed[field] = parseIntegerText(input[field]);
  }
  for (const field of booleanTextFields) {
    if (field in input) parsed[field] = parseBooleanText(input[field]);
  }
  if ('IDDocType' in input) parsed.IDDocType = parseDocumentType(input.IDDocType);
  // Every field the product-rules#draft-save-parsing rules name has just been converted, so the typed view is now true.
  return parsed as ParsedDraftSave;
}
