import {
  requiredChecks,
  skipReasonLabels,
  type ApplicationCheck,
  type CheckOutcome,
} from '@waypoint/domain/application/checks/required-checks';
import type { StepContext } from '@waypoint/domain/application/draft/draft-conditions';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import type { ApplicationCache } from '../api/application-cache';
import { asDraft } from '../state/draft-answers';
import type { ReviewRow } from './review-groups';

type Draft = Readonly<ApplicationCache>;

export interface ReviewChecks {
  /** The answer steps the engine's path went through; a review group of another step was not asked. */
  path: readonly StepName[];
  /** Why the questions of a step off the path were not asked; null when every step was. */
  notAskedBecause: string | null;
  /** The YP verification rows: what was confirmed, or skipped and why. Empty on the other tracks. */
  rows: ReviewRow[];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function incomeValue(draft: Draft, outcome: CheckOutcome): string {
  if (outcome.status === 'skipped') return '';
  if (draft.plaidConnectionStatus === true) return '✓ Bank linked';
  if (draft.proofOfIncomeUploaded === true) return '✓ Proof of income on file';
  return 'Not yet';
}

function employerValue(draft: Draft): string {
  if (draft.employerVerifiedByPlaid === true) return '✓ Confirmed by your bank';
  if (draft.employerVerified === true) return '✓ Confirmed by your work e-mail';
  if (draft.employerVerificationMethod === 'workAddress') return '✓ Workplace address given';
  return 'Not yet';
}

const labels: Readonly<Record<Exclude<ApplicationCheck, 'identityScore' | 'affordability' | 'documents'>, string>> = {
  incomeValidation: 'Income confirmed',
  employerVerification: 'Employer confirmed',
  identityConfirmation: 'Identity confirmed',
};

/**
 * What review says about the checks (decision 018 (docs/decisions/018-checks-follow-the-answers.md) "Checks follow the
 * answers"): the engine's path for the answers, the checks it skipped and why.
 * The web does not hold every result (the identity questions stay on the
 * server), but it does not need to: the server lets the application onto
 * review only with the checks on the path done, so a check there is confirmed.
 */
export function reviewChecks(
  track: 'nonUsExpat' | 'usExpat' | 'youngProfessional',
  cache: Draft,
  context: StepContext,
): ReviewChecks {
  const report = requiredChecks(track, asDraft(cache), context, {
    identityQuestionsPassed: true,
    passingDocuments: [],
  });
  const skipped = report.checks.find((check) => check.status === 'skipped' && check.reason === 'identityScoreDeclined');
  const notAskedBecause = skipped?.reason ? capitalised(skipReasonLabels[skipped.reason]) : null;
  if (track !== 'youngProfessional') return { path: report.path, notAskedBecause, rows: [] };
  const rows = report.checks.flatMap((outcome): ReviewRow[] => {
    if (outcome.check === 'identityScore' || outcome.check === 'affordability' || outcome.check === 'documents') {
      return [];
    }
    const label = labels[outcome.check];
    if (outcome.status === 'skipped' && outcome.reason) {
      return [{ label, value: `Not checked: ${skipReasonLabels[outcome.reason]}` }];
    }
    const redo = cache.checksToRedo.find((stale) => stale.check === outcome.check);
    // A check whose answers changed is never shown as the old pass (product-rules#check-dependencies).
    if (redo) return [{ label, value: `Asked again: ${redo.redo.join('; ')}` }];
    if (outcome.check === 'incomeValidation') return [{ label, value: incomeValue(cache, outcome) }];
    if (outcome.check === 'employerVerification') return [{ label, value: employerValue(cache) }];
    return [{ label, value: '✓ Confirmed' }];
  });
  return { path: report.path, notAskedBecause, rows };
}
