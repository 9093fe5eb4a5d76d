import {
  factDependencies,
  factsMadeStale,
  type StaleFact,
  type VerifiedFact,
} from '@waypoint/domain/application/checks/check-dependencies';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
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

/** The draft's flag that says a file of the type is on record (document-flags.ts keeps it true while one is). */
const uploadedFlag: Partial<Record<DocumentType, keyof Draft>> = {
  passport: 'passportUploaded',
  visa: 'visaUploaded',
  supportingDocument: 'supportingDocumentUploaded',
  greenCard: 'greenCardUploaded',
  proofOfIncome: 'proofOfIncomeUploaded',
  proofOfResidence: 'proofOfResidenceUploaded',
};

/** Whether an upload of the type may be on record: a flagged type by its flag, any other type always. */
function mayHoldUpload(draft: Readonly<Draft>, type: DocumentType): boolean {
  const flag = uploadedFlag[type];
  return flag === undefined || isYes(draft[flag]);
}

/**
 * The facts a save makes stale (product-rules#check-dependencies): those resting on a changed
 * answer that had evidence before it. A fact never established is not called stale, so review
 * never says a check is asked "again" that was never done. The outside results are read only
 * when an answer they rest on changed: the identity questions for their own answers, the uploads
 * only when one of the fact's types may be on record, so an ordinary save stays one statement.
 */
export async function staleFactsWithEvidence(
  deps: ApplicationDeps,
  applicationId: number,
  previous: Readonly<Draft>,
  next: Readonly<Draft>,
  beforeReading: () => void = () => undefined,
): Promise<StaleFact[]> {
  const changed = factsMadeStale(previous, next);
  if (changed.length === 0) return [];
  const askQuestions = changed.some(({ fact }) => fact === 'identityQuestions');
  const askUploads = changed.some(({ fact }) =>
    factDependencies[fact].documents.some((type) => mayHoldUpload(previous, type)),
  );
  // The one-statement save (decision 092) reads nothing before its session is checked.
  if (askQuestions || askUploads) beforeReading();
  const [passedAt, documents] = await Promise.all([
    askQuestions ? deps.identityQuestionsPassedAt(applicationId) : null,
    askUploads ? deps.passingDocuments(applicationId) : [],
  ]);
  const uploaded = new Set(documents.map((document) => document.type));
  return changed.filter(({ fact }) => {
    const inDraft = draftEvidence[fact];
    if (inDraft) return inDraft(previous);
    if (fact === 'identityQuestions') return passedAt !== null;
    return factDependencies[fact].documents.some((type) => uploaded.has(type));
  });
}
