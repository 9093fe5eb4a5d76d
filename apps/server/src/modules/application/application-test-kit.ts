import { registerUser } from '../../testing/test-accounts.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import type { TestApp } from '../../testing/test-app.js';

export const saveMutation = `mutation Save($input: DraftChanges!, $expectedVersion: Int) {
  applicationCacheSave(input: $input, expectedVersion: $expectedVersion) { isSaved stepName version }
}`;

export const cacheQuery = `{ getApplicationCache { id stepName status version inUS dob income accommodationCost financialCommitments permanentResident
  ssn identificationNo shipToHome employerName employmentStatus workEmail workEmailVerificationFlag residenceStatusUS residenceStatusUSOther
  expectedRelocationDate timeInUS IDDocType ATPApproval sentilinkApproval submissionDate PRIVACY_POLICY_DOC_URL } }`;

export interface SaveAnswer {
  applicationCacheSave: { isSaved: boolean; stepName: string | null; version: number };
}

let applicants = 0;
/** A signed-in applicant at a given IP (the IP decides the start rule, docs/sandbox.md). */
export async function newApplicant(testApp: TestApp, ip?: string): Promise<TestBrowser> {
  applicants += 1;
  const browser = new TestBrowser(testApp.app, ip);
  await registerUser(browser, { email: `applicant${applicants}-${Date.now()}@example.com` });
  return browser;
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
