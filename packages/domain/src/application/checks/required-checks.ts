import { employerWebsitePassesCheck } from '../../employer-verification/employer-lookup.js';
import { identityDocumentTypes, type DocumentType } from '../documents/document-types.js';
import { missingDocuments, requiredDocuments } from '../documents/required-documents.js';
import {
  employerVerifiedByWorkAddress,
  hasSpecialTreatment,
  identityCheckFailedWithActions,
  isEmployed,
  isYes,
  type StepContext,
} from '../draft/draft-conditions.js';
import type { Draft } from '../draft/draft-fields.js';
import { employerVerificationSchema } from '../schemas/employment-step-schemas.js';
import { stepSchema } from '../schemas/step-schemas.js';
import { enginePath } from '../steps/engine-path.js';
import { ypValidationSteps } from '../steps/next-step.js';
import { type StepName, type Track } from '../steps/step-names.js';
import type { ApplicationCheck } from './application-checks.js';
import { evaluateAbilityToPay } from './atp-rule.js';
import {
  evidenceIsCurrent,
  factDependencies,
  staleFactsOf,
  verifiedFacts,
  type StaleSince,
  type VerifiedFact,
} from './check-dependencies.js';

/**
 * Which checks the current answers require, and which of them are not done.
 * The engine (next-step.ts) decides the way through a track from the draft;
 * an answer changed at review can open a branch whose checks were never run
 * (a declined affordability check turned into an approval skips income
 * validation, the employer check and the identity questions). This report
 * walks the engine's path for the answers as they are now, so the server can
 * refuse to move on or submit with a check missing, and the wizard can take
 * the applicant to the first step that still needs doing. decision 018 (docs/decisions/018-checks-follow-the-answers.md)
 * states the rule; required-checks.test.ts has a row per branch.
 */

export { applicationChecks, type ApplicationCheck } from './application-checks.js';

/** Why a check does not apply to these answers. */
export type SkipReason =
  | 'noSsn'
  | 'identityScoreDeclined'
  | 'affordabilityDeclined'
  | 'notEmployed'
  | 'employerVerifiedByBank'
  | 'employerWebsiteRecognised'
  | 'specialTreatment';

/** What the server knows besides the draft: results kept outside it. */
export interface VerificationState {
  identityQuestionsPassed: boolean;
  /** When they passed; a pass from before an answer it rests on changed does not count (check-dependencies.ts). */
  identityQuestionsPassedAt?: Date | null;
  /** Document types with a current file that passed its check. */
  passingDocuments: readonly DocumentType[];
  /** When each passing document was uploaded; an upload older than its fact's staleness does not count. */
  passingDocumentsUploadedAt?: Partial<Record<DocumentType, Date>>;
  /** Facts made stale by a changed answer, since when (check-dependencies.ts). */
  staleSince?: StaleSince;
}

export interface CheckOutcome {
  check: ApplicationCheck;
  /** 'stale': it was done, then an answer it rests on changed; it counts as missing. */
  status: 'done' | 'missing' | 'stale' | 'skipped';
  /** The step where the applicant does the check. */
  step: StepName;
  reason?: SkipReason;
  /** For a stale check: the facts to establish again. */
  staleFacts?: VerifiedFact[];
}

export interface RequiredChecksReport {
  /** The steps the current answers lead through, from the track's first step to its review. */
  path: StepName[];
  checks: CheckOutcome[];
  missing: ApplicationCheck[];
  /** Answer steps on the path whose answers are not complete for their schema. */
  incompleteSteps: StepName[];
  missingDocuments: DocumentType[];
  /** The first step before review that still needs doing; null when review may go on. */
  resumeStep: StepName | null;
  /** The evidence that still speaks for the current answers (stale passes dropped). */
  currentEvidence: Pick<VerificationState, 'identityQuestionsPassed' | 'passingDocuments'>;
}

export const checkLabels: Readonly<Record<ApplicationCheck, string>> = {
  identityScore: 'the automatic identity check on your details',
  affordability: 'the affordability check on your income and costs',
  incomeValidation: 'confirming your income (link your bank or upload a proof of income)',
  employerVerification: 'confirming your employer',
  identityConfirmation: 'confirming your identity (the identity questions or an ID document)',
  documents: 'your documents',
};

export const skipReasonLabels: Readonly<Record<SkipReason, string>> = {
  noSsn: 'you have not given an SSN',
  identityScoreDeclined:
    'the automatic identity check did not pass and asked for a person to look, so our team will review your application by hand',
  affordabilityDeclined:
    'the automatic affordability check did not pass, so our team will review your application by hand',
  notEmployed: 'you are not employed',
  employerVerifiedByBank: 'your bank confirmed your employer',
  employerWebsiteRecognised: 'we recognized your employer’s website',
  specialTreatment: 'your application has a partner arrangement',
};

/** The checks each track can ask for, in the order its steps ask for them. */
const trackChecks: Readonly<Record<Exclude<Track, 'entry'>, readonly ApplicationCheck[]>> = {
  nonUsExpat: ['identityScore', 'documents'],
  usExpat: ['identityScore', 'documents'],
  youngProfessional: [
    'identityScore',
    'affordability',
    'incomeValidation',
    'employerVerification',
    'identityConfirmation',
  ],
};

/** Check steps are judged by their check, not by an answer schema. */
const checkSteps: ReadonlySet<StepName> = new Set<StepName>([
  ...ypValidationSteps,
  'YP_Employer_Verification',
  'YP_WorkEmail_Sent',
  'YP_Employment_Verified',
  'YP_Identity_Verification',
  'YP_Identity_Verification_Uploader',
]);

const identificationStep: Readonly<Record<Exclude<Track, 'entry'>, StepName>> = {
  nonUsExpat: 'NonUS_Expat_Identification',
  usExpat: 'US_Expat_Identification',
  youngProfessional: 'YP_Identification',
};

/** product-rules#identity-score-for-every-ssn: the identity risk score runs for every applicant who gave an SSN. */
function identityScoreOutcome(track: Exclude<Track, 'entry'>, draft: Readonly<Draft>): CheckOutcome {
  const step = identificationStep[track];
  if (!draft.ssn) return { check: 'identityScore', step, status: 'skipped', reason: 'noSsn' };
  return { check: 'identityScore', step, status: typeof draft.sentilinkApproval === 'boolean' ? 'done' : 'missing' };
}

/** The evidence that still speaks for the answers: passes older than a change of what they rest on are dropped. */
function currentEvidence(verification: VerificationState): VerificationState {
  const stale = verification.staleSince ?? {};
  if (verifiedFacts.every((fact) => !stale[fact])) return verification;
  const questionsCurrent =
    verification.identityQuestionsPassed &&
    (!stale.identityQuestions || evidenceIsCurrent('identityQuestions', verification.identityQuestionsPassedAt, stale));
  const uploadedAt = verification.passingDocumentsUploadedAt ?? {};
  const documentCurrent = (type: DocumentType) =>
    verifiedFacts.every(
      (fact) =>
        !stale[fact] ||
        !factDependencies[fact].documents.includes(type) ||
        evidenceIsCurrent(fact, uploadedAt[type], stale),
    );
  return {
    ...verification,
    identityQuestionsPassed: questionsCurrent,
    passingDocuments: verification.passingDocuments.filter(documentCurrent),
  };
}

/** A missing check some of whose facts went stale is reported as stale, naming them. */
function markStale(outcome: CheckOutcome, stale: StaleSince): CheckOutcome {
  if (outcome.status !== 'missing') return outcome;
  const facts = staleFactsOf(outcome.check, stale);
  return facts.length > 0 ? { ...outcome, status: 'stale', staleFacts: facts } : outcome;
}

function employerSkipReason(draft: Readonly<Draft>): SkipReason | null {
  if (!isEmployed(draft)) return 'notEmployed';
  if (isYes(draft.employerVerifiedByPlaid)) return 'employerVerifiedByBank';
  if (employerWebsitePassesCheck(draft.employerWebsite ?? '')) return 'employerWebsiteRecognised';
  if (hasSpecialTreatment(draft)) return 'specialTreatment';
  return null;
}

function affordabilityDone(draft: Readonly<Draft>): boolean {
  if (typeof draft.ATPApproval !== 'boolean') return false;
  // The recorded decision counts only if it is the decision for the answers as they are now.
  const decision = evaluateAbilityToPay({
    income: draft.income ?? 0,
    accommodationCost: draft.accommodationCost ?? 0,
    financialCommitments: draft.financialCommitments ?? 0,
  });
  return decision.isApproved === draft.ATPApproval;
}

function employerDone(draft: Readonly<Draft>): boolean {
  if (isYes(draft.employerVerified)) return true;
  return employerVerifiedByWorkAddress(draft) && employerVerificationSchema.safeParse(draft).success;
}

function ypChecks(draft: Readonly<Draft>, verification: VerificationState, path: readonly StepName[]): CheckOutcome[] {
  const passing = new Set(verification.passingDocuments);
  const outcome = (check: ApplicationCheck, step: StepName, done: boolean): CheckOutcome => ({
    check,
    step,
    status: done ? 'done' : 'missing',
  });
  const skipped = (check: ApplicationCheck, step: StepName, reason: SkipReason): CheckOutcome => ({
    check,
    step,
    status: 'skipped',
    reason,
  });
  const validationStep = path.find((step) => (ypValidationSteps as readonly StepName[]).includes(step));
  const identityDone = verification.identityQuestionsPassed || identityDocumentTypes.some((type) => passing.has(type));
  if (identityCheckFailedWithActions(draft)) {
    const reason = 'identityScoreDeclined';
    return [
      skipped('affordability', 'YP_Financial_Info', reason),
      skipped('incomeValidation', 'YP_Financial_Validation', reason),
      skipped('employerVerification', 'YP_Employer_Verification', reason),
      skipped('identityConfirmation', 'YP_Identity_Verification', reason),
    ];
  }
  const affordability = outcome('affordability', 'YP_Financial_Info', affordabilityDone(draft));
  if (!validationStep) {
    // The path went from Financial_Info straight to review: affordability was declined.
    const reason = 'affordabilityDeclined';
    return [
      affordability,
      skipped('incomeValidation', 'YP_Financial_Validation', reason),
      skipped('employerVerification', 'YP_Employer_Verification', reason),
      skipped('identityConfirmation', 'YP_Identity_Verification', reason),
    ];
  }
  const incomeDone = isYes(draft.plaidConnectionStatus) || passing.has('proofOfIncome');
  const employerReason = employerSkipReason(draft);
  return [
    affordability,
    outcome('incomeValidation', validationStep, incomeDone),
    employerReason
      ? skipped('employerVerification', 'YP_Employer_Verification', employerReason)
      : outcome('employerVerification', 'YP_Employer_Verification', employerDone(draft)),
    outcome('identityConfirmation', 'YP_Identity_Verification', identityDone),
  ];
}

function documentsStep(track: 'nonUsExpat' | 'usExpat'): StepName {
  return track === 'nonUsExpat' ? 'NonUS_Expat_Documents' : 'US_Expat_Documents';
}

/** The report for a track's current answers and verification results. */
export function requiredChecks(
  track: Exclude<Track, 'entry'>,
  draft: Readonly<Draft>,
  context: StepContext,
  verification: VerificationState,
): RequiredChecksReport {
  const path = enginePath(track, draft, context);
  const incompleteSteps = path.filter(
    (step) => !checkSteps.has(step) && !stepSchema(step, { today: context.today }).safeParse(draft).success,
  );
  const evidence = currentEvidence(verification);
  let trackOutcomes: CheckOutcome[];
  let absentDocuments: DocumentType[] = [];
  if (track === 'youngProfessional') {
    trackOutcomes = ypChecks(draft, evidence, path);
  } else {
    absentDocuments = missingDocuments(requiredDocuments(draft), evidence.passingDocuments);
    trackOutcomes = [
      { check: 'documents', step: documentsStep(track), status: absentDocuments.length ? 'missing' : 'done' },
    ];
  }
  const stale = verification.staleSince ?? {};
  const checks = [identityScoreOutcome(track, draft), ...trackOutcomes].map((outcome) => markStale(outcome, stale));
  const ordered = trackChecks[track];
  const isOpen = (check: CheckOutcome) => check.status === 'missing' || check.status === 'stale';
  const missing = checks.filter(isOpen).map((check) => check.check);
  const firstMissingStep = checks.find((check) => isOpen(check) && path.includes(check.step))?.step;
  const resumeStep = path.find((step) => incompleteSteps.includes(step) || step === firstMissingStep) ?? null;
  return {
    path,
    checks,
    missing: ordered.filter((check) => missing.includes(check)),
    incompleteSteps,
    missingDocuments: absentDocuments,
    resumeStep,
    currentEvidence: {
      identityQuestionsPassed: evidence.identityQuestionsPassed,
      passingDocuments: evidence.passingDocuments,
    },
  };
}

/** Names the missing checks and incomplete steps in one sentence, for the refusal. */
export function missingChecksMessage(report: {
  missing: readonly ApplicationCheck[];
  incompleteSteps: readonly StepName[];
}): string {
  const parts = [
    ...report.missing.map((check) => checkLabels[check]),
    ...report.incompleteSteps.map((step) => `the answers on ${step}`),
  ];
  return `Your application still needs: ${parts.join('; ')}.`;
}
