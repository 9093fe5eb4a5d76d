import { describe, expect, it } from 'vitest';
import type { DecisionInputs } from './decision-inputs.js';
import { decideApplication } from './decision-policy.js';
import { declineReasons, declineReasonTexts, type DeclineReason } from './decision-reasons.js';
import {
  atpFor,
  creditFile,
  nonUsExpatInputs,
  passingDocument,
  youngProfessionalInputs,
} from './decision-test-fixtures.js';
import {
  declineReasonIsSupported,
  supportedDeclineReasons,
  unsupportedDeclineReasons,
  unsupportedReasonMessage,
} from './decline-reason-support.js';

const yp = youngProfessionalInputs;
const withFile = (change: Parameters<typeof creditFile>[0]): DecisionInputs => ({
  ...yp(),
  creditReport: { status: 'completed', file: creditFile(change) },
});
const withAmounts = (income: number | null, housing: number, commitments: number): DecisionInputs => ({
  ...yp(),
  income,
  accommodationCost: housing,
  financialCommitments: commitments,
  atp: atpFor(income, housing, commitments),
});

// One row per rule of product-rules#notices: what each reason needs on record, and what does not do.
const rows: { rule: string; reason: DeclineReason; inputs: DecisionInputs; supported: boolean }[] = [
  { rule: 'identity: nothing failed', reason: 'identityNotVerified', inputs: yp(), supported: false },
  {
    rule: 'identity: checks not run (expat, no questions, no risk score)',
    reason: 'identityNotVerified',
    inputs: nonUsExpatInputs(),
    supported: false,
  },
  {
    rule: 'identity: the risk score failed',
    reason: 'identityNotVerified',
    inputs: { ...yp(), identityRisk: { sentilinkApproval: false, reasons: [] } },
    supported: true,
  },
  {
    rule: 'identity: the identity questions failed',
    reason: 'identityNotVerified',
    inputs: { ...yp(), identityQuestions: 'failed' },
    supported: true,
  },
  {
    rule: 'identity: an identity document did not match',
    reason: 'identityNotVerified',
    inputs: {
      ...yp(),
      documents: { current: [passingDocument('passport', { isDocumentMismatch: true })], required: [] },
    },
    supported: true,
  },
  {
    rule: 'identity: an expired document is not a failed check',
    reason: 'identityNotVerified',
    inputs: {
      ...yp(),
      documents: { current: [passingDocument('passport', { isDocumentExpired: true })], required: [] },
    },
    supported: false,
  },
  {
    rule: 'identity: questions in progress are not a failure',
    reason: 'identityNotVerified',
    inputs: { ...yp(), identityQuestions: 'inProgress' },
    supported: false,
  },
  { rule: 'income: affordable', reason: 'incomeInsufficient', inputs: yp(), supported: false },
  {
    rule: 'income: too little left each month',
    reason: 'incomeInsufficient',
    inputs: withAmounts(8_000, 300, 0),
    supported: true,
  },
  {
    rule: 'income: a known income of nothing',
    reason: 'incomeInsufficient',
    inputs: withAmounts(0, 0, 0),
    supported: true,
  },
  { rule: 'income: unknown', reason: 'incomeInsufficient', inputs: withAmounts(null, 0, 0), supported: false },
  {
    rule: 'obligations: more than half the income',
    reason: 'excessiveObligations',
    inputs: withAmounts(40_000, 1_500, 400),
    supported: true,
  },
  { rule: 'obligations: within the rule', reason: 'excessiveObligations', inputs: yp(), supported: false },
  {
    rule: 'public record on a completed file',
    reason: 'bankruptcyOrPublicRecord',
    inputs: withFile({ publicRecords: 1 }),
    supported: true,
  },
  { rule: 'public record: a clean file', reason: 'bankruptcyOrPublicRecord', inputs: yp(), supported: false },
  {
    rule: 'delinquency on a completed file',
    reason: 'delinquentObligations',
    inputs: withFile({ delinquencies: 2 }),
    supported: true,
  },
  {
    rule: 'delinquency: no file at all',
    reason: 'delinquentObligations',
    inputs: nonUsExpatInputs(),
    supported: false,
  },
  {
    rule: 'score under the threshold',
    reason: 'creditScoreBelowMinimum',
    inputs: withFile({ score: 560 }),
    supported: true,
  },
  {
    rule: 'score at the threshold',
    reason: 'creditScoreBelowMinimum',
    inputs: withFile({ score: 580 }),
    supported: false,
  },
  {
    rule: 'score: a file too thin to score',
    reason: 'creditScoreBelowMinimum',
    inputs: withFile({ score: null }),
    supported: false,
  },
  {
    rule: 'score: the report still pending',
    reason: 'creditScoreBelowMinimum',
    inputs: { ...yp(), creditReport: { status: 'pending', file: null } },
    supported: false,
  },
  {
    rule: 'inquiries over the limit',
    reason: 'tooManyRecentInquiries',
    inputs: withFile({ inquiriesLast6Months: 7 }),
    supported: true,
  },
  {
    rule: 'inquiries at the limit',
    reason: 'tooManyRecentInquiries',
    inputs: withFile({ inquiriesLast6Months: 6 }),
    supported: false,
  },
];

describe('which decline reasons the recorded checks support', () => {
  it.each(rows)('$rule: $reason supported $supported', ({ reason, inputs, supported }) => {
    expect(declineReasonIsSupported(reason, inputs)).toBe(supported);
    expect(supportedDeclineReasons(inputs).includes(reason)).toBe(supported);
    expect(unsupportedDeclineReasons([reason], inputs)).toEqual(supported ? [] : [reason]);
  });

  it('every reason the policy itself declines with is supported by the same inputs', () => {
    const declined = rows
      .map((row) => decideApplication(row.inputs))
      .filter((decision) => decision.outcome === 'decline');
    expect(declined.length).toBeGreaterThan(3);
    rows.forEach((row) => {
      const decision = decideApplication(row.inputs);
      if (decision.outcome === 'decline' && row.inputs.income !== null)
        expect(unsupportedDeclineReasons(decision.reasons, row.inputs)).toEqual([]);
    });
  });

  it('with no inputs on record, no reason is supported', () => {
    expect(unsupportedDeclineReasons(['incomeInsufficient', 'identityNotVerified'], null)).toEqual([
      'incomeInsufficient',
      'identityNotVerified',
    ]);
  });

  it('an unknown code is never supported', () => {
    expect(unsupportedDeclineReasons(['incomeInsufficient', 'noReason'], withAmounts(8_000, 300, 0))).toEqual([
      'noReason',
    ]);
  });

  it.each(declineReasons)('the refusal for %s names the reason in its notice words', (reason) => {
    const message = unsupportedReasonMessage(reason);
    expect(message).toContain(declineReasonTexts[reason].notice);
    expect(message).not.toContain(reason);
    expect(message).toMatch(/\.$/);
  });
});
