import { describe, expect, it } from 'vitest';
import { creditLimitBounds, purchaseAprRangeBps } from '../credit-report/offer-terms.js';
import { prequalificationBands, prequalify } from '../credit-report/prequalification-rule.js';
import type { DecisionInputs } from './decision-inputs.js';
import { decideApplication } from './decision-policy.js';
import { atpFor, creditFile, nonUsExpatInputs, youngProfessionalInputs } from './decision-test-fixtures.js';

function withIncome(inputs: DecisionInputs, income: number): DecisionInputs {
  return { ...inputs, income, accommodationCost: 0, financialCommitments: 0, atp: atpFor(income, 0, 0) };
}

function withReport(report: DecisionInputs['creditReport'], income: number): DecisionInputs {
  return withIncome({ ...youngProfessionalInputs(), creditReport: report }, income);
}

const completed = (change: Parameters<typeof creditFile>[0]) => ({
  status: 'completed' as const,
  file: creditFile(change),
});

// Band: established (score 720+, 3+ tradelines) 15% of income up to $10,000 at 19.99%;
// building 10% up to $5,000 at 22.99%; starter (no file, no score, thin) 5% up to $2,000 at 25.99%.
const approveRows: [string, DecisionInputs, { band: string; creditLimit: number; aprBps: number }][] = [
  [
    'established, share below the cap',
    withReport(completed({ score: 760 }), 60_000),
    { band: 'established', creditLimit: 9_000, aprBps: 1999 },
  ],
  [
    'established at exactly 720',
    withReport(completed({ score: 720 }), 40_000),
    { band: 'established', creditLimit: 6_000, aprBps: 1999 },
  ],
  [
    'established, capped at $10,000',
    withReport(completed({ score: 800 }), 150_000),
    { band: 'established', creditLimit: 10_000, aprBps: 1999 },
  ],
  [
    'building, share below the cap',
    withReport(completed({ score: 700 }), 40_000),
    { band: 'building', creditLimit: 4_000, aprBps: 2299 },
  ],
  [
    'building at exactly the 580 floor',
    withReport(completed({ score: 580 }), 30_000),
    { band: 'building', creditLimit: 3_000, aprBps: 2299 },
  ],
  [
    'building, capped at $5,000',
    withReport(completed({ score: 719 }), 90_000),
    { band: 'building', creditLimit: 5_000, aprBps: 2299 },
  ],
  [
    'building, rounded down to whole hundreds',
    withReport(completed({ score: 650 }), 45_550),
    { band: 'building', creditLimit: 4_500, aprBps: 2299 },
  ],
  [
    'starter: a thin file, even with a high score',
    withReport(completed({ score: 800, tradelines: 2 }), 60_000),
    { band: 'starter', creditLimit: 2_000, aprBps: 2599 },
  ],
  [
    'starter: a file too thin to score',
    withReport(completed({ score: null }), 30_000),
    { band: 'starter', creditLimit: 1_500, aprBps: 2599 },
  ],
  [
    'starter: no file (the documents route)',
    withIncome(nonUsExpatInputs(), 60_000),
    { band: 'starter', creditLimit: 2_000, aprBps: 2599 },
  ],
  [
    'starter at the lowest income that carries the $300 line and its $25 minimum payment',
    withIncome(nonUsExpatInputs(), 6_300),
    { band: 'starter', creditLimit: 300, aprBps: 2599 },
  ],
];

describe('approve: the credit limit and APR come from the prequalification bands', () => {
  it.each(approveRows)('%s', (_name, inputs, terms) => {
    expect(decideApplication(inputs)).toMatchObject({ outcome: 'approve', ...terms });
  });

  it('every band is reached by a row', () => {
    const reached = new Set(approveRows.map(([, , terms]) => terms.band));
    expect([...reached].sort()).toEqual(Object.keys(prequalificationBands).sort());
  });

  it.each(approveRows)('offers what prequalification estimated: %s', (_name, inputs) => {
    const decision = decideApplication(inputs);
    const { status, file } = inputs.creditReport;
    const estimate = prequalify({
      bureau:
        status === 'completed' && file
          ? { outcome: 'fileFound', bureau: { name: 'B', address: 'A', phone: 'P', website: 'W' }, file }
          : null,
      income: inputs.income ?? 0,
      accommodationCost: inputs.accommodationCost ?? 0,
    });
    expect(decision.outcome === 'approve' && decision.creditLimit).toBe(estimate.indicativeLimit);
    expect(decision.outcome === 'approve' && decision.aprBps).toBe(estimate.aprRange?.lowBps);
  });

  it.each(approveRows)('within the fee schedule and the card limits: %s', (_name, inputs) => {
    const decision = decideApplication(inputs);
    if (decision.outcome !== 'approve') throw new Error(`expected an approval, got ${decision.outcome}`);
    expect(decision.aprBps).toBeGreaterThanOrEqual(purchaseAprRangeBps.low);
    expect(decision.aprBps).toBeLessThanOrEqual(purchaseAprRangeBps.high);
    expect(decision.creditLimit).toBeGreaterThanOrEqual(creditLimitBounds.min);
    expect(decision.creditLimit).toBeLessThanOrEqual(creditLimitBounds.max);
    expect(decision.creditLimit % creditLimitBounds.step).toBe(0);
  });

  it('a bank-verified, work-address or verified employer each satisfy the employer check', () => {
    const base = youngProfessionalInputs();
    const variants: DecisionInputs['employer'][] = [
      { checkRequired: true, employerVerified: true, employerVerificationMethod: 'workEmail' },
      { checkRequired: true, employerVerified: null, employerVerificationMethod: 'workAddress' },
    ];
    for (const employer of variants) {
      const inputs = { ...base, employer, bankLink: { ...base.bankLink, employerVerifiedByPlaid: false } };
      expect(decideApplication(inputs).outcome).toBe('approve');
    }
    const byBank = { ...base, employer: { ...base.employer, checkRequired: true } };
    expect(decideApplication(byBank).outcome).toBe('approve');
  });

  it('a passing proof of income stands in for the bank link', () => {
    const base = youngProfessionalInputs();
    const inputs: DecisionInputs = {
      ...base,
      bankLink: { plaidConnectionStatus: false, employerVerifiedByPlaid: null },
      documents: {
        current: [
          {
            type: 'proofOfIncome',
            isRecognized: true,
            isValid: true,
            isDocumentExpired: false,
            isDocumentMismatch: false,
          },
        ],
        required: [],
      },
    };
    expect(decideApplication(inputs).outcome).toBe('approve');
  });

  it('says whether a consumer report was used (FCRA 615(a) statement on a notice)', () => {
    expect(decideApplication(youngProfessionalInputs()).consumerReportUsed).toBe(true);
    expect(decideApplication(nonUsExpatInputs()).consumerReportUsed).toBe(true);
    const pending: DecisionInputs = { ...youngProfessionalInputs(), creditReport: { status: 'pending', file: null } };
    expect(decideApplication(pending).consumerReportUsed).toBe(false);
  });
});
