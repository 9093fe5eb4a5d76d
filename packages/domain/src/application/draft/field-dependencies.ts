import type { Draft, DraftPatch } from './draft-fields.js';
import { isOtherChoice } from './residence-statuses.js';

/**
 * product-rules#field-dependencies: a change that makes another field stale
 * resets it in the same save.
 * - A new workEmail is unverified: its verification flag resets to false.
 *   This wins over a flag sent in the same change, so a client cannot save a
 *   new address as already verified. Addresses are compared trimmed and
 *   without case (e-mail domains are case-insensitive and mail systems treat
 *   local parts so in practice): re-saving the same address keeps the flag.
 * - Picking a residence status or bank-linking exit reason other than
 *   'other' clears the matching free text.
 * Returns the change with its dependent resets added.
 */
export function withFieldDependencies(previous: Readonly<Draft>, change: Readonly<DraftPatch>): DraftPatch {
  const result: DraftPatch = { ...change };
  if ('workEmail' in change && normaliseEmail(change.workEmail) !== normaliseEmail(previous.workEmail)) {
    result.workEmailVerificationFlag = false;
  }
  if ('residenceStatusUS' in change && !isOtherChoice(change.residenceStatusUS)) {
    result.residenceStatusUSOther = null;
  }
  if ('plaidExitReason' in change && !isOtherChoice(change.plaidExitReason)) {
    result.plaidExitReasonOther = null;
  }
  return result;
}

function normaliseEmail(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}
