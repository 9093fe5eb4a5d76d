import type { BureauAnswer, BureauContact } from '@waypoint/domain/credit-report/credit-report';
import type { TestBrowser } from '../../testing/graphql-client.js';
import type { BureauInquiry, CreditBureauProvider } from './credit-bureau-provider.js';

export const testBureau: BureauContact = {
  name: 'Test Credit Bureau',
  address: '1 Test Way, Allen, TX 75013',
  phone: '1-800-555-0100',
  website: 'https://bureau.test.example',
};

export const primeFile: Extract<BureauAnswer, { outcome: 'fileFound' }> = {
  outcome: 'fileFound',
  bureau: testBureau,
  file: {
    score: { value: 781, model: 'FICO Score 8', rangeLow: 300, rangeHigh: 850, keyFactors: [], scoredOn: '2026-11-25' },
    tradelines: 12,
    delinquencies: 0,
    publicRecords: 0,
    inquiriesLast6Months: 1,
    fraudAlert: false,
  },
};

type Scripted = Exclude<BureauAnswer, { outcome: 'unavailable' }> | 'outage';

/**
 * A bureau that answers from a script, one entry per call (the last repeats),
 * and remembers every inquiry it was asked: how often, what kind, about whom.
 */
export function scriptedBureau(script: Scripted[], delayMs = 0) {
  const inquiries: BureauInquiry[] = [];
  const provider: CreditBureauProvider = {
    bureau: testBureau,
    async inquire(inquiry) {
      inquiries.push(inquiry);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const next = script[Math.min(inquiries.length - 1, script.length - 1)] ?? 'outage';
      if (next === 'outage') throw new Error('bureau outage');
      return next;
    },
  };
  return { provider, inquiries };
}

export const submitMutation = `mutation { applicationSubmit(sessionID: "visit") { status } }`;
export const creditCheckQuery = `{ getCreditCheck { status canRetry updatedAt bureau { name phone } } }`;
export const retryMutation = `mutation { retryCreditCheck { status canRetry bureau { name } } }`;

export interface CreditCheckAnswer {
  getCreditCheck: { status: string; canRetry: boolean; bureau: { name: string; phone: string } | null } | null;
}

export const prequalifyMutation = `mutation P($input: PrequalificationInput!, $token: String) {
  prequalify(input: $input, recaptchaToken: $token) {
    outcome aprLow aprHigh indicativeLimit reasons { code text } identityConfirmationNeeded
    bureau { name address phone website } answersCarryOver creditReportUsed
    creditScore { value model rangeLow rangeHigh scoredOn keyFactors }
  }
}`;

interface PrequalifyAnswer {
  prequalify: {
    outcome: string;
    aprLow: number | null;
    aprHigh: number | null;
    indicativeLimit: number | null;
    reasons: { code: string; text: string }[];
    identityConfirmationNeeded: boolean;
    bureau: { name: string };
    answersCarryOver: boolean;
    creditReportUsed: boolean;
    creditScore: {
      value: number;
      model: string;
      rangeLow: number;
      rangeHigh: number;
      scoredOn: string;
      keyFactors: string[];
    } | null;
  };
}

export const prequalificationForm = {
  firstName: 'Mei',
  lastName: 'Tanaka',
  dob: '1996-07-14',
  inUS: true,
  street: '500 Pine St',
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
  income: 72000,
  accommodationCost: 1500,
  ssnLastFour: '6789',
  consent: true,
};

export function prequalify(
  browser: TestBrowser,
  input: Record<string, unknown>,
  token: string | null = 'test-recaptcha-pass',
) {
  return browser.query<PrequalifyAnswer>(prequalifyMutation, { input, token });
}
