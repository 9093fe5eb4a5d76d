import type { AtpReason } from '../application/checks/atp-rule.js';
import { identityDocumentTypes } from '../application/documents/document-types.js';
import { creditFileReasons, type PrequalificationReason } from '../credit-report/prequalification-rule.js';
import type { DecisionInputs } from './decision-inputs.js';
import { declineReasons, declineReasonTexts, isDeclineReason, type DeclineReason } from './decision-reasons.js';

/**
 * Which decline reasons the recorded checks support (product-rules#notices):
 * a reason on a notice must be a fact the decision used (Reg B 1002.9(b)(2)),
 * so a staff decline may give only a reason a check on record produced. Pure,
 * over the same inputs the decision stores as its snapshot.
 */

const identityTypes: ReadonlySet<string> = new Set(identityDocumentTypes);

/** A recorded identity check that did not pass: the risk score, the identity questions, or an identity document's check. */
function identityCheckFailed(inputs: DecisionInputs): boolean {
  if (inputs.identityRisk.sentilinkApproval === false) return true;
  if (inputs.identityQuestions === 'failed') return true;
  // An expired or unreadable document is a request for another, not a failed check.
  return inputs.documents.current.some(
    (file) => identityTypes.has(file.type) && (file.isDocumentMismatch || (file.isRecognized && !file.isValid)),
  );
}

/** The ability-to-pay rule found a known income short for these reasons. */
function atpFound(inputs: DecisionInputs, reasons: readonly AtpReason[]): boolean {
  if (inputs.income === null || inputs.atp.isApproved) return false;
  return inputs.atp.reasons.some((reason) => reasons.includes(reason));
}

/** A completed credit file shows this under the same thresholds the policy applies. */
function fileShows(inputs: DecisionInputs, reason: PrequalificationReason): boolean {
  const { status, file } = inputs.creditReport;
  return status === 'completed' && file !== null && creditFileReasons(file).includes(reason);
}

const support: Readonly<Record<DeclineReason, (inputs: DecisionInputs) => boolean>> = {
  identityNotVerified: identityCheckFailed,
  incomeInsufficient: (inputs) => atpFound(inputs, ['noIncome', 'residualIncomeTooLow']),
  excessiveObligations: (inputs) => atpFound(inputs, ['debtToIncomeTooHigh']),
  bankruptcyOrPublicRecord: (inputs) => fileShows(inputs, 'publicRecord'),
  delinquentObligations: (inputs) => fileShows(inputs, 'recentDelinquency'),
  creditScoreBelowMinimum: (inputs) => fileShows(inputs, 'lowScore'),
  tooManyRecentInquiries: (inputs) => fileShows(inputs, 'manyRecentInquiries'),
};

/** What a check on record would have to show for each reason, in plain words for the refusal. */
export const declineReasonNeeds: Readonly<Record<DeclineReason, string>> = {
  identityNotVerified:
    'no identity check on record failed (the risk score, the identity questions or an identity document)',
  incomeInsufficient: 'the affordability check did not find a known income too low',
  excessiveObligations: 'the affordability check did not find the monthly commitments too high for the income',
  bankruptcyOrPublicRecord: 'no completed credit report shows a bankruptcy, judgment or lien',
  delinquentObligations: 'no completed credit report shows a payment 30 or more days late',
  creditScoreBelowMinimum: 'no completed credit report gives a score under the card’s threshold',
  tooManyRecentInquiries: 'no completed credit report shows more recent inquiries than the card allows',
};

export function declineReasonIsSupported(reason: DeclineReason, inputs: DecisionInputs): boolean {
  return support[reason](inputs);
}

/** Every decline reason these inputs support, in the policy's order. */
export function supportedDeclineReasons(inputs: DecisionInputs): DeclineReason[] {
  return declineReasons.filter((reason) => support[reason](inputs));
}

/** The given codes the recorded checks do not support; an unknown code, or no inputs on record, supports none. */
export function unsupportedDeclineReasons(reasons: readonly string[], inputs: DecisionInputs | null): string[] {
  return reasons.filter((reason) => inputs === null || !isDeclineReason(reason) || !support[reason](inputs));
}

/** The refusal's message for a reason the checks do not support, naming it as staff chose it. */
export function unsupportedReasonMessage(reason: string): string {
  if (!isDeclineReason(reason)) return `“${reason}” is not a decline reason.`;
  return `“${declineReasonTexts[reason].notice}” is not supported by this application’s checks: ${declineReasonNeeds[reason]}. Choose a reason a check on record shows.`;
}
