import { employmentQuestions, relocationQuestions } from '../schemas/applicable-fields.js';
import { isNo, isYes } from './draft-conditions.js';
import {
  addressFields,
  clientFields,
  employerAddressFields,
  employerFields,
  previousEmployerFields,
} from './draft-field-names.js';
import type { Draft, DraftFieldName, DraftPatch } from './draft-fields.js';
import { PERMANENT_RESIDENT_STATUS } from './residence-statuses.js';

/**
 * product-rules#review-cleanup: answers that no longer apply are
 * cleared (set to null) before the draft becomes an application, so the
 * application holds no stale answer from a branch the applicant left.
 */
export function reviewCleanup(draft: Readonly<Draft>): DraftPatch {
  const patch: DraftPatch = {};
  const clear = (fields: readonly DraftFieldName[]): void => {
    for (const field of fields) patch[field] = null;
  };

  // inUS Yes: there is no relocation ahead. inUS No: no US address or time in
  // the US yet, except the US address the card is mailed to when the
  // applicant chose home on the shipping step (a card needs an address).
  if (relocationQuestions(draft).expectedRelocationDate === 'notAsked') clear(['expectedRelocationDate']);
  if (isNo(draft.inUS)) clear([...(isYes(draft.shipToHome) ? [] : addressFields), 'timeInUS']);

  // Which employment questions no longer apply is employmentQuestions' rule,
  // the one the form and the step schema read.
  const employment = employmentQuestions(draft);
  // Retired or unemployed: no current employer. The employer's address goes
  // too (it exists to ship to work); verification results are provider
  // outcomes and are kept as recorded.
  if (employment.employerName === 'notAsked') clear([...employerFields, ...employerAddressFields]);
  if (employment.prevEmployerName === 'notAsked') clear(previousEmployerFields);
  // product-rules#review-cleanup: only an explicit no to "assigned at client location" clears the client.
  if (employment.clientName === 'notAsked') clear(clientFields);

  if (!isYes(draft.workEmailVerificationFlag)) clear(['workEmail']);

  if (isYes(draft.permanentResident)) {
    patch.residenceStatusUS = PERMANENT_RESIDENT_STATUS;
    patch.residenceStatusUSOther = null;
  }
  return patch;
}
