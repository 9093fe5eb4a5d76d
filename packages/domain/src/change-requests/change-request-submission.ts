import { z } from 'zod';
import {
  changeRequestFieldSchemas,
  changeRequestFieldsOf,
  changeRequestFileTypeLabels,
  proofFileTypeOf,
  type ChangeRequestFileType,
  type ChangeRequestKind,
} from './change-request-kinds.js';

/** A change request's data as a submit sends it (product-rules#change-request-operations): name and value pairs. */
export interface ChangeRequestFieldPair {
  fieldName: string;
  fieldValue: string;
}

/** One problem with a submission, named by the field (or the document group) it is about. */
export interface ChangeRequestProblem {
  field: string;
  message: string;
}

/** A request may carry at most this many pairs: every field of every kind, once. */
export const MAX_CHANGE_REQUEST_FIELDS = Object.values(changeRequestFieldsOf).flat().length;

export const changeRequestMessages = {
  unknownField: (fieldName: string) => `${fieldName} is not a field of this change request`,
  repeatedField: (fieldName: string) => `${fieldName} is given more than once`,
  missingProof: (fileType: ChangeRequestFileType) =>
    `Please add at least one file to ${changeRequestFileTypeLabels[fileType].toLowerCase()}`,
  tooManyFields: `A change request takes at most ${MAX_CHANGE_REQUEST_FIELDS} fields`,
} as const;

export type ChangeRequestSubmission =
  | { ok: true; values: Partial<Record<ChangeRequestKind, Record<string, string>>> }
  | { ok: false; problems: ChangeRequestProblem[] };

/**
 * Checks a submission against its kinds (docs/product-rules.md#change-requests):
 * only the kinds' fields, each at most once, each valid by its schema, and
 * at least one file in each kind's document group. Every problem is reported,
 * so the form can show them all at once. Values come back normalised
 * (trimmed, ZIP with its hyphen, state upper-case); an optional field left
 * empty comes back as ''.
 */
export function checkChangeRequestSubmission(
  codes: readonly ChangeRequestKind[],
  pairs: readonly ChangeRequestFieldPair[],
  fileCounts: Readonly<Partial<Record<ChangeRequestFileType, number>>>,
  today: Date,
): ChangeRequestSubmission {
  if (pairs.length > MAX_CHANGE_REQUEST_FIELDS) {
    return { ok: false, problems: [{ field: 'data', message: changeRequestMessages.tooManyFields }] };
  }
  const problems: ChangeRequestProblem[] = [];
  const allowed = new Set(codes.flatMap((kind) => changeRequestFieldsOf[kind]));
  const given = new Map<string, string>();
  for (const { fieldName, fieldValue } of pairs) {
    if (!allowed.has(fieldName))
      problems.push({ field: fieldName, message: changeRequestMessages.unknownField(fieldName) });
    else if (given.has(fieldName))
      problems.push({ field: fieldName, message: changeRequestMessages.repeatedField(fieldName) });
    else given.set(fieldName, fieldValue);
  }
  const schemas = changeRequestFieldSchemas(today);
  const values: Partial<Record<ChangeRequestKind, Record<string, string>>> = {};
  for (const kind of codes) {
    const input = Object.fromEntries(changeRequestFieldsOf[kind].map((name) => [name, given.get(name)]));
    const parsed = z.object(schemas[kind]).safeParse(input);
    if (parsed.success) {
      values[kind] = Object.fromEntries(
        Object.entries(parsed.data as Record<string, unknown>).map(([name, value]) => [
          name,
          value == null ? '' : String(value),
        ]),
      );
    } else {
      for (const issue of parsed.error.issues)
        problems.push({ field: String(issue.path[0] ?? kind), message: issue.message });
    }
    const proof = proofFileTypeOf[kind];
    if ((fileCounts[proof] ?? 0) < 1)
      problems.push({ field: proof, message: changeRequestMessages.missingProof(proof) });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

/** The one-line form of a US address, as the account shows it (product-rules#user: currentAddress). */
export function formatUsAddress(address: {
  street: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}): string {
  return [address.street, address.street2, address.city, `${address.state} ${address.zip}`]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(', ');
}
