import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecaptchaAction } from '@waypoint/domain/auth/recaptcha-actions';
import {
  recaptchaStandInSecret,
  startRecaptchaStandIn,
  type RecaptchaStandIn,
} from '../testing/stand-ins/recaptcha-stand-in.js';
import { googleRecaptcha, sandboxRecaptcha } from './recaptcha.js';

// Contract: the Google verifier against siteverify's recorded answers (docs/decisions/040-recaptcha-v3-and-vpn-block.md).
let standIn: RecaptchaStandIn;
const warnings: unknown[][] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };

beforeAll(async () => {
  standIn = await startRecaptchaStandIn();
});
afterAll(async () => {
  await standIn.close();
});

function verifier(overrides: { secret?: string; minScore?: number; timeoutMs?: number } = {}) {
  return googleRecaptcha({
    settings: {
      secret: overrides.secret ?? recaptchaStandInSecret,
      minScore: overrides.minScore ?? 0.5,
      verifyUrl: standIn.url,
    },
    log,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });
}

describe('the Google reCAPTCHA v3 verifier', () => {
  it.each<[string, string, RecaptchaAction, boolean]>([
    ['a recorded pass for its action', 'recorded-pass-login', 'login', true],
    ['a recorded pass for another action', 'recorded-pass-login', 'register', false],
    ['a pass made on a page that is not a form (homepage)', 'recorded-pass-homepage', 'login', false],
    ['a recorded low score (0.1)', 'recorded-low-score-login', 'login', false],
    ["error-codes ['invalid-input-response']", 'recorded-invalid-input-response', 'login', false],
    ["error-codes ['timeout-or-duplicate']", 'recorded-timeout-or-duplicate', 'login', false],
    ['a v2 checkbox answer (success without score or action)', 'recorded-v2-checkbox', 'login', false],
    ['a token siteverify does not know', 'made-up-token', 'login', false],
    ['a score exactly at the threshold', 'stand-in:contact:0.5', 'contact', true],
    ['a score just under it', 'stand-in:contact:0.49', 'contact', false],
    ['a top score for forgot_password', 'stand-in:forgot_password:0.9', 'forgot_password', true],
  ])('%s: %s', async (_case, token, action, passes) => {
    expect(await verifier().verify(token, '192.0.2.10', action)).toBe(passes);
  });

  it('sends the secret, the token and the visitor address as a form', async () => {
    await verifier().verify('stand-in:login:0.8', '192.0.2.44', 'login');
    expect(standIn.requests.at(-1)).toEqual({
      secret: recaptchaStandInSecret,
      response: 'stand-in:login:0.8',
      remoteip: '192.0.2.44',
    });
  });

  it('refuses a token the second time it is shown (timeout-or-duplicate)', async () => {
    expect(await verifier().verify('stand-in:register:0.7', '192.0.2.10', 'register')).toBe(true);
    expect(await verifier().verify('stand-in:register:0.7', '192.0.2.10', 'register')).toBe(false);
  });

  it('reads RECAPTCHA_MIN_SCORE: 0.3 lets a 0.4 through, 0.9 does not let a 0.8 through', async () => {
    expect(await verifier({ minScore: 0.3 }).verify('stand-in:login:0.4', '192.0.2.10', 'login')).toBe(true);
    expect(await verifier({ minScore: 0.9 }).verify('stand-in:login:0.8', '192.0.2.10', 'login')).toBe(false);
  });

  it('fails on a wrong secret (invalid-input-secret)', async () => {
    expect(await verifier({ secret: 'not-ours' }).verify('stand-in:login:0.9', '192.0.2.10', 'login')).toBe(false);
  });

  it.each([
    ['no token', null],
    ['an empty token', ''],
  ])('fails without asking Google for %s', async (_case, token) => {
    const before = standIn.requests.length;
    expect(await verifier().verify(token, '192.0.2.10', 'login')).toBe(false);
    expect(standIn.requests.length).toBe(before);
  });

  it.each([
    ['no answer within the time limit', 'stand-in-hangs', 'timeout'],
    ['an HTML error page instead of JSON', 'stand-in-bad-gateway', 'bad-answer'],
  ])('fails closed on %s, and logs why without the token', async (_case, token, reason) => {
    warnings.length = 0;
    const started = Date.now();
    expect(await verifier({ timeoutMs: 300 }).verify(token, '192.0.2.10', 'login')).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.[0]).toMatchObject({ recaptcha: { reason, expectedAction: 'login' } });
    const logged = JSON.stringify(warnings);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(recaptchaStandInSecret);
  });

  it('fails closed when the verify URL answers nothing at all', async () => {
    const closed = await startRecaptchaStandIn();
    const url = closed.url;
    await closed.close();
    const unreachable = googleRecaptcha({
      settings: { secret: recaptchaStandInSecret, minScore: 0.5, verifyUrl: url },
      log,
    });
    expect(await unreachable.verify('stand-in:login:0.9', '192.0.2.10', 'login')).toBe(false);
  });

  it('logs a refusal with its error codes, not the token', async () => {
    warnings.length = 0;
    await verifier().verify('recorded-invalid-input-response', '192.0.2.10', 'contact');
    expect(warnings[0]?.[0]).toEqual({
      recaptcha: { expectedAction: 'contact', reason: 'refused', errorCodes: ['invalid-input-response'] },
    });
  });
});

describe('the sandbox verifier (docs/sandbox.md)', () => {
  it.each([
    ['test-recaptcha-pass', true],
    ['stand-in:login:0.9', false],
    [null, false],
  ])('%s passes: %s', async (token, passes) => {
    expect(await sandboxRecaptcha.verify(token, '127.0.0.1', 'login')).toBe(passes);
  });
});
