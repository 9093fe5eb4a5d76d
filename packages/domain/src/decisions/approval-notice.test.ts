import { describe, expect, it } from 'vitest';
import type { BureauContact, CreditScore } from '../credit-report/credit-report.js';
import {
  approvalActionText,
  bestPricingBand,
  buildApprovalNotice,
  riskBasedPricingHeading,
  riskBasedPricingNoticeRequired,
  type ApprovalNoticeInput,
} from './approval-notice.js';
import { noticeLetterLines } from './notice-letter.js';

const bureau: BureauContact = {
  name: 'Sandbox Credit Bureau',
  address: 'PO Box 1000, Springfield, IL 62701',
  phone: '1-800-555-0100',
  website: 'https://bureau.example',
};
const score: CreditScore = {
  value: 650,
  model: 'FICO Score 8',
  rangeLow: 300,
  rangeHigh: 850,
  keyFactors: ['High balances', 'Short history'],
  scoredOn: '2026-11-20',
};

function input(overrides: Partial<ApprovalNoticeInput> = {}): ApprovalNoticeInput {
  return {
    creditor: { name: 'Harborline Bank, N.A.', address: '1 Main Street, Wilmington, DE 19801' },
    applicant: { fullName: 'Ada Lovelace', address: '2 Elm Street, Dover, DE 19901' },
    noticeDate: '2026-11-28',
    terms: { creditLimit: 3000, aprBps: 2299 },
    riskBasedPricing: null,
    ...overrides,
  };
}

describe('who gets the risk-based pricing notice (Reg V 1022.72(b)(2), three tiers)', () => {
  it.each([
    { band: 'established', report: 'completed', required: false },
    { band: 'building', report: 'completed', required: true },
    { band: 'starter', report: 'completed', required: true },
    { band: 'starter', report: 'noFile', required: false },
    { band: 'starter', report: 'notAuthorized', required: false },
    { band: 'building', report: null, required: false },
    { band: null, report: 'completed', required: false },
    { band: 'unknown', report: 'completed', required: false },
  ] as const)('$band priced with report $report → $required', ({ band, report, required }) => {
    expect(riskBasedPricingNoticeRequired(band, report)).toBe(required);
  });

  it('the best tier is the lowest-priced band', () => {
    expect(bestPricingBand).toBe('established');
  });
});

describe('the approval letter', () => {
  it('states the action and the terms, the date in words', () => {
    const lines = noticeLetterLines(buildApprovalNotice(input()));
    expect(lines).toContain(approvalActionText);
    expect(lines).toContain('Credit limit: $3,000.');
    expect(lines).toContain('Purchase APR: 22.99%.');
    expect(lines).toContain('November 28, 2026');
    expect(lines).not.toContain(riskBasedPricingHeading);
  });

  const text = noticeLetterLines(buildApprovalNotice(input({ riskBasedPricing: { bureau, score } }))).join('\n');
  // Reg V 1022.73(a)(1) (i)–(ix), one row each.
  it.each([
    [
      '(i) a consumer report is a record of credit history',
      'A consumer report (credit report) is a record of your credit history',
    ],
    ['(ii) the terms were set from a consumer report', 'based on information from a consumer report'],
    [
      '(iii) they may be less favorable than others get',
      'may be less favorable than the terms offered to consumers with better credit histories',
    ],
    [
      '(iv) verify the report and the right to dispute',
      'right to dispute the matter with the consumer reporting agency',
    ],
    ['(v) the consumer reporting agency', bureau.name],
    ['(vi) a free report within 60 days', 'without charge for 60 days'],
    ['(vii) how to get it, with a toll-free number', `Toll-free telephone ${bureau.phone}`],
    ['(vii) the agency’s address', bureau.address],
    ['(viii) the CFPB’s and the FTC’s websites', 'www.consumerfinance.gov/learnmore'],
    ['(viii) the FTC', 'www.ftc.gov'],
    [
      '(ix)(A) what a credit score is',
      'A credit score is a number that takes into account information in a consumer report',
    ],
    ['(ix)(B) the score used', 'Your credit score: 650'],
    ['(ix)(C) its range', 'Scores range from a low of 300 to a high of 850'],
    ['(ix)(D) the key factors', 'Key factors that adversely affected your credit score: High balances; Short history.'],
    ['(ix)(E) the date it was created', 'Date: November 20, 2026.'],
    ['(ix)(F) who provided it', `Source: ${bureau.name}.`],
  ])('1022.73(a)(1)%s', (_rule, expected) => {
    expect(text).toContain(expected);
  });

  it('without a score, the notice still says the report set the terms, and gives no score', () => {
    const unscored = noticeLetterLines(buildApprovalNotice(input({ riskBasedPricing: { bureau, score: null } }))).join(
      '\n',
    );
    expect(unscored).toContain(riskBasedPricingHeading);
    expect(unscored).not.toContain('Your credit score:');
  });
});
