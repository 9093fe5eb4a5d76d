import { isDeepStrictEqual } from 'node:util';
import { evaluateAbilityToPay, type AtpInputs } from '@waypoint/domain/application/checks/atp-rule';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { AppError } from '../../graphql/app-error.js';
import type { ApplicationDeps } from './application-deps.js';
import {
  findApplicationOfUser,
  latestAtpDecision,
  mergeServerFields,
  recordAtpDecision,
} from './application-repository.js';
import { draftOf, type ApplicationRow } from './draft-codec.js';

type CheckResultFields = Partial<Record<'ATPApproval' | 'sentilinkApproval' | 'identityActionsFlagged', boolean>>;

/** Stores a check's result in the draft; server-owned, so no client save can set it. */
async function recordResult(deps: ApplicationDeps, applicationId: number, fields: CheckResultFields) {
  // No version bump: the client's next save must not conflict with a result it did not write,
  // and saves merge only their own keys, so this field cannot be lost.
  await mergeServerFields(deps.db, applicationId, fields);
}

/**
 * calculateATPApproval (product-rules#atp-check: missing values count as 0; product-rules#check-failures: a
 * failure of the check counts as approved). Each decision is kept with its
 * inputs and rule version.
 */
export async function calculateAtpApproval(
  deps: ApplicationDeps,
  userId: string,
  inputs: AtpInputs,
  log: (error: unknown) => void,
) {
  const latest = await findApplicationOfUser(deps.db, userId);
  // Only an application still being filled in takes a result: a submitted or closed one keeps what it had.
  const row = latest?.status === 'incomplete' ? latest : undefined;
  const normalised = {
    income: inputs.income ?? 0,
    accommodationCost: inputs.accommodationCost ?? 0,
    financialCommitments: inputs.financialCommitments ?? 0,
    residenceType: inputs.residenceType ?? null,
  };
  try {
    const decision = evaluateAbilityToPay(normalised);
    if (row) {
      // A repeat of the latest decision (same inputs, same rule) is that decision: no new row,
      // so calling the check again and again does not grow the table.
      const latest = await latestAtpDecision(deps.db, row.id);
      const repeat = latest?.ruleVersion === decision.ruleVersion && isDeepStrictEqual(latest.inputs, normalised);
      if (!repeat) {
        await recordAtpDecision(deps.db, {
          applicationId: row.id,
          ruleVersion: decision.ruleVersion,
          inputs: normalised,
          isApproved: decision.isApproved,
          reasons: decision.reasons,
        });
      }
      await recordResult(deps, row.id, { ATPApproval: decision.isApproved });
    }
    return { isApproved: decision.isApproved };
  } catch (error) {
    log(error);
    return { isApproved: true };
  }
}

export interface ScoreArgs {
  applicationId: number;
  createdAt?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  dob?: string | null;
  ssn?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  state?: string | null;
}

/** The score's input from the draft and the account's name; a value given by the caller wins. */
function scoreInput(row: ApplicationRow, draft: Draft, args: Partial<ScoreArgs>) {
  return {
    applicationId: row.id,
    createdAt: args.createdAt ?? row.createdAt.toISOString(),
    firstName: args.firstName ?? '',
    lastName: args.lastName ?? '',
    dob: args.dob ?? draft.dob ?? '',
    ssn: args.ssn ?? draft.ssn ?? '',
    street: args.street ?? draft.street ?? '',
    zip: args.zip ?? draft.zip ?? '',
    city: args.city ?? draft.city ?? '',
    state: args.state ?? draft.state ?? '',
  };
}

/**
 * checkScore on the applicant's own application only; the result is stored as sentilinkApproval, with
 * identityActionsFlagged (product-rules#identity-actions-flagged).
 */
export async function checkIdentityScore(deps: ApplicationDeps, userId: string, args: ScoreArgs): Promise<boolean> {
  const row = await findApplicationOfUser(deps.db, userId);
  // Another applicant's id gets the same answer as a missing one.
  if (!row || row.id !== args.applicationId) throw new AppError('APPLICATION_NOT_FOUND', 'No such application.', 404);
  if (row.status !== 'incomplete') {
    throw new AppError('APPLICATION_NOT_EDITABLE', `This application is ${row.status}.`, 409);
  }
  const result = await deps.riskScore(scoreInput(row, draftOf(row, deps), args));
  await recordResult(deps, row.id, {
    sentilinkApproval: result.approved,
    identityActionsFlagged: result.actionsFlagged,
  });
  return result.approved;
}

/**
 * product-rules#identity-score-for-every-ssn: leaving an identification step with an SSN and no
 * score on the current answers runs the score here, whatever the client called before. Returns the
 * fields to merge into the draft being saved, or nothing to change.
 */
export async function identityScoreOnLeaving(
  deps: ApplicationDeps,
  row: ApplicationRow,
  draft: Draft,
  names: { firstName: string; lastName: string },
): Promise<CheckResultFields> {
  if (!draft.ssn || typeof draft.sentilinkApproval === 'boolean') return {};
  const result = await deps.riskScore(scoreInput(row, draft, names));
  return { sentilinkApproval: result.approved, identityActionsFlagged: result.actionsFlagged };
}
