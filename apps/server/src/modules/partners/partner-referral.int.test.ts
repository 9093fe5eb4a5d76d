import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '@waypoint/domain/notifications/field-messages';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { multipartBody } from '../../testing/uploads.js';
import { partnerReferrals } from './partners-tables.js';
import { mailsTo, referAsMultipart, referAsUrlEncoded, referralFields } from './partners-test-kit.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://waypoint.example' });
});
afterAll(async () => {
  await testApp.close();
});

const rowsFor = (email: string) =>
  testApp.database.db.select().from(partnerReferrals).where(eq(partnerReferrals.email, email));

describe('POST /partners/refer', () => {
  it('takes multipart form data, stores the referral and mails the person and the partner', async () => {
    const browser = new TestBrowser(testApp.app);
    const fields = referralFields({
      partnerPhone: '+1 415 555 0100',
      relocationDate: '2027-03-01',
      note: 'Starts in March.',
    });
    const response = await referAsMultipart(browser, fields);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    expect(await rowsFor(fields.email ?? '')).toEqual([
      expect.objectContaining({
        organization: 'Acme Relocation Inc.',
        partnerName: 'Maria Lopez',
        partnerPhone: '+1 415 555 0100',
        firstName: 'Ravi',
        relocationDate: '2027-03-01',
        note: 'Starts in March.',
        ip: browser.ip,
      }),
    ]);
    const [toPerson, ...more] = await mailsTo(testApp, fields.email ?? '');
    expect(more).toHaveLength(0);
    expect(toPerson?.subject).toContain('Maria Lopez');
    expect(toPerson?.text).toContain('Maria Lopez of Acme Relocation Inc.');
    expect(toPerson?.text).toContain('https://waypoint.example/user/signup');
    // The free-text note is stored, never mailed to the address someone typed.
    expect(toPerson?.text).not.toContain('Starts in March.');
    const [acknowledgement] = await mailsTo(testApp, fields.partnerEmail ?? '');
    expect(acknowledgement?.text).toContain('We received your referral of Ravi Kumar');
  });

  it('takes URL-encoded form data with only the required fields', async () => {
    const fields = referralFields();
    const response = await referAsUrlEncoded(new TestBrowser(testApp.app), fields);
    expect(response.statusCode).toBe(202);
    const [row] = await rowsFor(fields.email ?? '');
    expect(row).toMatchObject({ partnerPhone: null, relocationDate: null, note: null });
  });

  it.each([
    ['a missing required field', { lastName: undefined }, 'lastName', fieldMessages.required],
    ['an invalid e-mail', { email: 'ravi@' }, 'email', fieldMessages.invalidEmail],
    ['an invalid partner e-mail', { partnerEmail: 'maria@' }, 'partnerEmail', fieldMessages.invalidEmail],
    ['a bad relocation date', { relocationDate: '2027-13-01' }, 'relocationDate', fieldMessages.invalidDate],
    ['an over-long note', { note: 'n'.repeat(1001) }, 'note', fieldMessages.tooLong],
  ])('refuses %s with 400 beside its field and stores nothing', async (_case, overrides, field, message) => {
    const fields = Object.fromEntries(
      Object.entries({ ...referralFields(), ...overrides }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    const response = await referAsMultipart(new TestBrowser(testApp.app), fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          message: `${field}: ${message}`,
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] },
        },
      ],
    });
    const email = fields.email ?? '';
    expect(await rowsFor(email)).toHaveLength(0);
    expect(await mailsTo(testApp, email)).toHaveLength(0);
  });

  it('an empty form names every required field', async () => {
    const response = await referAsMultipart(new TestBrowser(testApp.app), {});
    expect(response.statusCode).toBe(400);
    const fieldErrors = (response.json() as { errors: { extensions: { fieldErrors: { field: string }[] } }[] })
      .errors[0]?.extensions.fieldErrors;
    expect(fieldErrors?.map((error) => error.field)).toEqual([
      'organization',
      'partnerName',
      'partnerEmail',
      'firstName',
      'lastName',
      'email',
    ]);
  });

  it.each([
    ['JSON', 'application/json', JSON.stringify(referralFields())],
    ['plain text', 'text/plain', 'hello'],
  ])('refuses %s with 415', async (_case, contentType, payload) => {
    const response = await new TestBrowser(testApp.app).send({
      method: 'POST',
      url: '/partners/refer',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses an oversized body with 413 and a file part with 400', async () => {
    const browser = new TestBrowser(testApp.app);
    const big = await referAsUrlEncoded(browser, referralFields({ note: 'n'.repeat(20_000) }));
    expect(big.statusCode).toBe(413);
    const { payload, contentType } = multipartBody([{ name: 'note', filename: 'a.txt', content: Buffer.from('x') }]);
    const withFile = await browser.send({
      method: 'POST',
      url: '/partners/refer',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(withFile.statusCode).toBeGreaterThanOrEqual(400);
    expect(withFile.statusCode).toBeLessThan(500);
  });

  it('a repeat from the same partner is stored and mailed once, with the same answer', async () => {
    const browser = new TestBrowser(testApp.app);
    const fields = referralFields();
    const answers = await Promise.all([referAsMultipart(browser, fields), referAsUrlEncoded(browser, fields)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    expect(await rowsFor(fields.email ?? '')).toHaveLength(1);
    expect(await mailsTo(testApp, fields.email ?? '')).toHaveLength(1);
  });

  it('allows 20 referrals an hour from one network, then 429', async () => {
    const browser = new TestBrowser(testApp.app);
    for (let count = 0; count < 20; count += 1) {
      expect((await referAsUrlEncoded(browser, referralFields())).statusCode).toBe(202);
    }
    const refused = referralFields();
    const response = await referAsUrlEncoded(browser, refused);
    expect(response.statusCode).toBe(429);
    expect(response.json().errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await rowsFor(refused.email ?? '')).toHaveLength(0);
    expect((await referAsUrlEncoded(new TestBrowser(testApp.app), referralFields())).statusCode).toBe(202);
  });
});
