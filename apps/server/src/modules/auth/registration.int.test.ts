import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../platform/mail/mail-tables.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { latestMailTo, registerUser, userFields } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { consents, users } from './auth-tables.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('register', () => {
  it('creates the account, signs in with secure cookies, records E-SIGN consent and queues the verification mail', async () => {
    const browser = new TestBrowser(testApp.app);
    const response = await registerUser(browser, { email: 'Ana.Silva@Example.com', middleName: 'Maria' });
    expect(response.errors).toBeUndefined();
    const user = response.data?.register;
    expect(user).toMatchObject({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana.silva@example.com',
      role: 'applicant',
      isCardHolder: false,
    });
    expect(user?.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const tokenCookie = response.setCookies.find((cookie) => cookie.startsWith('wp_token='));
    const hashCookie = response.setCookies.find((cookie) => cookie.startsWith('wp_session_hash='));
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/Secure/);
    expect(tokenCookie).toMatch(/SameSite=Strict/);
    expect(tokenCookie).toMatch(/Max-Age=7200/);
    expect(hashCookie).not.toMatch(/HttpOnly/);
    expect(hashCookie).toMatch(/Secure; SameSite=Strict/);
    expect(browser.cookies.get('wp_session_hash')).toBe(user?.token);
    // At least 128 bits of randomness, and only its hash is stored.
    expect(Buffer.from(browser.cookies.get('wp_token') ?? '', 'base64url').length).toBeGreaterThanOrEqual(16);

    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, 'ana.silva@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const consent = await testApp.database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, String(user?.id)));
    expect(consent).toEqual([
      expect.objectContaining({
        documentType: 'REGISTER_ESIGN',
        version: 'v1',
        ip: browser.ip,
        userAgent: 'waypoint-tests',
        url: expect.stringMatching(/\/disclosures\/e-sign-consent$/),
      }),
    ]);
    const { mail, token } = await latestMailTo(testApp.database.db, 'ana.silva@example.com');
    expect(mail?.subject).toMatch(/Confirm your e-mail/);
    expect(mail?.html).toContain('/emailconfirmation?hash=');
    expect(token).toBeTruthy();

    const check = await browser.query(`{ checkSession { sessionIsValid } }`);
    expect(check.data).toEqual({ checkSession: { sessionIsValid: true } });
  });

  it("ties the account to the visit's anonymous and session ids from the cookies", async () => {
    const browser = new TestBrowser(testApp.app);
    browser.cookies.set('wp_aid', '11111111-1111-4111-8111-111111111111');
    browser.cookies.set('wp_sid', '22222222-2222-4222-8222-222222222222');
    await registerUser(browser, { email: 'visit@example.com' });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, 'visit@example.com'));
    expect(row).toMatchObject({
      anonymousId: '11111111-1111-4111-8111-111111111111',
      trackingSessionId: '22222222-2222-4222-8222-222222222222',
    });
  });

  it('gives every account its own invite code', async () => {
    const codes = new Set<unknown>();
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      codes.add((await registerUser(new TestBrowser(testApp.app), { email })).data?.register.inviteCode);
    }
    expect(codes.size).toBe(3);
  });

  it.each([
    ['the same address', 'dup@example.com'],
    ['the same address in other letter case', 'DUP@Example.COM'],
  ])('refuses %s with "Email already used"', async (_case, email) => {
    await registerUser(new TestBrowser(testApp.app), { email: 'dup@example.com' });
    const response = await registerUser(new TestBrowser(testApp.app), { email });
    expect(response.errors?.[0]).toMatchObject({ message: 'Email already used', extensions: { code: 'EMAIL_TAKEN' } });
    expect(response.setCookies).toEqual([]);
  });

  it('creates one account when the same sign-up arrives twice at once', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => registerUser(new TestBrowser(testApp.app), { email: 'race@example.com' })),
    );
    expect(results.filter((result) => result.data?.register).length).toBe(1);
    expect(results.filter((result) => result.errors?.[0]?.extensions.code === 'EMAIL_TAKEN').length).toBe(2);
    const rows = await testApp.database.db.select().from(users).where(eq(users.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
    const mails = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'race@example.com'));
    expect(mails).toHaveLength(1);
  });

  it.each([
    [
      'an invalid e-mail',
      { email: 'not-an-email@' },
      'BAD_USER_INPUT',
      'Invalid address. Please enter a valid email address',
    ],
    ['an empty first name', { firstName: '  ' }, 'BAD_USER_INPUT', 'firstName: Required'],
    ['a name with digits', { lastName: 'R2D2' }, 'BAD_USER_INPUT', 'lastName: Please enter a valid name'],
    ['a name that is too long', { firstName: 'A'.repeat(61) }, 'BAD_USER_INPUT', 'firstName: Too long'],
    ['a short password', { password: 'short' }, 'BAD_USER_INPUT', 'password: Too short'],
    ['a common password', { password: 'password123' }, 'BAD_USER_INPUT', /too common/],
    ['an old E-SIGN version', { ver: 'v0' }, 'BAD_USER_INPUT', /E-sign consent Agreement \(v1\)/],
    ['a failed reCAPTCHA', { recaptchaToken: 'robot' }, 'RECAPTCHA_MISMATCH', 'reCAPTCHA match'],
    ['no reCAPTCHA token', { recaptchaToken: null }, 'RECAPTCHA_MISMATCH', 'reCAPTCHA match'],
  ])('refuses %s and creates nothing', async (_case, overrides, code, message) => {
    const email = `bad-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await registerUser(new TestBrowser(testApp.app), { email, ...overrides });
    expect(response.errors?.[0]?.extensions.code).toBe(code);
    if (typeof message === 'string') expect(response.errors?.[0]?.message).toBe(message);
    else expect(response.errors?.[0]?.message).toMatch(message);
    const rows = await testApp.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['an empty first name', { firstName: '  ' }, { field: 'firstName', message: 'Required' }],
    ['a name with digits', { lastName: 'R2D2' }, { field: 'lastName', message: 'Please enter a valid name' }],
    ['a short password', { password: 'short' }, { field: 'password', message: 'Too short' }],
  ])('names the field it refuses for %s in fieldErrors, as the form reads it', async (_case, overrides, refused) => {
    const email = `field-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await registerUser(new TestBrowser(testApp.app), { email, ...overrides });
    expect(response.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: [refused] });
  });

  it('allows a long passphrase (64+ characters)', async () => {
    const response = await registerUser(new TestBrowser(testApp.app), {
      email: 'long@example.com',
      password: 'x'.repeat(20) + ' long passphrase with spaces '.repeat(3),
    });
    expect(response.errors).toBeUndefined();
  });
});

describe('register: promo codes (product-rules#account-operations validatePreApprovedCode, product-rules#auth-errors)', () => {
  const myPromoCode = `{ myPromoCode }`;
  const promoOf = async (email: string) =>
    (await testApp.database.db.select({ promoCode: users.promoCode }).from(users).where(eq(users.email, email)))[0]
      ?.promoCode;
  let accounts = 0;
  const nextEmail = () => `promo-${(accounts += 1)}@example.com`;

  it.each([
    ['a pre-approved partner code', 'WAYPOINT-PREAPPROVED', 'WAYPOINT-PREAPPROVED'],
    ['typed in lower case with spaces', '  relocate-2027 ', 'RELOCATE-2027'],
    ['no code', null, null],
    ['an empty field', '  ', null],
  ])('%s: registers and records %s on the account', async (_case, promoCode, recorded) => {
    const email = nextEmail();
    const browser = new TestBrowser(testApp.app);
    const response = await registerUser(browser, { email, promoCode });
    expect(response.errors).toBeUndefined();
    expect(await promoOf(email)).toBe(recorded);
    expect((await browser.query(myPromoCode)).data).toEqual({ myPromoCode: recorded });
  });

  it("records a member's invitation code", async () => {
    const referrer = await registerUser(new TestBrowser(testApp.app), { email: nextEmail() });
    const code = String(referrer.data?.register.inviteCode);
    const email = nextEmail();
    expect((await registerUser(new TestBrowser(testApp.app), { email, promoCode: code })).errors).toBeUndefined();
    expect(await promoOf(email)).toBe(code);
  });

  it.each([
    ['an unknown code', 'ZZZZ2222', /We could not find that code/],
    ['a malformed code', 'free money!', /only letters, numbers and dashes/],
    ['a code over 32 characters', 'A'.repeat(33), /too long/i],
  ])('refuses %s on the promoCode field and creates no account', async (_case, promoCode, message) => {
    const email = nextEmail();
    const response = await registerUser(new TestBrowser(testApp.app), { email, promoCode });
    const error = response.errors?.[0];
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toMatch(/^promoCode: /);
    expect(error?.message).toMatch(message);
    expect(await promoOf(email)).toBeUndefined();
  });

  it('an inactive pre-approved code is refused', async () => {
    // Raw SQL: the table belongs to the referrals capability, which auth does not import.
    await testApp.database.db.execute(
      sql`insert into pre_approved_codes (code, description, active) values ('ENDED-2025', 'ended', false)`,
    );
    const email = nextEmail();
    const response = await registerUser(new TestBrowser(testApp.app), { email, promoCode: 'ENDED-2025' });
    expect(response.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'promoCode', message: expect.stringMatching(/^We could not find that code/) }],
    });
    expect(await promoOf(email)).toBeUndefined();
  });

  it('myPromoCode asks for a session', async () => {
    const response = await new TestBrowser(testApp.app).query(myPromoCode);
    expect(response.errors?.[0]?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
  });
});

describe('emailVerification', () => {
  const verify = (browser: TestBrowser, hash: string) =>
    browser.query(`query V($hash: String!) { emailVerification(verificationHash: $hash) { ${userFields} } }`, { hash });

  it('verifies with the mailed link once; a replay is refused', async () => {
    const browser = new TestBrowser(testApp.app);
    await registerUser(browser, { email: 'verify@example.com' });
    const { token } = await latestMailTo(testApp.database.db, 'verify@example.com');
    const first = await verify(browser, String(token));
    expect(first.data).toMatchObject({
      emailVerification: { email: 'verify@example.com', token: browser.cookies.get('wp_session_hash') },
    });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, 'verify@example.com'));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const replay = await verify(browser, String(token));
    expect(replay.errors?.[0]?.extensions.code).toBe('INVALID_LINK');
  });

  it.each([
    ['a made-up hash', 'abc123'],
    ['an empty hash', ''],
    ['an absurdly long hash', 'x'.repeat(5000)],
  ])('refuses %s', async (_case, hash) => {
    const response = await verify(new TestBrowser(testApp.app), hash);
    expect(response.errors?.[0]?.extensions.code).toBe('INVALID_LINK');
  });

  it('works from another device without signing it in', async () => {
    await registerUser(new TestBrowser(testApp.app), { email: 'device@example.com' });
    const { token } = await latestMailTo(testApp.database.db, 'device@example.com');
    const phone = new TestBrowser(testApp.app);
    const response = await verify(phone, String(token));
    expect(response.data).toMatchObject({ emailVerification: { email: 'device@example.com', token: '' } });
    expect(phone.cookies.size).toBe(0);
  });
});

describe('resendVerificationEmail', () => {
  const resend = (email: string) =>
    new TestBrowser(testApp.app).query(`query R($email: String!) { resendVerificationEmail(email: $email) }`, {
      email,
    });

  it('sends a new link that replaces the old one', async () => {
    await registerUser(new TestBrowser(testApp.app), { email: 'resend@example.com' });
    const { token: oldToken } = await latestMailTo(testApp.database.db, 'resend@example.com');
    expect((await resend('resend@example.com')).data).toEqual({ resendVerificationEmail: true });
    const { token: newToken } = await latestMailTo(testApp.database.db, 'resend@example.com');
    expect(newToken).not.toBe(oldToken);
    const old = await new TestBrowser(testApp.app).query(
      `query { emailVerification(verificationHash: "${oldToken}") { id } }`,
    );
    expect(old.errors?.[0]?.extensions.code).toBe('INVALID_LINK');
  });

  it('answers the same for an unknown address, sending nothing', async () => {
    expect((await resend('nobody@example.com')).data).toEqual({ resendVerificationEmail: true });
    expect((await latestMailTo(testApp.database.db, 'nobody@example.com')).mail).toBeUndefined();
  });

  it('refuses a malformed address', async () => {
    expect((await resend('nope')).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('GET /user/register/disclosures', () => {
  it('lists the eight documents of product-rules#disclosures with versions and share URLs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/user/register/disclosures' });
    expect(response.statusCode).toBe(200);
    const { documents } = response.json() as { documents: { type: string; version: string; shareURL: string }[] };
    expect(documents.map((document) => [document.type, document.version])).toEqual([
      ['CARDHOLDER', 'v6'],
      ['CREDIT_PULL_AUTHORIZATION', 'v1'],
      ['FEE_SCHEDULE', 'v5'],
      ['PRIVACY_NOTICE', 'v2'],
      ['PRIVACY_POLICY', 'v2'],
      ['REGISTER_ESIGN', 'v1'],
      ['SMS', 'v1'],
      ['TERMS_OF_USE', 'v2'],
    ]);
    for (const document of documents)
      expect(document.shareURL).toMatch(/^http:\/\/localhost:3000\/(disclosures\/|fees$)/);
  });
});
