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
