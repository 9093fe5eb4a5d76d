import { afterEach, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { creditInquiries, prequalifications } from './credit-report-tables.js';
import { prequalificationForm, prequalify, primeFile, scriptedBureau, testBureau } from './credit-report-test-kit.js';
import { prequalificationCookie } from './prequalification-carry-over.js';

const form = prequalificationForm;

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('prequalification', () => {
  it('answers a visitor from a soft inquiry, records the consent, and keeps the answers only encrypted', async () => {
    const bureau = scriptedBureau([primeFile]);
    testApp = await createTestApp({}, undefined, undefined, bureau.provider);
    const visitor = new TestBrowser(testApp.app);
    const response = await prequalify(visitor, form);
    expect(response.errors).toBeUndefined();
    expect(response.data?.prequalify).toEqual({
      outcome: 'likelyApproved',
      aprLow: 19.99,
      aprHigh: 23.99,
      indicativeLimit: 10_000,
      reasons: [],
      identityConfirmationNeeded: false,
      bureau: testBureau,
      answersCarryOver: true,
    });
    expect(bureau.inquiries).toMatchObject([
      { kind: 'soft', subject: { lastName: 'Tanaka', ssn: null, ssnLastFour: '6789', address: { state: 'WA' } } },
    ]);
    const cookie = response.setCookies.find((line) => line.startsWith(`${prequalificationCookie}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    // product-rules#session-limits: cookies are secure and strict same-site.
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/SameSite=Strict/i);

    const [kept] = await testApp.database.db.select().from(prequalifications);
    expect(kept).toMatchObject({ outcome: 'likelyApproved', userId: null, ip: visitor.ip });
    expect(kept?.answersCipher).not.toContain('1996');
    expect(kept?.answersCipher).not.toContain('Pine');
    expect(await testApp.database.db.select().from(creditInquiries)).toMatchObject([
      {
        kind: 'soft',
        prequalificationId: kept?.id,
        status: 'fileFound',
        authorizationType: 'SOFT_INQUIRY_CONSENT',
        authorizationVersion: 'soft-inquiry-consent-v1',
        authorizedIp: visitor.ip,
        answerCipher: null,
      },
    ]);
  });

  it('answers in the same shape whatever the bureau said', async () => {
    const answers = [
      primeFile,
      { outcome: 'noFile', bureau: testBureau },
      { outcome: 'frozen', bureau: testBureau },
      'outage',
    ] as const;
    const shapes: string[][] = [];
    for (const answer of answers) {
      const app = await createTestApp({}, undefined, undefined, scriptedBureau([answer]).provider);
      const result = await prequalify(new TestBrowser(app.app), form);
      shapes.push(Object.keys(result.data?.prequalify ?? {}).sort());
      await app.close();
    }
    expect(new Set(shapes.map((shape) => shape.join())).size).toBe(1);
  });

  it.each([
    ['a frozen file', { outcome: 'frozen', bureau: testBureau }, 'tryAgainLater'],
    ['a bureau outage', 'outage', 'tryAgainLater'],
    ['no file', { outcome: 'noFile', bureau: testBureau }, 'documentsRoute'],
  ] as const)('answers %s with %s', async (_name, answer, outcome) => {
    testApp = await createTestApp({}, undefined, undefined, scriptedBureau([answer]).provider);
    const result = await prequalify(new TestBrowser(testApp.app), form);
    expect(result.data?.prequalify).toMatchObject({ outcome, bureau: testBureau });
  });

  it.each([
    ['housing cost the income cannot carry', { income: 20000, accommodationCost: 1500 }, 'notLikelyNow'],
    ['no US address yet', { inUS: false, street: null, city: null, state: null, zip: null }, 'documentsRoute'],
  ] as const)('asks no bureau for %s', async (_name, change, outcome) => {
    const bureau = scriptedBureau([primeFile]);
    testApp = await createTestApp({}, undefined, undefined, bureau.provider);
    const result = await prequalify(new TestBrowser(testApp.app), { ...form, ...change });
    expect(result.data?.prequalify.outcome).toBe(outcome);
    expect(bureau.inquiries).toHaveLength(0);
    expect(await testApp.database.db.select().from(creditInquiries)).toHaveLength(0);
  });

  it.each([
    ['firstName', { firstName: '' }],
    ['dob', { dob: '2015-01-01' }],
    ['street', { street: '' }],
    ['state', { state: 'ZZ' }],
    ['zip', { zip: '123' }],
    ['income', { income: -5 }],
    ['accommodationCost', { accommodationCost: -1 }],
    ['ssnLastFour', { ssnLastFour: '12a4' }],
    ['consent', { consent: false }],
  ])('refuses a bad %s beside its field, asking nobody', async (field, change) => {
    const bureau = scriptedBureau([primeFile]);
    testApp = await createTestApp({}, undefined, undefined, bureau.provider);
    const result = await prequalify(new TestBrowser(testApp.app), { ...form, ...change });
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: expect.arrayContaining([expect.objectContaining({ field })]),
    });
    expect(bureau.inquiries).toHaveLength(0);
  });

  it('refuses without reCAPTCHA, and limits checks per network and per person', async () => {
    const bureau = scriptedBureau([primeFile]);
    testApp = await createTestApp({}, undefined, undefined, bureau.provider);
    const app = testApp;
    expect((await prequalify(new TestBrowser(app.app), form, null)).errors?.[0]?.extensions.code).toBe(
      'RECAPTCHA_MISMATCH',
    );
    const network = new TestBrowser(app.app);
    const fromOneNetwork = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      fromOneNetwork.push(await prequalify(network, { ...form, firstName: `Mei${'a'.repeat(attempt)}` }));
    }
    expect(fromOneNetwork.map((result) => result.errors?.[0]?.extensions.code ?? 'ok')).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'TOO_MANY_REQUESTS',
    ]);
    // One person tried from many networks: the sixth check of the day is refused, so nobody can probe a file.
    const samePerson = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      samePerson.push(await prequalify(new TestBrowser(app.app), { ...form, lastName: 'Okafor' }));
    }
    expect(samePerson.at(-1)?.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(samePerson.slice(0, 5).every((result) => result.errors === undefined)).toBe(true);
  });
});
