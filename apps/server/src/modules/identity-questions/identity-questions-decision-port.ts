import type { Db } from '../../db/database.js';
import { failuresOf, latestFor } from './kba-repository.js';

/**
 * The identity questions of an application as the decision reads them
 * (decision 030), handed to it in the composition: whether one passed, the latest
 * result, and how many failed. Read on the caller's transaction.
 */
export async function identityQuestionsForDecision(db: Db, applicationId: number) {
  const pass = await latestFor(db, applicationId, 'passed');
  const latest = await latestFor(db, applicationId);
  return {
    passed: pass !== undefined,
    passedAt: pass?.updatedAt ?? null,
    latestResult: latest?.result ?? null,
    failures: await failuresOf(db, applicationId),
  };
}
