import { describe, expect, it } from 'vitest';
import type { BureauContact, CreditScore } from '../credit-report/credit-report.js';
import {
  actionTakenText,
  adverseActionNoticeLines,
  buildAdverseActionNotice,
  ecoaNoticeText,
  noticeReasonCodes,
  type AdverseActionNoticeInput,
} from './adverse-action-notice.js';
import { declineReasons, declineReasonTexts, maxDeclineReasons } from './decision-reasons.js';

const bureau: BureauContact = {
  name: 'Sandbox Credit Bureau',
  address: 'PO Box 1000, Springfield, IL 62701',
  phone: '1-800-555-0100',
  website: 'https://bureau.example',
};
const score: CreditScore = {
  value: 580,
  model: 'FICO Score 8',
  rangeLow: 300,
  rangeHigh: 850,
  keyFactors: ['Too many recent inquiries', 'Serious delinquency', 'High balances', 'Short history', 'Fifth'],
  scoredOn: '2026-11-20',
};

function input(overrides: Partial<AdverseActionNoticeInput> = {}): AdverseActionNoticeInput {
  return {
    creditor: { name: 'Waypoint', address: '1 Main Street, Wilmington, DE 19801' },
    applicant: { fullName: 'Ada Lovelace', address: '2 Elm Street, Dover, DE 19901' },
    noticeDate: '2026-11-25',
    reasons: ['incomeInsufficient'],
    consumerReport: null,
    ...overrides,
  };
}

const headings = (notice: ReturnType<typeof buildAdverseActionNotice>) => notice.sections.map((s) => s.heading);

describe('adverse action notice: the principal reasons', () => {
  it.each(declineReasons)('%s is stated in its notice wording', (code) => {
    const notice = buildAdverseActionNotice(input({ reasons: [code] }));
    expect(notice.principalReasons).toEqual([declineReasonTexts[code].notice]);
    expect(adverseActionNoticeLines(notice)).toContain(declineReasonTexts[code].notice);
  });

  it.each([
    { reasons: [...declineReasons], expected: declineReasons.slice(0, maxDeclineReasons) },
    { reasons: ['documentMissing', 'incomeInsufficient'], expected: ['incomeInsufficient'] },
    { reasons: ['excessiveObligations', 'excessiveObligations'], expected: ['excessiveObligations'] },
    { reasons: ['not-a-code', 'tooManyRecentInquiries'], expected: ['tooManyRecentInquiries'] },
    { reasons: [], expected: [] },
  ])('$reasons → $expected (at most four, decline codes only, no repeats)', ({ reasons, expected }) => {
    expect(noticeReasonCodes(reasons)).toEqual(expected);
    expect(buildAdverseActionNotice(input({ reasons })).principalReasons.length).toBeLessThanOrEqual(4);
  });

  it('with no decline code still says why in general terms rather than leave the section empty', () => {
    const notice = buildAdverseActionNotice(input({ reasons: [] }));
    expect(notice.sections[0]?.paragraphs).toEqual(['Your application does not meet our credit standards.']);
  });
});

describe('adverse action notice: the required statements', () => {
  it.each([
    { name: 'no consumer report', report: null, fcra: false, scored: false },
    { name: 'a report without a score', report: { bureau, score: null }, fcra: true, scored: false },
    { name: 'a report with a score', report: { bureau, score }, fcra: true, scored: true },
  ])('$name: ECOA always, FCRA $fcra, score disclosure $scored', ({ report, fcra, scored }) => {
    const notice = buildAdverseActionNotice(input({ consumerReport: report }));
    const text = adverseActionNoticeLines(notice).join('\n');
    expect(notice.actionTaken).toBe(actionTakenText);
    expect(text).toContain(ecoaNoticeText);
    expect(text).toContain('Consumer Financial Protection Bureau');
    expect(headings(notice).includes('Your right to a free credit report and to dispute it')).toBe(fcra);
    expect(text.includes(bureau.phone)).toBe(fcra);
    expect(text.includes(bureau.address)).toBe(fcra);
    expect(text.includes('no later than 60 days')).toBe(fcra);
    expect(text.includes('right to dispute')).toBe(fcra);
    expect(headings(notice).includes('Your credit score')).toBe(scored);
    expect(text.includes('Your credit score: 580 (FICO Score 8)')).toBe(scored);
  });

  it('lists at most four key factors of the score', () => {
    const text = adverseActionNoticeLines(buildAdverseActionNotice(input({ consumerReport: { bureau, score } })));
    expect(text.join('\n')).toContain('Short history.');
    expect(text.join('\n')).not.toContain('Fifth');
  });

  it('prints the creditor, the date and the applicant’s name and address first', () => {
    const lines = adverseActionNoticeLines(buildAdverseActionNotice(input()));
    expect(lines.slice(0, 6)).toEqual([
      'Waypoint',
      '1 Main Street, Wilmington, DE 19801',
      '',
      '2026-11-25',
      'Ada Lovelace',
      '2 Elm Street, Dover, DE 19901',
    ]);
  });
});
