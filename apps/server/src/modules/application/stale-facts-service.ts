import {
  factDependencies,
  factsMadeStale,
  type StaleFact,
  type VerifiedFact,
} from '@waypoint/domain/application/checks/check-dependencies';
import { employerVerifiedByWorkAddress, isYes } from '@waypoint/domain/application/draft/draft-conditions';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import type { ApplicationDeps } from './application-deps.js';

/** Whether the draft itself held a result for the fact before the change. */
const draftEvidence: Partial<Record<VerifiedFact, (draft: Readonly<Draft>) => boolean>> = {
  identityScore: (draft) => typeof draft.sentilinkApproval === 'boolean',
  bankLink: (draft) => isYes(draft.plaidConnectionStatus),
  employerByBank: (draft) => isYes(draft.employerVerifiedByPlaid),
  workEmailLink: (draft) => isYes(draft.employerVerified) || isYes(draft.workEmailVerificationFlag),
  workplaceAddress: (draft) => employerVerifiedByWorkAddress(draft),
  affordability: (draft) => typeof draft.ATPApproval === 'boolean',
};

/**
 * The facts a save makes stale (product-rules#check-dependencies): those resting on a changed
 * answer that had evidence before it. A fact never established is not called stale, so review
 * never says a check is asked "again" that was never done. The outside results (identity
 * questions, uploads) are read only when an answer they rest on changed.
 */
export async function staleFactsWithEvidence(
  deps: ApplicationDeps,
  applicationId: number,
  previous: Readonly<Draft>,
  next: Readonly<Draft>,
): Promise<StaleFact[]> {
  const changed = factsMadeStale(previous, next);
  if (changed.length === 0) return [];
  const outside = changed.some(({ fact }) => !draftEvidence[fact]);
  const [passedAt, documents] = outside
    ? await Promise.all([deps.identityQuestionsPassedAt(applicationId), deps.passingDocuments(applicationId)])
    : [null, []];
  const uploaded = new Set(documents.map((document) => document.type));
  return changed.filter(({ fact }) => {
    const inDraft = draftEvidence[fact];
    if (inDraft) return inDraft(previous);
    if (fact === 'identityQuestions') return passedAt !== null;
    return factDependencies[fact].documents.some((type) => uploaded.has(type));
  });
}
