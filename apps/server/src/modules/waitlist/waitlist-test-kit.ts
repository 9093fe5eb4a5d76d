import { eq } from 'drizzle-orm';
import { waitlistApiPaths } from '@waypoint/domain/waitlist/waitlist';
import { outboxMessages } from '../../platform/mail/mail-tables.js';
import type { TestBrowser } from '../../testing/graphql-client.js';
import type { TestApp } from '../../testing/test-app.js';
import { waitlistEntries } from './waitlist-tables.js';

/** What the waitlist's tests share (decision 087): joining as the form does, and reading the mails' links. */

export const sandboxPass = 'test-recaptcha-pass';

export const join = (browser: TestBrowser, body: unknown) =>
  browser.send({
    method: 'POST',
    url: waitlistApiPaths.join,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

export const joinAs = (browser: TestBrowser, email: string) =>
  join(browser, { email, consent: true, recaptchaToken: sandboxPass });

export const postToken = (browser: TestBrowser, path: string, token: string) =>
  browser.send({
    method: 'POST',
    url: path,
    payload: JSON.stringify({ token }),
    headers: { 'content-type': 'application/json' },
  });

export const mailsTo = (app: TestApp, address: string) =>
  app.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address));

export const entriesOf = (app: TestApp, email: string) =>
  app.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));

export const statusOf = async (app: TestApp, email: string) => (await entriesOf(app, email))[0]?.status;

/** The tokens of the newest mail to `email`: its confirm link's and its unsubscribe link's. */
export async function linksTo(app: TestApp, email: string): Promise<{ confirm: string; unsubscribe: string }> {
  const text = (await mailsTo(app, email)).at(-1)?.text ?? '';
  const find = (path: string) => {
    const token = text.match(new RegExp(`https?://[^/\\s]+${path}\\?token=([A-Za-z0-9_-]+)`))?.[1];
    if (!token) throw new Error(`no ${path} link in the mail to ${email}`);
    return token;
  };
  return { confirm: find('/waitlist/confirm'), unsubscribe: find('/waitlist/unsubscribe') };
}

/** Joins and confirms, as a person who opened the mail would. */
export async function confirmedEntry(app: TestApp, browser: TestBrowser, email: string): Promise<string> {
  await joinAs(browser, email);
  await postToken(browser, waitlistApiPaths.confirm, (await linksTo(app, email)).confirm);
  const [entry] = await entriesOf(app, email);
  if (entry?.status !== 'confirmed') throw new Error(`${email} did not confirm`);
  return entry.id;
}
