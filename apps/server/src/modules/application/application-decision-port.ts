import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import type { Db } from '../../db/database.js';
import { findApplicationById } from './application-repository.js';
import { staleFactsOf } from './stale-facts-repository.js';

/**
 * What the decision may know of an application (decision 030), handed to it
 * in the composition: its status and its answers as stored, which hold neither the SSN
 * nor the identification number (they are encrypted in their own columns and
 * never leave here for a decision). Read on the caller's transaction.
 */
export async function applicationForDecision(db: Db, applicationId: number) {
  const row = await findApplicationById(db, applicationId);
  if (!row) return null;
  const { ssn: _ssn, identificationNo: _identificationNo, ...draft } = row.draft as Draft;
  // An identity-questions pass from before the identity answers changed is not a pass (product-rules#check-dependencies).
  const identityStale = (await staleFactsOf(db, applicationId)).find((fact) => fact.fact === 'identityQuestions');
  return {
    status: row.status,
    draft: draft as Readonly<Draft>,
    identityAnswersChangedAt: identityStale?.staleSince ?? null,
  };
}
