import { describe, expect, it } from 'vitest';
import { answerFromErrorMessages, answerFromReport, experianConsumerAssistance } from './experian-report.js';

const today = new Date('2026-11-25T12:00:00Z');
const profile = (change: Record<string, unknown> = {}) => ({ creditProfile: [{ tradeline: [{}, {}, {}], ...change }] });
const fileOf = (body: unknown) => {
  const answer = answerFromReport(body, today);
  if (answer?.outcome !== 'fileFound') throw new Error(`expected a file, got ${answer?.outcome}`);
  return answer.file;
};

describe('Experian credit profile mapping', () => {
  it.each<[string, unknown, string | null]>([
    ['no profile at all: no file', { creditProfile: [] }, 'noFile'],
    ['no creditProfile key: no file', {}, 'noFile'],
    [
      '"NO RECORD FOUND" with no accounts: no file',
      profile({ tradeline: [], informationalMessage: [{ messageText: 'NO RECORD FOUND' }] }),
      'noFile',
    ],
    [
      '"NO RECORD FOUND" beside accounts is not an empty file',
      profile({ informationalMessage: [{ messageText: 'NO RECORD FOUND' }] }),
      'fileFound',
    ],
    [
      'the OFAC all-clear is not "no record"',
      profile({ tradeline: [], informationalMessage: [{ messageText: 'OFAC NO RECORD FOUND' }] }),
      'fileFound',
    ],
    [
      'a security freeze message: frozen',
      profile({ informationalMessage: [{ messageText: 'FILE FROZEN DUE TO STATE LEGISLATION' }] }),
      'frozen',
    ],
    ['not an object: not a profile', 'nonsense', null],
    ['creditProfile not a list: not a profile', { creditProfile: 'x' }, null],
    ['a score that is not text: not a profile', profile({ riskModel: [{ score: 780 }] }), null],
  ])('%s', (_row, body, outcome) => {
    expect(answerFromReport(body, today)?.outcome ?? null).toBe(outcome);
  });

  it.each<[string, unknown, number | null]>([
    ['a VantageScore 4.0 score', [{ modelIndicator: 'V4', score: '0712' }], 712],
    ['another model only: no score', [{ modelIndicator: 'F9', score: '0712' }], null],
    ['a "cannot score" code: no score', [{ modelIndicator: 'V4', score: '9001' }], null],
    ['below the range: no score', [{ modelIndicator: 'V4', score: '0100' }], null],
    ['not a number: no score', [{ modelIndicator: 'V4', score: 'N/A' }], null],
  ])('%s', (_row, riskModel, score) => {
    expect(fileOf(profile({ riskModel })).score?.value ?? null).toBe(score);
  });

  it('key factors: by importance, at most four', () => {
    const factors = ['5', '1', '3', '2', '4'].map((importance) => ({ importance, code: `0${importance}` }));
    expect(
      fileOf(profile({ riskModel: [{ modelIndicator: 'V4', score: '0600', scoreFactors: factors }] })).score
        ?.keyFactors,
    ).toEqual(['Key factor 01', 'Key factor 02', 'Key factor 03', 'Key factor 04']);
  });

  it('counts: tradelines, public records, delinquent accounts, inquiries from the summary', () => {
    const file = fileOf(
      profile({
        publicRecord: [{}, {}],
        summaries: [
          {
            attributes: [
              { id: 'nowDelinquentDerog', value: '001' },
              { id: 'wasDelinquentDerog', value: '002' },
              { id: 'inquiriesDuringLast6Months', value: '004' },
            ],
          },
        ],
      }),
    );
    expect(file).toMatchObject({ tradelines: 3, publicRecords: 2, delinquencies: 3, inquiriesLast6Months: 4 });
  });

  it('inquiries in six months counted from their dates when the summary has none', () => {
    const inquiry = [
      { date: '11012026' },
      { date: '06012026' },
      { date: '05242026' },
      { date: '12012026' },
      { date: 'bad' },
    ];
    expect(fileOf(profile({ inquiry })).inquiriesLast6Months).toBe(2);
  });

  it.each([
    [
      'an initial security alert statement',
      { statement: [{ statementText: 'INITIAL SECURITY ALERT: VERIFY IDENTITY' }] },
      true,
    ],
    ['an active duty alert message', { informationalMessage: [{ messageText: 'ACTIVE DUTY ALERT ON FILE' }] }, true],
    ['an unrelated statement', { statement: [{ statementText: 'CONSUMER DISPUTES ACCOUNT' }] }, false],
  ])('fraud alert: %s', (_row, change, alert) => {
    expect(fileOf(profile(change)).fraudAlert).toBe(alert);
  });

  it("the bureau's contact from the answer, or Experian's consumer assistance office", () => {
    const office = {
      officeName: 'EXPERIAN',
      poBox: 'PO BOX 9701',
      cityStateZip: 'ALLEN, TX 75013',
      phone: '8883973742',
    };
    expect(answerFromReport(profile({ consumerAssistanceReferralAddress: office }), today)).toMatchObject({
      bureau: { name: 'EXPERIAN', address: 'PO BOX 9701, ALLEN, TX 75013', phone: '1-888-397-3742' },
    });
    expect(
      answerFromReport(profile({ consumerAssistanceReferralAddress: { ...office, phone: '12' } }), today),
    ).toMatchObject({
      bureau: experianConsumerAssistance,
    });
  });
});

it('a long remark does not make the report unreadable', () => {
  expect(fileOf(profile({ statement: [{ statementText: 'X'.repeat(5_000) }] })).tradelines).toBe(3);
});

describe('Experian error messages', () => {
  it.each<[string[], string | null]>([
    [['Consumer file frozen: security freeze'], 'frozen'],
    [['No record found'], 'noFile'],
    [['Invalid subscriber setup'], null],
    [[], null],
  ])('%j means %s', (messages, answer) => {
    expect(answerFromErrorMessages(messages)).toBe(answer);
  });
});
