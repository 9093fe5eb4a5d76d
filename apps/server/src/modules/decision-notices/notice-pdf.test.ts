import { describe, expect, it } from 'vitest';
import type { BureauContact, CreditScore } from '@waypoint/domain/credit-report/credit-report';
import { actionTakenText, buildAdverseActionNotice } from '@waypoint/domain/decisions/adverse-action-notice';
import { declineReasonTexts } from '@waypoint/domain/decisions/decision-reasons';
import { ecoaAgencies } from '@waypoint/domain/decisions/ecoa-agencies';
import { ecoaNoticeText } from '@waypoint/domain/decisions/notice-letter';
import { forbiddenNoticePhrases, pdfText } from './decision-notices-test-kit.js';
import { renderNoticePdf } from './notice-pdf.js';

const creditor = { name: 'Harborline Bank, N.A.', address: 'Card Services, PO Box 5100, Wilmington, DE 19850' };
const bureau: BureauContact = {
  name: 'Waypoint Sandbox Credit Bureau',
  address: 'P.O. Box 4500, Allen, TX 75013',
  phone: '1-800-555-0199',
  website: 'https://bureau.sandbox.waypoint.example',
};
const score: CreditScore = {
  value: 560,
  model: 'FICO Score 8',
  rangeLow: 300,
  rangeHigh: 850,
  keyFactors: [
    'Proportion of balances to credit limits is too high',
    'Length of time accounts have been established',
    'Too few accounts currently paid as agreed',
    'Too many accounts with balances',
    'Too many inquiries last 12 months',
  ],
  scoredOn: '2026-11-20',
};

const noticeFor = (
  fullName: string,
  reasons: string[],
  consumerReport: Parameters<typeof buildAdverseActionNotice>[0]['consumerReport'] = null,
) =>
  buildAdverseActionNotice({
    creditor,
    agency: ecoaAgencies.occ,
    applicant: { fullName, address: '2 Elm Street, Dover, DE 19901' },
    noticeDate: '2026-11-28',
    reasons,
    consumerReport,
  });

const at = new Date('2026-11-28T12:00:00Z');

describe('the notice PDF', () => {
  it.each(['Ada Lovelace', 'Zoë Ångström', '王 小明', 'Ngọc Nguyễn'])('renders for %s', async (name) => {
    const pdf = await renderNoticePdf(noticeFor(name, ['incomeInsufficient']), at);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('gives the same bytes for the same notice, so what is stored is what was sent', async () => {
    const notice = noticeFor('Ada Lovelace', ['excessiveObligations', 'delinquentObligations']);
    const first = await renderNoticePdf(notice, at);
    const second = await renderNoticePdf(notice, at);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
  });
});

describe('a decline with a consumer report and a score, as its PDF reads', async () => {
  const reasons = ['incomeInsufficient', 'delinquentObligations'];
  const text = await pdfText(await renderNoticePdf(noticeFor('Ada Lovelace', reasons, { bureau, score }), at));

  it.each([
    ['Reg B 1002.9(a)(2)(i): the action taken', actionTakenText],
    ['1002.9(a)(2)(i): the creditor’s name', creditor.name],
    ['1002.9(a)(2)(i): the creditor’s address', creditor.address],
    ['1002.9(a)(2)(i), (b)(1): the ECOA notice with the agency’s name and address', ecoaNoticeText(ecoaAgencies.occ)],
    ['1002.9(a)(2)(ii), (b)(2): the first principal reason', declineReasonTexts.incomeInsufficient.notice],
    ['1002.9(a)(2)(ii), (b)(2): the second principal reason', declineReasonTexts.delinquentObligations.notice],
    ['FCRA 615(a)(2)(A): the bureau’s name', bureau.name],
    ['615(a)(2)(A): the bureau’s address', bureau.address],
    ['615(a)(2)(A): its toll-free telephone number', `Toll-free telephone ${bureau.phone}`],
    ['615(a)(2)(B): the bureau did not make the decision', 'The reporting agency played no part in our decision'],
    [
      '615(a)(3)(A): a free report within 60 days',
      'free copy of your report from the reporting agency, if you request it no later than 60 days',
    ],
    ['615(a)(3)(B): the right to dispute', 'you have the right to dispute the matter with the reporting agency'],
    ['615(a)(1)(A): the score used', 'Your credit score: 560 (FICO Score 8)'],
    ['609(f)(1)(A): its range', 'Scores range from a low of 300 to a high of 850'],
    [
      '609(f)(1)(C): the key factors',
      'Proportion of balances to credit limits is too high; Length of time accounts have been established; Too few accounts currently paid as agreed; Too many accounts with balances',
    ],
    [
      '609(f)(9): inquiries as a fifth key factor',
      'Too many accounts with balances; Too many inquiries last 12 months.',
    ],
    ['609(f)(1)(D): the score’s date, in words', 'Date: November 20, 2026.'],
    ['609(f)(1)(E): who provided the score', `Source: ${bureau.name}.`],
    ['the notice’s date, in words', 'November 28, 2026'],
  ])('%s', (_rule, expected) => {
    expect(text).toContain(expected);
  });

  it.each(forbiddenNoticePhrases)('carries no %s', (phrase) => {
    expect(text).not.toMatch(phrase);
  });
});

describe('a score-based decline: the principal reasons are the key factors (Reg B 1002.9(b)(2))', async () => {
  const text = await pdfText(
    await renderNoticePdf(noticeFor('Ada Lovelace', ['creditScoreBelowMinimum'], { bureau, score }), at),
  );
  const reasonsPart = text.slice(
    text.indexOf('Principal reason(s)'),
    text.indexOf('Your right to a free credit report'),
  );

  it.each(score.keyFactors.slice(0, 4))('states “%s” as a reason', (factor) => {
    expect(reasonsPart).toContain(factor);
  });

  it('gives no more than four reasons, and not the score wording in their place', () => {
    expect(reasonsPart).not.toContain(score.keyFactors[4]);
    expect(reasonsPart).not.toContain(declineReasonTexts.creditScoreBelowMinimum.notice);
  });
});

describe('at most four principal reasons (Reg B 1002.9(b)(2))', async () => {
  const all = Object.keys(declineReasonTexts);
  const text = await pdfText(await renderNoticePdf(noticeFor('Ada Lovelace', all), at));
  it.each(all.map((code, index) => [code, index < 4] as const))('%s printed: %s', (code, printed) => {
    expect(text.includes(declineReasonTexts[code as keyof typeof declineReasonTexts].notice)).toBe(printed);
  });
});

describe('a decline with no reason on record gives the right to ask for them (1002.9(a)(2)(ii))', async () => {
  const text = await pdfText(await renderNoticePdf(noticeFor('Ada Lovelace', []), at));
  it.each([
    ['the right to a statement of reasons', 'You have the right to a statement of specific reasons'],
    ['whom to ask, at which address', `please contact ${creditor.name}, ${creditor.address}, within 60 days`],
    ['within 30 days of the request', 'within 30 days of receiving your request'],
  ])('%s', (_rule, expected) => {
    expect(text).toContain(expected);
  });
});
