import { isDeepStrictEqual } from 'node:util';
import { evaluateAbilityToPay, type AtpInputs } from '@waypoint/domain/application/checks/atp-rule';
import { AppError } from '../../graphql/app-error.js';
import type { ApplicationDeps } from './application-deps.js';
import { latestAtpDecision, mergeServerFields, recordAtpDecision } from './application-repository.js';
import { draftOf } from './draft-codec.js';
import { loadApplication } from './draft-save-service.js';

/** Stores a check's result in the draft; server-owned, so no client save can set it. */
async function recordResult(
  deps: ApplicationDeps,
  applicationId: number,
  field: 'ATPApproval' | 'sentilinkApproval',
  value: boolean,
) {
  // No version bump: the client's next save must not conflict with a result it did not write,
  // and saves merge only their own keys, so this field cannot be lost.
  await mergeServerFields(deps.db, applicationId, { [field]: value });
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
  const latest = await loadApplication(deps, userId);
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
      await recordResult(deps, row.id, 'ATPApproval', decision.isApproved);
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

/** checkScore on the applicant's own application only; the result is stored as sentilinkApproval. */
export async function checkIdentityScore(deps: ApplicationDeps, userId: string, args: ScoreArgs): Promise<boolean> {
  const row = await loadApplication(deps, userId);
  // Another applicant's id gets the same answer as a missing one.
  if (!row || row.id !== args.applicationId) throw new AppError('APPLICATION_NOT_FOUND', 'No such application.', 404);
  if (row.status !== 'incomplete') {
    throw new AppError('APPLICATION_NOT_EDITABLE', `This application is ${row.status}.`, 409);
  }
  const draft = draftOf(row, deps);
  const approved = await deps.riskScore({
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
  });
  await recordResult(deps, row.id, 'sentilinkApproval', approved);
  return approved;
}
