import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../platform/mail/mail-tables.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { registerUser } from '../../testing/test-accounts.js';
import type { TestApp } from '../../testing/test-app.js';
import { saveStep, walkYpToFinancialValidation } from '../../testing/yp-walk.js';

/**
 * Walks applicants through the public API only (this module does not import
 * the application module, decision 002).
 */
const saveMutation = `mutation Save($input: DraftChanges!) {
  applicationCacheSave(input: $input) { stepName }
}`;

export const sendMutation = `mutation Send($id: Int!, $email: String!) {
  sendWorkEmailConfirmation(id: $id, email: $email) { status email expiresAt }
}`;

export interface Sending {
  sendWorkEmailConfirmation: { status: string; email: string; expiresAt: string | null };
}

export function save(browser: TestBrowser, input: Record<string, unknown>) {
  return browser.query<{ applicationCacheSave: { stepName: string } }>(saveMutation, { input });
}

/** One draft save that must land on `expected`. */
export const step = saveStep;

export async function draftOf(browser: TestBrowser) {
  const response = await browser.query<{ getApplicationCache: Record<string, unknown> }>(
    `{ getApplicationCache { id workEmail workEmailVerificationFlag employerVerified employerVerificationMethod stepName } }`,
  );
  return response.data?.getApplicationCache;
}

let applicants = 0;

/** A YP applicant employed at a small company (its website fails the website check), on YP_Employer_Verification. */
export async function applicantAtEmployerVerification(testApp: TestApp): Promise<{ browser: TestBrowser; id: number }> {
  applicants += 1;
  const browser = new TestBrowser(testApp.app);
  await registerUser(browser, { email: `worker${applicants}-${Date.now()}@example.com` });
  await walkYpToFinancialValidation(browser, { name: 'Small Co', website: 'https://www.small-co.example/careers' });
  await step(browser, { stepName: 'YP_Employer_Verification' }, 'YP_Employer_Verification');
  return { browser, id: Number((await draftOf(browser))?.id) };
}

/** The link in the newest e-mail to an address, as its two parts. */
export async function linkSentTo(testApp: TestApp, email: string): Promise<{ first: string; second: string }> {
  const [mail] = await testApp.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, email))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const match = mail?.text.match(/\/application\/work-email\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/);
  if (!match?.[1] || !match[2]) throw new Error(`no work-e-mail link sent to ${email}`);
  return { first: match[1], second: match[2] };
}
