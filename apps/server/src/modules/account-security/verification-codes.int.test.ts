import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../platform/rate-limit.js';
import { latestSandboxMessages } from '../../platform/sms/sandbox-sms-repository.js';
import { createSandboxSms, sandboxSmsNumbers } from '../../platform/sms/sandbox-sms.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { latestMailTo, registerUser } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  checkVerificationCode,
  codeLifetimeMs,
  issueVerificationCode,
  type VerificationCodesDeps,
} from './verification-codes-service.js';

/* One-time codes (decision 074, docs/product-rules.md#verification-codes). */

let testApp: TestApp;
let deps: VerificationCodesDeps;
beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  deps = {
    db,
    now: () => testApp.clock.now(),
    rateLimiter: new RateLimiter(db, testApp.clock),
    sms: createSandboxSms(db),
  };
});
afterAll(async () => {
  await testApp.close();
});

let accounts = 0;
let numbers = 0;
async function newUserId(): Promise<string> {
  accounts += 1;
  const answer = await registerUser(new TestBrowser(testApp.app), { email: `codes-${accounts}@example.com` });
  const id = answer.data?.register.id;
  if (typeof id !== 'string') throw new Error('no user id');
  return id;
}
/** A fresh number for each test, so the per-destination send limit is each test's own. */
const newNumber = () => `+1202555${String(1000 + (numbers += 1)).slice(-4)}`;

async function textedCode(to: string): Promise<string> {
  const [message] = await latestSandboxMessages(testApp.database.db, to, 1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${to}`);
  return code;
}

async function sendTo(userId: string, destination: string, purpose: 'phoneVerify' | 'stepUp' = 'phoneVerify') {
  await issueVerificationCode(deps, { userId, channel: 'sms', destination, purpose });
  return textedCode(destination);
}

describe('a texted code', () => {
  it('is 6 digits, kept only as a hash, and names where it went', async () => {
    const userId = await newUserId();
    const to = newNumber();
    const code = await sendTo(userId, to);
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await testApp.database.sql.executeSql(
      'select code_hash as "codeHash", destination from verification_codes where user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ codeHash: expect.stringMatching(/^[\w-]{16}\$[0-9a-f]{64}$/), destination: to }]);
    expect((rows[0] as { codeHash: string }).codeHash).not.toContain(code);
    expect(await checkVerificationCode(deps, { userId, purpose: 'phoneVerify', code })).toEqual({
      ok: true,
      destination: to,
    });
  });

  it.each([
    ['a minute before it expires', codeLifetimeMs - 60_000, { ok: true }],
    ['when its 10 minutes are up', codeLifetimeMs, { ok: false, reason: 'expired' }],
    ['an hour later', 60 * 60_000, { ok: false, reason: 'expired' }],
  ])('checked %s', async (_when, laterMs, expected) => {
    const userId = await newUserId();
    const code = await sendTo(userId, newNumber());
    testApp.clock.advance(laterMs);
    try {
      expect(await checkVerificationCode(deps, { userId, purpose: 'phoneVerify', code })).toMatchObject(expected);
    } finally {
      testApp.clock.advance(-laterMs);
    }
  });

  it('works once: a second use finds no code', async () => {
    const userId = await newUserId();
    const code = await sendTo(userId, newNumber());
    expect((await checkVerificationCode(deps, { userId, purpose: 'phoneVerify', code })).ok).toBe(true);
    expect(await checkVerificationCode(deps, { userId, purpose: 'phoneVerify', code })).toEqual({
      ok: false,
      reason: 'no_code',
    });
  });

  it('is for its purpose only', async () => {
    const userId = await newUserId();
    const code = await sendTo(userId, newNumber(), 'phoneVerify');
    expect(await checkVerificationCode(deps, { userId, purpose: 'stepUp', code })).toEqual({
      ok: false,
      reason: 'no_code',
    });
  });

  it('is replaced by a newer one: the older stops working', async () => {
    const userId = await newUserId();
    const to = newNumber();
    const first = await sendTo(userId, to);
    const second = await sendTo(userId, to);
    if (first !== second)
      expect((await checkVerificationCode(deps, { userId, purpose: 'phoneVerify', code: first })).ok).toBe(false);
    expect((await checkVerificationCode(deps, { userId, purpose: 'phoneVerify', code: second })).ok).toBe(true);
  });

  it('allows 4 wrong tries; the 5th closes it, and even the right code then fails', async () => {
    const userId = await newUserId();
    const code = await sendTo(userId, newNumber());
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(await checkVerificationCode(deps, { userId, purpose: 'phoneVerify', code: wrong })).toEqual({
        ok: false,
        reason: 'wrong_code',
      });
    expect(await checkVerificationCode(deps, { userId, purpose: 'phoneVerify', code: wrong })).toEqual({
      ok: false,
      reason: 'too_many_attempts',
    });
    expect(await checkVerificationCode(deps, { userId, purpose: 'phoneVerify', code })).toEqual({
      ok: false,
      reason: 'no_code',
    });
  });

  it.each([['12345'], ['1234567'], ['abcdef'], ['']])('counts %j as a wrong try', async (given) => {
    const userId = await newUserId();
    const code = await sendTo(userId, newNumber());
    expect(await checkVerificationCode(deps, { userId, purpose: 'phoneVerify', code: given })).toEqual({
      ok: false,
      reason: 'wrong_code',
    });
    expect((await checkVerificationCode(deps, { userId, purpose: 'phoneVerify', code: ` ${code} ` })).ok).toBe(true);
  });
});

describe('send limits', () => {
  it('sends 5 codes an hour to an account for one purpose; the 6th is refused until the hour turns', async () => {
    const userId = await newUserId();
    testApp.clock.pin(new Date('2031-03-04T10:00:00Z'));
    try {
      for (let sent = 1; sent <= 5; sent += 1) await sendTo(userId, newNumber());
      await expect(sendTo(userId, newNumber())).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      testApp.clock.advance(60 * 60_000);
      await expect(sendTo(userId, newNumber())).resolves.toMatch(/^\d{6}$/);
    } finally {
      testApp.clock.unpin();
    }
  });

  it('sends 5 codes an hour to one number across accounts', async () => {
    const to = newNumber();
    testApp.clock.pin(new Date('2031-03-05T10:00:00Z'));
    try {
      for (let sent = 1; sent <= 5; sent += 1) await sendTo(await newUserId(), to);
      await expect(sendTo(await newUserId(), to)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    } finally {
      testApp.clock.unpin();
    }
  });
});

describe('delivery', () => {
  it('answers SMS_NOT_DELIVERED for a number that cannot get a text, and leaves no code to check', async () => {
    const userId = await newUserId();
    await expect(
      issueVerificationCode(deps, {
        userId,
        channel: 'sms',
        destination: sandboxSmsNumbers.undeliverable,
        purpose: 'phoneVerify',
      }),
    ).rejects.toMatchObject({ code: 'SMS_NOT_DELIVERED' });
    expect(await checkVerificationCode(deps, { userId, purpose: 'phoneVerify', code: '123456' })).toEqual({
      ok: false,
      reason: 'no_code',
    });
  });

  it('mails a code through the outbox for the e-mail channel', async () => {
    const userId = await newUserId();
    const email = `codes-${accounts}@example.com`;
    await issueVerificationCode(deps, { userId, channel: 'email', destination: email, purpose: 'stepUp' });
    const { mail } = await latestMailTo(testApp.database.db, email);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(await checkVerificationCode(deps, { userId, purpose: 'stepUp', code })).toEqual({
      ok: true,
      destination: email,
    });
  });
});
