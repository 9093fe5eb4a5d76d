import { evaluateAbilityToPay } from '@waypoint/domain/application/checks/atp-rule';
import { isDocumentType } from '@waypoint/domain/application/documents/document-types';
import { requiredDocuments } from '@waypoint/domain/application/documents/required-documents';
import { employerVerificationMethods } from '@waypoint/domain/application/draft/draft-choices';
import { employerCheckIsSkipped } from '@waypoint/domain/application/draft/draft-conditions';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { isStepName, trackOf } from '@waypoint/domain/application/steps/step-names';
import { ageInYears, parseIsoDate } from '@waypoint/domain/dates/utc-dates';
import type {
  DecisionCreditReport,
  DecisionDocument,
  DecisionInputs,
  DecisionTrack,
  IdentityQuestionsSummary,
} from '@waypoint/domain/decisions/decision-inputs';
import type { Db } from '../../db/database.js';
import type { DecisionFileFlags, DecisionsDeps, IdentityQuestionsRecord } from './decisions-deps.js';

/** Why no decision is made now; each is a state the next trigger may change. */
export type NotDecidable =
  /** Canceled, not yet submitted, or gone: only a submitted application is decided. */
  | 'notSubmitted'
  /** The draft's step names no track, so the rules that apply are unknown. */
  | 'noTrack'
  /** The hard inquiry has not answered yet: the decision waits for its trigger instead of guessing. */
  | 'creditReportPending';

export type GatheredInputs = { kind: 'ready'; inputs: DecisionInputs } | { kind: 'waiting'; why: NotDecidable };

// The stored snapshot is checked against decisionInputsSchema when re-run; its text fields are bounded there.
const maxTextLength = 500;

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, maxTextLength) : null);
const number = (value: unknown) => (typeof value === 'number' ? value : null);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : null);

function trackOfDraft(draft: Readonly<Draft>): DecisionTrack | null {
  if (!isStepName(draft.stepName)) return null;
  const track = trackOf(draft.stepName);
  return track === 'entry' ? null : track;
}

/**
 * Passed wins; a failure is reported even when a later try was left open,
 * since a submitted application's open try is abandoned; a try that timed out
 * unanswered counts as not asked.
 */
export function identityQuestionsSummaryOf(record: IdentityQuestionsRecord): IdentityQuestionsSummary {
  if (record.passed) return 'passed';
  if (record.failures > 0 || record.latestResult === 'failed') return 'failed';
  if (record.latestResult === 'questions' || record.latestResult === 'challenge') return 'inProgress';
  return 'notAsked';
}

/** Flags only, one per current file, in a stable order so the same files hash the same. */
function documentsOf(files: readonly DecisionFileFlags[]): DecisionDocument[] {
  return files
    .flatMap((file) =>
      isDocumentType(file.documentType)
        ? [
            {
              type: file.documentType,
              isRecognized: file.isRecognized,
              isValid: file.isValid,
              isDocumentExpired: file.isDocumentExpired,
              isDocumentMismatch: file.isDocumentMismatch,
            },
          ]
        : [],
    )
    .sort((a, b) => a.type.localeCompare(b.type));
}

function verificationMethodOf(value: unknown) {
  return employerVerificationMethods.find((method) => method === value) ?? null;
}

/** A pass from before the identity answers changed does not count (product-rules#check-dependencies). */
export function currentIdentityQuestions(
  record: IdentityQuestionsRecord,
  identityAnswersChangedAt: Date | null,
): IdentityQuestionsRecord {
  const stale = identityAnswersChangedAt && (!record.passedAt || record.passedAt <= identityAnswersChangedAt);
  return record.passed && stale ? { ...record, passed: false, passedAt: null } : record;
}

export interface DecisionSources {
  draft: Readonly<Draft>;
  files: readonly DecisionFileFlags[];
  identityQuestions: IdentityQuestionsRecord;
  creditReport: DecisionCreditReport;
  now: Date;
}

/**
 * The policy's inputs from what is on record. Only derived values enter the
 * snapshot: the age, not the date of birth; check flags, not files; no SSN.
 */
export function decisionInputsOf(track: DecisionTrack, sources: DecisionSources): DecisionInputs {
  const { draft, now } = sources;
  const dob = parseIsoDate(draft.dob);
  const amounts = {
    income: number(draft.income),
    accommodationCost: number(draft.accommodationCost),
    financialCommitments: number(draft.financialCommitments),
  };
  const atp = evaluateAbilityToPay(amounts);
  return {
    track,
    ageYears: dob ? ageInYears(dob, now) : null,
    residenceStatusUS: text(draft.residenceStatusUS),
    ...amounts,
    atp: { isApproved: atp.isApproved, reasons: atp.reasons, ruleVersion: atp.ruleVersion },
    // The risk score's reasons are not kept by the identity-score check; only its result is (product-rules#risk-score).
    identityRisk: { sentilinkApproval: flag(draft.sentilinkApproval), reasons: [] },
    identityQuestions: identityQuestionsSummaryOf(sources.identityQuestions),
    documents: {
      current: documentsOf(sources.files),
      // The young-professional track proves identity and income by its own checks, not the Documents step.
      required: track === 'youngProfessional' ? [] : requiredDocuments(draft),
    },
    bankLink: {
      plaidConnectionStatus: flag(draft.plaidConnectionStatus),
      employerVerifiedByPlaid: flag(draft.employerVerifiedByPlaid),
    },
    employer: {
      checkRequired: track === 'youngProfessional' && !employerCheckIsSkipped(draft),
      employerVerified: flag(draft.employerVerified),
      employerVerificationMethod: verificationMethodOf(draft.employerVerificationMethod),
    },
    creditReport: {
      status: sources.creditReport.status,
      file: sources.creditReport.status === 'completed' ? sources.creditReport.file : null,
    },
  };
}

/** Reads every source on `db` (the decision's transaction) and builds the inputs, or says why not now. */
export async function gatherDecisionInputs(
  deps: DecisionsDeps,
  db: Db,
  applicationId: number,
): Promise<GatheredInputs> {
  const application = await deps.applicationOf(db, applicationId);
  if (application?.status !== 'submitted') return { kind: 'waiting', why: 'notSubmitted' };
  const track = trackOfDraft(application.draft);
  if (!track) return { kind: 'waiting', why: 'noTrack' };
  const creditReport = await deps.creditReportOf(db, applicationId);
  // Every submit records its hard inquiry in the same transaction; none yet is as good as pending.
  if (!creditReport || creditReport.status === 'pending') return { kind: 'waiting', why: 'creditReportPending' };
  const inputs = decisionInputsOf(track, {
    draft: application.draft,
    files: await deps.currentFilesOf(db, applicationId),
    identityQuestions: currentIdentityQuestions(
      await deps.identityQuestionsOf(db, applicationId),
      application.identityAnswersChangedAt,
    ),
    creditReport,
    now: deps.now(),
  });
  return { kind: 'ready', inputs };
}
