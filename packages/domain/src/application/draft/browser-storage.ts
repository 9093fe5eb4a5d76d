import type { DraftFieldName } from './draft-fields.js';

/**
 * Draft fields never written to the browser's storage, not even for a
 * moment. The SSN and identification number are the fields the server
 * encrypts at rest and masks in every response (README "Configuration",
 * ENCRYPTION_KEY); the date of birth and income are sensitive personal data
 * in the same way. A reload loses them if they were typed but not saved, and
 * the wizard's status text says they are unsaved until then.
 */
export const fieldsNeverInBrowserStorage = [
  'ssn',
  'identificationNo',
  'dob',
  'income',
] as const satisfies readonly DraftFieldName[];

const neverStored: ReadonlySet<string> = new Set(fieldsNeverInBrowserStorage);

/** May a form answer for `field` be kept in the browser until it is saved? */
export function mayKeepInBrowser(field: string): boolean {
  return !neverStored.has(field);
}

/** The answers that may be kept in the browser: text values of fields not on the list above. */
export function browserStorableAnswers(values: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && mayKeepInBrowser(entry[0]),
    ),
  );
}
