import { factDependencies, type StaleFact } from '@waypoint/domain/application/checks/check-dependencies';
import {
  checkLabels,
  missingChecksMessage,
  requiredChecks,
  type RequiredChecksReport,
  type VerificationState,
} from '@waypoint/domain/application/checks/required-checks';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { nextStep } from '@waypoint/domain/application/steps/next-step';
import { isReviewStep, trackOf, type StepName } from '@waypoint/domain/application/steps/step-names';
import { AppError } from '../../graphql/app-error.js';
import type { ApplicationDeps } from './application-deps.js';
import { staleFactsOf, staleSinceOf } from './stale-facts-repository.js';

/**
 * The server side of required-checks.ts (decision 018 (docs/decisions/018-checks-follow-the-answers.md) "Checks
 * follow the answers"): the report for an application's current answers,
 * with the results kept outside the draft (identity questions, documents).
 */
export async function requiredChecksOf(
  deps: ApplicationDeps & PendingStaleFacts,
  applicationId: number,
  draft: Readonly<Draft>,
): Promise<RequiredChecksReport | null> {
  const track = draft.stepName ? trackOf(draft.stepName) : 'entry';
  if (track === 'entry') return null;
  return requiredChecks(track, draft, { today: deps.now() }, await verificationStateOf(deps, applicationId));
}

/**
 * Facts a save in progress makes stale, not yet written: the save decides its step on them
 * before its write (the write is guarded by the version it read).
 */
export interface PendingStaleFacts {
  pendingStale?: { facts: readonly StaleFact[]; at: Date };
}

/** The results kept outside the draft, with their times and the facts gone stale (product-rules#check-dependencies). */
export async function verificationStateOf(
  deps: ApplicationDeps & PendingStaleFacts,
  applicationId: number,
): Promise<VerificationState> {
  const [passedAt, documents, recorded] = await Promise.all([
    deps.identityQuestionsPassedAt(applicationId),
    deps.passingDocuments(applicationId),
    staleFactsOf(deps.db, applicationId),
  ]);
  const pending = deps.pendingStale;
  const stale = pending
    ? [
        ...recorded.filter((row) => !pending.facts.some((fact) => fact.fact === row.fact)),
        ...pending.facts.map((fact) => ({ ...fact, staleSince: pending.at })),
      ]
    : recorded;
  return {
    identityQuestionsPassed: passedAt !== null,
    identityQuestionsPassedAt: passedAt,
    passingDocuments: documents.map((document) => document.type),
    passingDocumentsUploadedAt: Object.fromEntries(documents.map((document) => [document.type, document.uploadedAt])),
    staleSince: staleSinceOf(stale),
  };
}

/** The document types whose passing upload still speaks for the current answers. */
export async function currentPassingDocuments(
  deps: ApplicationDeps & PendingStaleFacts,
  applicationId: number,
  draft: Readonly<Draft>,
) {
  const report = await requiredChecksOf(deps, applicationId, draft);
  if (report) return report.currentEvidence.passingDocuments;
  return (await deps.passingDocuments(applicationId)).map((document) => document.type);
}

/** Before review: the checks whose step comes before review (documents come after it). */
function missingBeforeReview(report: RequiredChecksReport): RequiredChecksReport['missing'] {
  return report.missing.filter((check) => check !== 'documents');
}

function refusal(missing: RequiredChecksReport['missing'], incompleteSteps: readonly StepName[]): AppError {
  const fieldErrors = [
    ...missing.map((check) => ({ field: check, message: `Still needed: ${checkLabels[check]}.` })),
    ...incompleteSteps.map((step) => ({ field: step, message: `The answers on ${step} are not complete.` })),
  ];
  return new AppError('CHECKS_INCOMPLETE', missingChecksMessage({ missing, incompleteSteps }), 400, fieldErrors);
}

/**
 * Continue from a review step needs every check the answers call for before
 * review to be done: an edit at review cannot open a branch and skip its checks.
 */
export async function assertReadyToLeaveReview(
  deps: ApplicationDeps & PendingStaleFacts,
  applicationId: number,
  current: StepName,
  target: StepName,
  draft: Readonly<Draft>,
): Promise<void> {
  if (!isReviewStep(current) || target !== nextStep(current, draft, { today: deps.now() })) return;
  const report = await requiredChecksOf(deps, applicationId, draft);
  if (!report) return;
  const missing = missingBeforeReview(report);
  if (missing.length > 0 || report.incompleteSteps.length > 0) throw refusal(missing, report.incompleteSteps);
}

/** applicationSubmit: every check the current answers call for is done, documents included. */
export async function assertRequiredChecksDone(
  deps: ApplicationDeps,
  applicationId: number,
  draft: Readonly<Draft>,
): Promise<void> {
  const report = await requiredChecksOf(deps, applicationId, draft);
  if (!report) return;
  if (report.missing.length > 0 || report.incompleteSteps.length > 0) {
    throw refusal(report.missing, report.incompleteSteps);
  }
}

/**
 * An edit saved on a review step re-runs the engine: when the new answers
 * call for a step not done yet, the application moves to that step rather
 * than staying on review. Returns that step, or null to stay.
 */
export async function stepAfterReviewEdit(
  deps: ApplicationDeps & PendingStaleFacts,
  applicationId: number,
  draft: Readonly<Draft>,
): Promise<StepName | null> {
  const report = await requiredChecksOf(deps, applicationId, draft);
  return report?.resumeStep ?? null;
}

/**
 * What the wizard shows of the checks: those done on the current answers, and the stale ones
 * with what changed and what to do again (product-rules#check-dependencies).
 */
export async function checksOfCurrentAnswers(deps: ApplicationDeps, applicationId: number, draft: Readonly<Draft>) {
  const report = await requiredChecksOf(deps, applicationId, draft);
  if (!report) return { checksDone: [], checksToRedo: [] };
  const checksDone = report.checks.filter((outcome) => outcome.status === 'done').map((outcome) => outcome.check);
  const staleOutcomes = report.checks.filter((outcome) => outcome.status === 'stale');
  const stale = staleOutcomes.length > 0 ? await staleFactsOf(deps.db, applicationId) : [];
  const checksToRedo = staleOutcomes.map((outcome) => {
    const facts = outcome.staleFacts ?? [];
    const rows = stale.filter((row) => facts.includes(row.fact));
    const answers = rows.flatMap((row) => row.answers);
    const since = Math.max(...rows.map((row) => row.staleSince.getTime()));
    return {
      check: outcome.check,
      step: outcome.step,
      answers: [...new Set(answers)],
      redo: [...new Set(facts.map((fact) => factDependencies[fact].redo))],
      // Evidence counts only when it is newer than every change it rests on (evidenceIsCurrent).
      since: new Date(Number.isFinite(since) ? since : 0).toISOString(),
      documents: [...new Set(facts.flatMap((fact) => factDependencies[fact].documents))],
    };
  });
  return { checksDone, checksToRedo };
}
