import { describe, expect, it } from 'vitest';
import type { BureauAnswer, BureauContact, CreditFileSummary } from './credit-report.js';
import type { AprRange } from './offer-terms.js';
import {
  maxPrequalificationReasons,
  PREQUALIFICATION_RULE_VERSION,
  prequalificationBands,
  prequalify,
  type PrequalificationInputs,
  type PrequalificationReason,
} from './prequalification-rule.js';

const bureau: BureauContact = { name: 'Bureau', address: '1 Main St, Allen, TX 75013', phone: '1', website: 'x' };

function file(change: Partial<Omit<CreditFileSummary, 'score'>> & { score?: number | null } = {}): BureauAnswer {
  const { score = 700, ...rest } = change;
  return {
    outcome: 'fileFound',
    bureau,
    file: {
      score:
        score === null
          ? null
          : {
              value: score,
              model: 'FICO Score 8',
              rangeLow: 300,
              rangeHigh: 850,
              keyFactors: [],
              scoredOn: '2026-11-25',
            },
      tradelines: 5,
      delinquencies: 0,
      publicRecords: 0,
      inquiriesLast6Months: 0,
      fraudAlert: false,
      ...rest,
    },
  };
}

// $60,000 a year and $1,000 a month for housing: affordable (20% of income, $4,000 a month left).
const affordable = { income: 60_000, accommodationCost: 1_000 };
const run = (answer: BureauAnswer | null, amounts: Partial<PrequalificationInputs> = {}) =>
  prequalify({ bureau: answer, ...affordable, ...amounts });

const { established, building, starter } = prequalificationBands;

// One row per rule of the prequalification rule (decision 026).
describe('prequalification outcomes and bands', () => {
  it.each<[string, BureauAnswer | null, string, AprRange | null]>([
    ['no inquiry made (no US address): documents route', null, 'documentsRoute', starter.apr],
    ['no file: documents route, starter terms', { outcome: 'noFile', bureau }, 'documentsRoute', starter.apr],
    ['a frozen file: try again later', { outcome: 'frozen', bureau }, 'tryAgainLater', null],
    ['the bureau did not answer: try again later', { outcome: 'unavailable' }, 'tryAgainLater', null],
    ['a file too thin to score: starter band', file({ score: null, tradelines: 1 }), 'likelyApproved', starter.apr],
    ['a score but 2 tradelines: starter band', file({ score: 780, tradelines: 2 }), 'likelyApproved', starter.apr],
    ['3 tradelines at 780: established band', file({ score: 780, tradelines: 3 }), 'likelyApproved', established.apr],
    ['score 720: established band', file({ score: 720 }), 'likelyApproved', established.apr],
    ['score 719: building band', file({ score: 719 }), 'likelyApproved', building.apr],
    ['score 580: building band', file({ score: 580 }), 'likelyApproved', building.apr],
    ['score 579: not likely now', file({ score: 579 }), 'notLikelyNow', null],
    ['6 inquiries in 6 months: still an offer', file({ inquiriesLast6Months: 6 }), 'likelyApproved', building.apr],
    ['7 inquiries in 6 months: not likely now', file({ inquiriesLast6Months: 7 }), 'notLikelyNow', null],
    ['a delinquency: not likely now', file({ delinquencies: 1 }), 'notLikelyNow', null],
    ['a public record: not likely now', file({ publicRecords: 1 }), 'notLikelyNow', null],
  ])('%s', (_rule, answer, outcome, apr) => {
    const result = run(answer);
    expect(result.outcome).toBe(outcome);
    expect(result.aprRange).toEqual(apr && { ...apr });
    expect(result.indicativeLimit === null).toBe(apr === null);
    expect(result.ruleVersion).toBe(PREQUALIFICATION_RULE_VERSION);
  });
});

describe('prequalification reasons', () => {
  it.each<[string, BureauAnswer | null, Partial<PrequalificationInputs>, PrequalificationReason[]]>([
    ['score 579', file({ score: 579 }), {}, ['lowScore']],
    ['a thin unscored file is not a low score', file({ score: null, tradelines: 0 }), {}, []],
    ['7 inquiries', file({ inquiriesLast6Months: 7 }), {}, ['manyRecentInquiries']],
    ['a delinquency', file({ delinquencies: 2 }), {}, ['recentDelinquency']],
    ['a public record', file({ publicRecords: 1 }), {}, ['publicRecord']],
    [
      'every file reason, in the order of the rule',
      file({ score: 500, delinquencies: 1, publicRecords: 1, inquiriesLast6Months: 9 }),
      {},
      ['recentDelinquency', 'publicRecord', 'lowScore', 'manyRecentInquiries'],
    ],
    ['no income', file(), { income: 0 }, ['noIncome']],
    [
      'housing over half of income, too little left',
      file(),
      { income: 20_000, accommodationCost: 1_500 },
      ['debtToIncomeTooHigh', 'residualIncomeTooLow'],
    ],
    [
      'too little left, though under half',
      file(),
      { income: 10_000, accommodationCost: 400 },
      ['residualIncomeTooLow'],
    ],
    [
      'ability to pay first: an unaffordable prime file gives only those reasons',
      file({ score: 500, delinquencies: 3 }),
      { income: 20_000, accommodationCost: 1_500 },
      ['debtToIncomeTooHigh', 'residualIncomeTooLow'],
    ],
    ['ability to pay first: no file does not mean documents route', null, { income: 0 }, ['noIncome']],
    [
      'ability to pay first: a frozen file is not "try again"',
      { outcome: 'frozen', bureau },
      { income: 0 },
      ['noIncome'],
    ],
  ])('%s', (_rule, answer, amounts, reasons) => {
    const result = run(answer, amounts);
    expect(result.reasons).toEqual(reasons);
    expect(result.reasons.length).toBeLessThanOrEqual(maxPrequalificationReasons);
    if (reasons.length > 0) expect(result.outcome).toBe('notLikelyNow');
  });

  it('an offer and "try again later" give no reasons', () => {
    expect(run(file()).reasons).toEqual([]);
    expect(run({ outcome: 'frozen', bureau }).reasons).toEqual([]);
  });
});

describe('indicative limit', () => {
  it.each<[string, BureauAnswer | null, number, number]>([
    ['established: 15% of income, whole hundreds', file({ score: 780 }), 60_000, 9_000],
    ['established: rounded down to the hundred', file({ score: 780 }), 55_555, 8_300],
    ['established: capped at 10,000', file({ score: 780 }), 200_000, 10_000],
    ['building: 10% of income', file({ score: 700 }), 45_000, 4_500],
    ['building: capped at 5,000', file({ score: 700 }), 90_000, 5_000],
    ['starter: 5% of income', file({ score: null, tradelines: 1 }), 30_000, 1_500],
    ['starter: capped at 2,000', file({ score: null, tradelines: 1 }), 90_000, 2_000],
    ['starter: rounded down to the hundred', file({ score: null, tradelines: 1 }), 7_900, 300],
    ['documents route: starter terms', { outcome: 'noFile', bureau }, 30_000, 1_500],
  ])('%s', (_rule, answer, income, limit) => {
    expect(run(answer, { income, accommodationCost: 0 }).indicativeLimit).toBe(limit);
  });

  it('never below the card minimum of 300, whatever the share', () => {
    // The smallest affordable income ($6,000 a year, nothing for housing) gives 5% = $300 on the starter band.
    const result = run(file({ score: null, tradelines: 1 }), { income: 6_000, accommodationCost: 0 });
    expect(result.outcome).toBe('likelyApproved');
    expect(result.indicativeLimit).toBe(300);
  });

  it('every band lies inside the card limits', () => {
    for (const band of Object.values(prequalificationBands)) {
      expect(band.limitCap).toBeLessThanOrEqual(10_000);
      expect(band.apr.lowBps).toBeLessThan(band.apr.highBps);
    }
  });
});

describe('identity confirmation (fraud alert, FCRA 605A)', () => {
  it.each<[string, BureauAnswer | null, boolean]>([
    ['a fraud alert on an offer asks for it', file({ fraudAlert: true }), true],
    ['a clean file does not', file(), false],
    [
      'a fraud alert with a refusal does not (no account will open)',
      file({ fraudAlert: true, delinquencies: 1 }),
      false,
    ],
    ['no file does not', { outcome: 'noFile', bureau }, false],
  ])('%s', (_rule, answer, needed) => {
    expect(run(answer).identityConfirmationNeeded).toBe(needed);
  });
});
