import { afterEach, describe, expect, it } from 'vitest';
import {
  SOFT_INQUIRY_CONSENT_VERSION,
  softInquiryConsentText,
} from '@waypoint/domain/credit-report/prequalification-form';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { creditInquiries, prequalifications } from './credit-report-tables.js';
import { prequalificationForm, prequalify, primeFile, scriptedBureau, testBureau } from './credit-report-test-kit.js';
import { prequalificationCookie } from './prequalification-carry-over.js';
import { answersPurgeJobHandler, decryptInstructionName } from './prequalification-service.js';

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
      creditReportUsed: true,
      creditScore: null,
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

  it('keeps the soft-inquiry instruction with who gave it: the name as typed, encrypted, the words, when, the IP', async () => {
    const app = await createTestApp({}, undefined, undefined, scriptedBureau([primeFile]).provider);
    testApp = app;
    const visitor = new TestBrowser(app.app);
    const givenAt = new Date('2026-11-28T09:30:00Z');
    app.clock.pin(givenAt);
    const response = await prequalify(visitor, { ...form, firstName: ' Mei ', middleName: 'Lin', lastName: 'Tanaka' });
    expect(response.errors).toBeUndefined();

    const [instruction] = await testApp.database.db.select().from(creditInquiries);
    expect(instruction).toMatchObject({
      kind: 'soft',
      authorizationType: 'SOFT_INQUIRY_CONSENT',
      authorizationVersion: SOFT_INQUIRY_CONSENT_VERSION,
      authorizationText: softInquiryConsentText,
      authorizedAt: givenAt,
      authorizedIp: visitor.ip,
    });
    const cipher = instruction?.authorizedNameCipher ?? '';
    // product-rules#soft-inquiry-instruction: encrypted at rest like the answers, readable with the field key.
    expect(cipher).not.toMatch(/Mei|Lin|Tanaka/);
    expect(decryptInstructionName(testApp.creditReport, instruction?.id ?? '', cipher)).toEqual({
      firstName: 'Mei',
      middleName: 'Lin',
      lastName: 'Tanaka',
    });
    // Bound to its row: moved to another inquiry it does not decrypt.
    expect(() => decryptInstructionName(app.creditReport, crypto.randomUUID(), cipher)).toThrow();

    // The 24-hour purge deletes the answers, never the instruction.
    const [check] = await testApp.database.db.select().from(prequalifications);
    testApp.clock.advance(25 * 60 * 60 * 1000);
    await answersPurgeJobHandler(testApp.creditReport)({
      id: 'purge',
      data: { prequalificationId: check?.id ?? '' },
      retryCount: 0,
      finalAttempt: false,
    });
    const [after] = await testApp.database.db.select().from(creditInquiries);
    expect(after?.authorizedNameCipher).toBe(cipher);
    expect((await testApp.database.db.select().from(prequalifications))[0]?.answersCipher).toBeNull();
  });

  it('tells a not-likely answer from a scored file with the facts, the score and its key factors', async () => {
    const keyFactors = ['One', 'Two', 'Three', 'Four', 'Too many inquiries last 12 months', 'Six'];
    const score = {
      value: 560,
      model: 'FICO Score 8',
      rangeLow: 300,
      rangeHigh: 850,
      keyFactors,
      scoredOn: '2026-11-25',
    };
    const lowScore = { ...primeFile, file: { ...primeFile.file, score, inquiriesLast6Months: 8 } };
    testApp = await createTestApp({}, undefined, undefined, scriptedBureau([lowScore]).provider);
    const response = await prequalify(new TestBrowser(testApp.app), form);
    expect(response.data?.prequalify).toMatchObject({
      outcome: 'notLikelyNow',
      reasons: [
        { code: 'lowScore', text: 'Your credit score is 560. This card needs a score of 580 or higher.' },
        {
          code: 'manyRecentInquiries',
          text: 'Your credit report shows 8 applications for credit in the last six months. This card allows at most 6.',
        },
      ],
      creditReportUsed: true,
      creditScore: {
        value: 560,
        model: 'FICO Score 8',
        rangeLow: 300,
        rangeHigh: 850,
        scoredOn: '2026-11-25',
        keyFactors: ['One', 'Two', 'Three', 'Four', 'Too many inquiries last 12 months'],
      },
      bureau: testBureau,
    });
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
