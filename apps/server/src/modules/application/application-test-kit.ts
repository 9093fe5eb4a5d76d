import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import { requiredDocuments } from '@waypoint/domain/application/documents/required-documents';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { TestBrowser } from '../../testing/graphql-client.js';
import { latestMailTo, registerUser } from '../../testing/test-accounts.js';
import type { TestApp } from '../../testing/test-app.js';
import { testHolder, uploadPassingDocuments } from '../../testing/uploads.js';

export const saveMutation = `mutation Save($input: DraftChanges!, $expectedVersion: Int) {
  applicationCacheSave(input: $input, expectedVersion: $expectedVersion) { isSaved stepName version }
}`;

export const cacheQuery = `{ getApplicationCache { id stepName status version inUS dob income accommodationCost financialCommitments permanentResident
  ssn identificationNo shipToHome employerName employerWebsite employmentStatus workEmail workEmailVerificationFlag residenceStatusUS residenceStatusUSOther
  expectedRelocationDate timeInUS IDDocType ATPApproval sentilinkApproval identityActionsFlagged submissionDate PRIVACY_POLICY_DOC_URL
  emailVerified relocationReminderScheduledFor } }`;

export interface SaveAnswer {
  applicationCacheSave: { isSaved: boolean; stepName: string | null; version: number };
}

let applicants = 0;
const emailOf = new WeakMap<TestBrowser, string>();

/** A signed-in applicant at a given IP (the IP decides the start rule, docs/sandbox.md). */
export async function newApplicant(
  testApp: TestApp,
  ip?: string,
  account: { firstName?: string; lastName?: string } = {},
): Promise<TestBrowser> {
  applicants += 1;
  const browser = new TestBrowser(testApp.app, ip);
  const email = `applicant${applicants}-${Date.now()}@example.com`;
  await registerUser(browser, { email, ...account });
  emailOf.set(browser, email);
  return browser;
}

export function applicantEmail(browser: TestBrowser): string {
  const email = emailOf.get(browser);
  if (!email) throw new Error('not an applicant made by newApplicant');
  return email;
}

/** Confirms the applicant's e-mail as they would: with the link in the verification e-mail. */
export async function verifyApplicantEmail(testApp: TestApp, browser: TestBrowser): Promise<void> {
  const { token } = await latestMailTo(testApp.database.db, applicantEmail(browser));
  const response = await browser.query(
    `query V($hash: String!) { emailVerification(verificationHash: $hash) { id } }`,
    {
      hash: token,
    },
  );
  if (response.errors) throw new Error(`verification refused: ${JSON.stringify(response.errors)}`);
}

export async function save(browser: TestBrowser, input: Record<string, unknown>, expectedVersion?: number) {
  return browser.query<SaveAnswer>(saveMutation, {
    input,
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
  });
}

/** Saves and expects the server to land on `expectedStep`. */
export async function step(browser: TestBrowser, input: Record<string, unknown>, expectedStep: string): Promise<void> {
  const response = await save(browser, input);
  if (response.errors) throw new Error(`save refused: ${JSON.stringify(response.errors)}`);
  if (response.data?.applicationCacheSave.stepName !== expectedStep) {
    throw new Error(`expected ${expectedStep}, got ${response.data?.applicationCacheSave.stepName}`);
  }
}

export async function cacheOf(browser: TestBrowser) {
  const response = await browser.query<{ getApplicationCache: Record<string, unknown> | null }>(cacheQuery);
  return response.data?.getApplicationCache ?? null;
}

/** An ISO date `days` from today (UTC). */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A US address that passes the step schemas. */
export const usAddress = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

/** Employment answers that complete the employment step for someone employed. */
export function employedAt(employerName: string, employerWebsite: string) {
  return {
    employmentStatus: 'employed',
    jobTitle: 'Engineer',
    timeWithEmployer: 'oneToTwoYears',
    assignedAtClientLocation: 'false',
    firstJob: 'true',
    employerName,
    employerWebsite,
  };
}

/** A young professional walked to YP_Financial_Info with the given employment answers. */
export async function ypAtFinancialInfo(testApp: TestApp, employment: Record<string, unknown>): Promise<TestBrowser> {
  const browser = await newApplicant(testApp);
  await step(browser, {}, 'PreResidency_Question');
  await step(browser, { permanentResident: 'true', stepName: 'YP_Identification' }, 'YP_Identification');
  await step(
    browser,
    { dob: '1998-03-03', ssn: '234-56-7890', ...usAddress, stepName: 'YP_Employment' },
    'YP_Employment',
  );
  await step(browser, { ...employment, stepName: 'YP_Financial_Info' }, 'YP_Financial_Info');
  return browser;
}

/** A US expat walked to US_Expat_Review with the given employment answers, shipping home. */
export async function usAtReview(
  testApp: TestApp,
  employment: Record<string, unknown>,
  account: { firstName?: string; lastName?: string } = {},
): Promise<TestBrowser> {
  const browser = await newApplicant(testApp, undefined, account);
  await step(browser, {}, 'PreResidency_Question');
  await step(
    browser,
    { permanentResident: 'false', timeInUS: 'oneToTwoYears', stepName: 'US_Expat_Identification' },
    'US_Expat_Identification',
  );
  await step(
    browser,
    { dob: '1990-01-01', ssn: '123-45-6789', residenceStatusUS: 'H-1B', ...usAddress, stepName: 'US_Expat_Employment' },
    'US_Expat_Employment',
  );
  await step(browser, { ...employment, stepName: 'US_Expat_Financial_Info' }, 'US_Expat_Financial_Info');
  await step(
    browser,
    { income: '50000', residenceType: 'family', stepName: 'US_Expat_Shipping_Info' },
    'US_Expat_Shipping_Info',
  );
  await step(browser, { shipToHome: 'true', stepName: 'US_Expat_Review' }, 'US_Expat_Review');
  return browser;
}

/**
 * On a Documents step: uploads, through the upload route, a file that passes
 * the sandbox check for each document the step asks this applicant for
 * (required-documents.ts), so Continue is allowed; the documents carry the
 * account's name (Ana Silva unless given). Returns the types.
 */
export async function uploadRequiredDocuments(
  browser: TestBrowser,
  holderName: { firstName: string; lastName: string } = { firstName: 'Ana', lastName: 'Silva' },
): Promise<DocumentType[]> {
  const response = await browser.query<{ getApplicationCache: Draft & { id: number } }>(
    `{ getApplicationCache { id stepName dob residenceStatusUS visaIsSupportingDocument employmentStatus income timeWithEmployer street inUS } }`,
  );
  const draft = response.data?.getApplicationCache;
  if (!draft?.dob) throw new Error('no application with a date of birth to upload documents for');
  const types = requiredDocuments(draft);
  await uploadPassingDocuments(browser, draft.id, types, { ...testHolder(draft.dob), ...holderName });
  return types;
}

/**
 * Passes the sandbox identity questions (docs/sandbox.md "Identity questions"):
 * for each question the option among `known` (the applicant's own answers),
 * else "None of the above". Continue from YP_Identity_Verification needs it.
 */
export async function passIdentityQuestions(browser: TestBrowser, known: readonly string[]): Promise<void> {
  const started = await browser.query<{
    getIdentity: { transactionId: string; questions: { answer: string[] }[] };
  }>(`{ getIdentity { transactionId questions { answer } } }`);
  const identity = started.data?.getIdentity;
  if (!identity) throw new Error(`getIdentity refused: ${JSON.stringify(started.errors)}`);
  const answers = identity.questions.map(
    (question) => question.answer.find((option) => known.includes(option)) ?? 'None of the above',
  );
  const submitted = await browser.query<{ submitAnswers: { result: string } }>(
    `mutation A($id: String!, $answers: [String!]!) { submitAnswers(transactionId: $id, questionsType: "MAIN", answers: $answers) { result } }`,
    { id: identity.transactionId, answers },
  );
  if (submitted.data?.submitAnswers.result !== 'passed') {
    throw new Error(`identity questions not passed: ${JSON.stringify(submitted)}`);
  }
}
