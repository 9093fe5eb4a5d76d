import { eq } from 'drizzle-orm';
import { users } from '../modules/auth/auth-tables.js';
import type { TestBrowser } from './graphql-client.js';
import { latestMailTo } from './test-accounts.js';
import type { TestApp } from './test-app.js';

/*
 * The step-up (decision 073) as the web does it: ask for a code by e-mail,
 * read it from the sandbox outbox, send it back. Tests of operations behind
 * the step-up call this first.
 */

export const sendStepUpCodeMutation = `mutation Send($method: String!) { sendStepUpCode(method: $method) { method sentTo } }`;
export const completeStepUpMutation = `mutation Complete($method: String!, $code: String!) {
  completeStepUp(method: $method, code: $code) { method validUntil }
}`;

/** The six digits of the newest step-up code mailed to `email`. */
export async function mailedStepUpCode(app: TestApp, email: string): Promise<string> {
  const { mail } = await latestMailTo(app.database.db, email);
  const code = mail?.text.match(/confirm it is you is (\d{6})/)?.[1];
  if (!code) throw new Error(`no step-up code mailed to ${email}`);
  return code;
}

/** Proves the browser's session by a code to `email` (the account's), or throws with the refusal. */
export async function stepUpByEmail(app: TestApp, browser: TestBrowser, email: string): Promise<void> {
  const sent = await browser.query(sendStepUpCodeMutation, { method: 'emailCode' });
  if (sent.errors) throw new Error(`sendStepUpCode refused: ${JSON.stringify(sent.errors)}`);
  const code = await mailedStepUpCode(app, email);
  const completed = await browser.query(completeStepUpMutation, { method: 'emailCode', code });
  if (completed.errors) throw new Error(`completeStepUp refused: ${JSON.stringify(completed.errors)}`);
}

/** The same, for an account known by its id. */
export async function stepUpAs(app: TestApp, browser: TestBrowser, userId: string): Promise<void> {
  const [user] = await app.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no account ${userId}`);
  await stepUpByEmail(app, browser, user.email);
}
