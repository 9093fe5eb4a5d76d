import { describe, expect, it } from 'vitest';
import { notLikelyNowTexts, prequalificationOutcomeMessages } from './credit-check-messages.js';
import type { BureauAnswer, BureauContact, CreditFileSummary } from './credit-report.js';
import { prequalificationNotice, prequalificationReasonText, type ReasonFacts } from './prequalification-notice.js';
import { prequalificationReasons, prequalify, type PrequalificationInputs } from './prequalification-rule.js';

const bureau: BureauContact = {
  name: 'Bureau',
  address: '1 Main St, Allen, TX 75013',
  phone: '1-800-555-0100',
  website: 'x',
};
const score = {
  value: 560,
  model: 'FICO Score 8',
  rangeLow: 300,
  rangeHigh: 850,
  keyFactors: ['Proportion of balances to credit limits is too high', 'Too few accounts currently paid as agreed'],
  scoredOn: '2026-11-25',
};
const cleanFile: CreditFileSummary = {
  score: { ...score, value: 700 },
  tradelines: 5,
  delinquencies: 0,
  publicRecords: 0,
  inquiriesLast6Months: 0,
  fraudAlert: false,
};
const found = (file: Partial<CreditFileSummary>): BureauAnswer => ({
  outcome: 'fileFound',
  bureau,
  file: { ...cleanFile, ...file },
});
const affordable = { income: 60_000, accommodationCost: 1_000 };

const factors = (n: number) => Array.from({ length: n }, (_, index) => `Factor ${index + 1}`);
const inquiries = 'Too many inquiries last 12 months';

// FCRA 609(f)(1)(C): the score's key factors as this page names them: at most four, plus the number of
// inquiries when it is a key factor.
describe('the key factors a not-likely answer names', () => {
  const named = (keyFactors: string[]) =>
    prequalificationNotice(
      { bureau: found({ score: { ...score, keyFactors } }), ...affordable },
      prequalify({ bureau: found({ score: { ...score, keyFactors } }), ...affordable }),
    ).creditScore?.keyFactors;
  it.each<[string, string[], string[]]>([
    ['none given: none', [], []],
    ['three: all three', factors(3), factors(3)],
    ['four: all four', factors(4), factors(4)],
    ['five without inquiries: the first four', factors(5), factors(4)],
    ['inquiries as the fifth: a fifth', [...factors(4), inquiries], [...factors(4), inquiries]],
    ['inquiries as the sixth: the first four and inquiries', [...factors(5), inquiries], [...factors(4), inquiries]],
    ['inquiries among the first four: no fifth', [inquiries, ...factors(4)], [inquiries, ...factors(3)]],
  ])('%s', (_row, given, disclosed) => {
    expect(named(given)).toEqual(disclosed);
  });
});

// Each reason says the fact found and what the card needs, never only that it "falls short".
describe('each reason in plain words, from the facts found', () => {
  const facts = (change: Partial<ReasonFacts> = {}, file: Partial<CreditFileSummary> = {}): ReasonFacts => ({
    ...affordable,
    file: { ...cleanFile, ...file },
    ...change,
  });
  it.each<[string, Parameters<typeof prequalificationReasonText>[0], ReasonFacts, string]>([
    [
      'no income',
      'noIncome',
      facts({ income: 0, file: null }),
      'You told us you have no income. A card needs a regular income to make its payments.',
    ],
    [
      'housing over half the income: the share and the limit',
      'debtToIncomeTooHigh',
      facts({ income: 20_000, accommodationCost: 1_500, file: null }),
      'Your housing cost of $1,500 a month takes 90% of your income (about $1,667 a month). For this card it can take at most 50%.',
    ],
    [
      'too little left: what is left and what is needed',
      'residualIncomeTooLow',
      facts({ income: 20_000, accommodationCost: 1_500, file: null }),
      'After your housing cost, about $167 a month of your income is left. This card needs at least $500 a month left for living costs and the card’s payment.',
    ],
    [
      'housing above the income: nothing left, never a negative amount',
      'residualIncomeTooLow',
      facts({ income: 12_000, accommodationCost: 2_000, file: null }),
      'After your housing cost, about $0 a month of your income is left. This card needs at least $500 a month left for living costs and the card’s payment.',
    ],
    [
      'late payments: how many accounts',
      'recentDelinquency',
      facts({}, { delinquencies: 2 }),
      'Your credit report shows 2 accounts paid 30 or more days late in the last two years.',
    ],
    [
      'one late account: singular',
      'recentDelinquency',
      facts({}, { delinquencies: 1 }),
      'Your credit report shows 1 account paid 30 or more days late in the last two years.',
    ],
    [
      'a public record',
      'publicRecord',
      facts({}, { publicRecords: 1 }),
      'Your credit report shows 1 public record, such as a bankruptcy.',
    ],
    [
      'a low score: the score and the score the card needs',
      'lowScore',
      facts({}, { score }),
      'Your credit score is 560. This card needs a score of 580 or higher.',
    ],
    [
      'many applications: how many and how many the card allows',
      'manyRecentInquiries',
      facts({}, { inquiriesLast6Months: 8 }),
      'Your credit report shows 8 applications for credit in the last six months. This card allows at most 6.',
    ],
  ])('%s', (_row, reason, given, text) => {
    expect(prequalificationReasonText(reason, given)).toBe(text);
  });
});

describe('what a result discloses', () => {
  const notice = (inputs: PrequalificationInputs) => prequalificationNotice(inputs, prequalify(inputs));

  it.each<[string, PrequalificationInputs, { used: boolean; score: number | null; codes: string[] }]>([
    [
      'not likely on the score: the score, the bureau used',
      { bureau: found({ score }), ...affordable },
      { used: true, score: 560, codes: ['lowScore'] },
    ],
    [
      'not likely on late payments with a scored file: the score is disclosed too',
      { bureau: found({ delinquencies: 2 }), ...affordable },
      { used: true, score: 700, codes: ['recentDelinquency'] },
    ],
    [
      'not likely on a file too thin to score: the bureau, no score',
      { bureau: found({ score: null, tradelines: 1, publicRecords: 1 }), ...affordable },
      { used: true, score: null, codes: ['publicRecord'] },
    ],
    [
      'not likely on the answers alone: no report was used',
      { bureau: null, income: 20_000, accommodationCost: 1_500 },
      { used: false, score: null, codes: ['debtToIncomeTooHigh', 'residualIncomeTooLow'] },
    ],
    [
      'likely approved: no score disclosure',
      { bureau: found({}), ...affordable },
      { used: true, score: null, codes: [] },
    ],
    [
      'frozen: no report used',
      { bureau: { outcome: 'frozen', bureau }, ...affordable },
      { used: false, score: null, codes: [] },
    ],
    [
      'no file: no report used',
      { bureau: { outcome: 'noFile', bureau }, ...affordable },
      { used: false, score: null, codes: [] },
    ],
  ])('%s', (_row, inputs, expected) => {
    const told = notice(inputs);
    expect(told.creditReportUsed).toBe(expected.used);
    expect(told.creditScore?.value ?? null).toBe(expected.score);
    expect(told.reasons.map((reason) => reason.code)).toEqual(expected.codes);
  });

  it('discloses the score with its model, range, date and key factors (FCRA 609(f)(1))', () => {
    const told = notice({
      bureau: found({ score: { ...score, keyFactors: [...factors(4), inquiries] } }),
      ...affordable,
    });
    expect(told.creditScore).toEqual({
      value: 560,
      model: 'FICO Score 8',
      rangeLow: 300,
      rangeHigh: 850,
      scoredOn: '2026-11-25',
      keyFactors: [...factors(4), inquiries],
    });
  });
});

describe('the not-likely words', () => {
  const everyText = [
    prequalificationOutcomeMessages.notLikelyNow.headline,
    prequalificationOutcomeMessages.notLikelyNow.nextStep,
    ...Object.values(notLikelyNowTexts).flatMap((text) => (typeof text === 'string' ? [text] : [])),
    notLikelyNowTexts.bureauDidNotDecide('Bureau'),
    ...notLikelyNowTexts.rights(bureau),
    ...[true, false].flatMap((used) => [notLikelyNowTexts.applyMeans(used), notLikelyNowTexts.choiceHint(used)]),
    ...prequalificationReasons.map((reason) =>
      prequalificationReasonText(reason, { ...affordable, file: { ...cleanFile, score } }),
    ),
  ];

  it.each([/below what we can accept/i, /below our minimum/i, /credit standards/i])(
    'never says %s: a reason is a fact, not a verdict',
    (phrase) => {
      for (const text of everyText) expect(text).not.toMatch(phrase);
    },
  );

  it.each<[string, string | readonly string[], RegExp]>([
    [
      'the bureau did not make the assessment (FCRA 615(a)(3))',
      notLikelyNowTexts.bureauDidNotDecide('Bureau'),
      /did not make this assessment/,
    ],
    [
      'a free copy of the report within 60 days (FCRA 615(a)(3)(A))',
      notLikelyNowTexts.rights(bureau),
      /free copy of your credit report from Bureau if you ask for it within 60 days/,
    ],
    [
      'the bureau’s toll-free number (FCRA 615(a)(2))',
      notLikelyNowTexts.rights(bureau),
      /Call them toll-free at 1-800-555-0100/,
    ],
    [
      'the right to dispute with the bureau (FCRA 615(a)(3)(B))',
      notLikelyNowTexts.rights(bureau),
      /right to dispute it with the bureau/,
    ],
    ['applying is a hard inquiry', notLikelyNowTexts.applyMeans(true), /hard inquiry/],
    [
      'a decline is likely on today’s file',
      notLikelyNowTexts.applyMeans(true),
      /credit report as it is today, we would most likely decline/,
    ],
    [
      'a decline is likely on today’s answers',
      notLikelyNowTexts.applyMeans(false),
      /what you told us today, we would most likely decline/,
    ],
  ])('says %s', (_row, text, expected) => {
    expect([text].flat().join(' ')).toMatch(expected);
  });
});
