import { describe, expect, it } from 'vitest';
import type { BureauContact, CreditScore } from '../credit-report/credit-report.js';
import {
  actionTakenText,
  adverseActionNoticeLines,
  buildAdverseActionNotice,
  ecoaNoticeText,
  noticeReasonCodes,
  principalReasonTexts,
  type AdverseActionNoticeInput,
} from './adverse-action-notice.js';
import { declineReasons, declineReasonTexts, maxDeclineReasons } from './decision-reasons.js';
import { ecoaAgencies } from './ecoa-agencies.js';

const bureau: BureauContact = {
  name: 'Sandbox Credit Bureau',
  address: 'PO Box 1000, Springfield, IL 62701',
  phone: '1-800-555-0100',
  website: 'https://bureau.example',
};
const score: CreditScore = {
  value: 560,
  model: 'FICO Score 8',
  rangeLow: 300,
  rangeHigh: 850,
  keyFactors: ['Serious delinquency', 'High balances', 'Short history', 'Too few accounts', 'Fifth'],
  scoredOn: '2026-11-20',
};

function input(overrides: Partial<AdverseActionNoticeInput> = {}): AdverseActionNoticeInput {
  return {
    creditor: { name: 'Waypoint', address: '1 Main Street, Wilmington, DE 19801' },
    agency: ecoaAgencies.occ,
    applicant: { fullName: 'Ada Lovelace', address: '2 Elm Street, Dover, DE 19901' },
    noticeDate: '2026-11-25',
    reasons: ['incomeInsufficient'],
    consumerReport: null,
    ...overrides,
  };
}

const headings = (notice: ReturnType<typeof buildAdverseActionNotice>) => notice.sections.map((s) => s.heading);
const textOf = (notice: ReturnType<typeof buildAdverseActionNotice>) => adverseActionNoticeLines(notice).join('\n');

describe('adverse action notice: the principal reasons', () => {
  it.each(declineReasons.filter((code) => code !== 'creditScoreBelowMinimum'))(
    '%s is stated in its notice wording',
    (code) => {
      const notice = buildAdverseActionNotice(input({ reasons: [code] }));
      expect(notice.principalReasons).toEqual([declineReasonTexts[code].notice]);
      expect(adverseActionNoticeLines(notice)).toContain(declineReasonTexts[code].notice);
    },
  );

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

  it.each([
    {
      rule: 'a score-based decline gives the key factors as its reasons (Reg B 1002.9(b)(2))',
      reasons: ['creditScoreBelowMinimum'],
      score,
      expected: ['Serious delinquency', 'High balances', 'Short history', 'Too few accounts'],
    },
    {
      rule: 'the key factors take their place among the other reasons, four at most',
      reasons: ['incomeInsufficient', 'creditScoreBelowMinimum'],
      score,
      expected: [declineReasonTexts.incomeInsufficient.notice, 'Serious delinquency', 'High balances', 'Short history'],
    },
    {
      rule: 'a factor already given as a reason is not repeated',
      reasons: ['creditScoreBelowMinimum'],
      score: { ...score, keyFactors: ['Serious delinquency', 'Serious delinquency'] },
      expected: ['Serious delinquency'],
    },
    {
      rule: 'with no key factors, the score-based wording stands alone',
      reasons: ['creditScoreBelowMinimum'],
      score: { ...score, keyFactors: [] },
      expected: [declineReasonTexts.creditScoreBelowMinimum.notice],
    },
    {
      rule: 'with no score on record, the score-based wording stands alone',
      reasons: ['creditScoreBelowMinimum'],
      score: null,
      expected: [declineReasonTexts.creditScoreBelowMinimum.notice],
    },
  ])('$rule', ({ reasons, score: given, expected }) => {
    expect(principalReasonTexts(reasons, given)).toEqual(expected);
    const notice = buildAdverseActionNotice(input({ reasons, consumerReport: { bureau, score: given } }));
    expect(notice.sections[0]?.paragraphs).toEqual(expected);
  });

  it('with no decline code gives the right to ask for the reasons within 60 days (1002.9(a)(2)(ii))', () => {
    const notice = buildAdverseActionNotice(input({ reasons: [] }));
    expect(notice.sections[0]?.heading).toBe('Your right to the reasons for our decision');
    expect(textOf(notice)).toContain('within 60 days');
    expect(textOf(notice)).toContain('1 Main Street, Wilmington, DE 19801');
  });
});

describe('adverse action notice: the required statements', () => {
  it.each([
    { name: 'no consumer report', report: null, fcra: false, scored: false },
    { name: 'a report without a score', report: { bureau, score: null }, fcra: true, scored: false },
    { name: 'a report with a score', report: { bureau, score }, fcra: true, scored: true },
  ])('$name: ECOA always, FCRA $fcra, score disclosure $scored', ({ report, fcra, scored }) => {
    const notice = buildAdverseActionNotice(input({ consumerReport: report }));
    const text = textOf(notice);
    expect(notice.actionTaken).toBe(actionTakenText);
    expect(text).toContain(ecoaNoticeText(ecoaAgencies.occ));
    expect(headings(notice).includes('Your right to a free credit report and to dispute it')).toBe(fcra);
    expect(text.includes(bureau.phone)).toBe(fcra);
    expect(text.includes(bureau.address)).toBe(fcra);
    expect(text.includes('no later than 60 days')).toBe(fcra);
    expect(text.includes('right to dispute')).toBe(fcra);
    expect(headings(notice).includes('Your credit score')).toBe(scored);
    expect(text.includes('Your credit score: 560 (FICO Score 8)')).toBe(scored);
  });

  it.each([
    { agency: ecoaAgencies.cfpb, other: ecoaAgencies.occ },
    { agency: ecoaAgencies.fdic, other: ecoaAgencies.cfpb },
  ])('names the agency it is given, $agency.name, and no other', ({ agency, other }) => {
    const text = textOf(buildAdverseActionNotice(input({ agency })));
    expect(text).toContain(`${agency.name}, ${agency.address}`);
    expect(text).not.toContain(other.name);
  });

  it.each([
    { factors: ['A', 'B', 'C', 'D', 'E'], shown: ['A', 'B', 'C', 'D'], hidden: ['E'] },
    {
      factors: ['A', 'B', 'C', 'D', 'Too many inquiries in the last 12 months'],
      shown: ['A', 'B', 'C', 'D', 'Too many inquiries in the last 12 months'],
      hidden: [],
    },
    { factors: ['Number of inquiries', 'B', 'C', 'D', 'E'], shown: ['Number of inquiries', 'D'], hidden: ['E'] },
  ])('key factors $factors: four, and inquiries as a fifth (FCRA 609(f)(9))', ({ factors, shown, hidden }) => {
    const text = textOf(
      buildAdverseActionNotice(input({ consumerReport: { bureau, score: { ...score, keyFactors: factors } } })),
    );
    const line = text.split('\n').find((entry) => entry.startsWith('Key factors')) ?? '';
    for (const factor of shown) expect(line).toContain(factor);
    for (const factor of hidden) expect(line).not.toContain(factor);
  });

  it('prints the creditor, the date in words and the applicant’s name and address first', () => {
    const lines = adverseActionNoticeLines(buildAdverseActionNotice(input()));
    expect(lines.slice(0, 6)).toEqual([
      'Waypoint',
      '1 Main Street, Wilmington, DE 19801',
      '',
      'November 25, 2026',
      'Ada Lovelace',
      '2 Elm Street, Dover, DE 19901',
    ]);
  });

  it('prints the score’s date in words and names who provided it', () => {
    const text = textOf(buildAdverseActionNotice(input({ consumerReport: { bureau, score } })));
    expect(text).toContain('Date: November 20, 2026.');
    expect(text).toContain(`Source: ${bureau.name}.`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
