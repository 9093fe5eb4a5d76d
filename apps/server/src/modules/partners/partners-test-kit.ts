import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../platform/mail/mail-tables.js';
import type { TestBrowser } from '../../testing/graphql-client.js';
import type { TestApp } from '../../testing/test-app.js';
import { multipartBody } from '../../testing/uploads.js';

let made = 0;
/** A referral of its own per call (its own addresses), so tests do not read each other's rows. */
export function referralFields(overrides: Record<string, string> = {}): Record<string, string> {
  made += 1;
  return {
    organization: 'Acme Relocation Inc.',
    partnerName: 'Maria Lopez',
    partnerEmail: `maria${made}@acme-relocation.example`,
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: `ravi${made}@example.com`,
    ...overrides,
  };
}

/** The form data a browser sends: multipart, one text part per non-empty field. */
export function referAsMultipart(browser: TestBrowser, fields: Record<string, string>) {
  const { payload, contentType } = multipartBody(
    Object.entries(fields).map(([name, value]) => ({ name, contentType: 'text/plain', content: Buffer.from(value) })),
  );
  return browser.send({ method: 'POST', url: '/partners/refer', payload, headers: { 'content-type': contentType } });
}

export function referAsUrlEncoded(browser: TestBrowser, fields: Record<string, string>) {
  return browser.send({
    method: 'POST',
    url: '/partners/refer',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export function invite(browser: TestBrowser, body: unknown) {
  return browser.send({
    method: 'POST',
    url: '/partners/invite',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

export const mailsTo = (testApp: TestApp, address: string) =>
  testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address));
