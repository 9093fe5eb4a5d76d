import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RecaptchaAction } from '@waypoint/domain/auth/recaptcha-actions';
import type { RecaptchaSettings } from '../config/recaptcha-settings.js';
import { recordProviderCall, type ProviderCallOutcome } from './metrics/provider-calls.js';

/** The reCAPTCHA check behind an interface; the sandbox is the default (docs/sandbox.md "reCAPTCHA"). */
export interface RecaptchaVerifier {
  /** Whether the token passes for this form's action; any doubt (no answer, a bad answer) is false. */
  verify(token: string | null | undefined, remoteIp: string, expectedAction: RecaptchaAction): Promise<boolean>;
}

/** docs/sandbox.md: the tokens the sandbox accepts, on every action. Anything else fails. */
export const sandboxRecaptchaTokens = ['test-recaptcha-pass'] as const;

export const sandboxRecaptcha: RecaptchaVerifier = {
  verify: async (token) => typeof token === 'string' && (sandboxRecaptchaTokens as readonly string[]).includes(token),
};

/**
 * Google's siteverify answer (reCAPTCHA v3). Only what the decision reads is
 * required; `hostname` and `challenge_ts` are not checked: the site key is
 * bound to our domains in Google's console, and tokens expire there after two minutes.
 */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

// Inside the visitor's request: the sign-in waits for this, so it is short (like the risk score's 5 s).
const defaultTimeoutMs = 5_000;

export interface GoogleRecaptchaOptions {
  settings: Pick<RecaptchaSettings, 'minScore' | 'verifyUrl'> & { secret: string };
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Tests shorten the wait for Google (5 s unless set). */
  timeoutMs?: number;
}

type Outcome =
  | { passed: true }
  | { passed: false; reason: 'refused'; errorCodes: string[] }
  | { passed: false; reason: 'low-score'; score: number | null }
  | { passed: false; reason: 'wrong-action'; action: string | null }
  | { passed: false; reason: 'unreachable' | 'timeout' | 'bad-answer'; detail: string };

async function askGoogle(
  options: GoogleRecaptchaOptions,
  token: string,
  remoteIp: string,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await fetch(options.settings.verifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret: options.settings.secret, response: token, remoteip: remoteIp }),
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new BadAnswer(`HTTP ${response.status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadAnswer(`not JSON (HTTP ${response.status}, ${text.length} bytes)`);
  }
}

class BadAnswer extends Error {}

/** A refusal, a low score or another action is Google answering; only an outage is a failed call. */
function callOutcomeOf(outcome: Outcome): ProviderCallOutcome {
  if (outcome.passed) return 'ok';
  if (outcome.reason === 'timeout') return 'timeout';
  return outcome.reason === 'unreachable' || outcome.reason === 'bad-answer' ? 'error' : 'ok';
}

function judge(answer: z.infer<typeof siteverifyAnswer>, expectedAction: RecaptchaAction, minScore: number): Outcome {
  if (!answer.success) return { passed: false, reason: 'refused', errorCodes: answer['error-codes'] ?? [] };
  // A token made on another form (or by v2, which has no action) is not this form's proof.
  if (answer.action !== expectedAction) return { passed: false, reason: 'wrong-action', action: answer.action ?? null };
  // v3 always sends a score; one without it is not a v3 answer and counts as failed.
  if (answer.score === undefined || answer.score < minScore)
    return { passed: false, reason: 'low-score', score: answer.score ?? null };
  return { passed: true };
}

/**
 * Google's reCAPTCHA v3 verifier (docs/decisions/040-recaptcha-v3-and-vpn-block.md): success,
 * the form's action and a score at or above RECAPTCHA_MIN_SCORE. It fails
 * closed: no answer within the time limit, an HTTP error or an answer that is
 * not siteverify's JSON is a failed check. Each failure is logged with its
 * reason, never with the token or the secret.
 */
export function googleRecaptcha(options: GoogleRecaptchaOptions): RecaptchaVerifier {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const check = async (token: string, remoteIp: string, expectedAction: RecaptchaAction): Promise<Outcome> => {
    const controller = new AbortController();
    // A timer held for the call (not AbortSignal.timeout), so it cannot be collected before it fires.
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const parsed = siteverifyAnswer.safeParse(await askGoogle(options, token, remoteIp, controller.signal));
      if (!parsed.success) return { passed: false, reason: 'bad-answer', detail: 'not a siteverify answer' };
      return judge(parsed.data, expectedAction, options.settings.minScore);
    } catch (error) {
      if (controller.signal.aborted) return { passed: false, reason: 'timeout', detail: `over ${timeoutMs} ms` };
      if (error instanceof BadAnswer) return { passed: false, reason: 'bad-answer', detail: error.message };
      return { passed: false, reason: 'unreachable', detail: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    verify: async (token, remoteIp, expectedAction) => {
      if (!token) return false;
      const started = performance.now();
      const outcome = await check(token, remoteIp, expectedAction);
      // An outage answers "not passed" rather than throwing, so the call's outcome is recorded here (/metrics).
      recordProviderCall('recaptcha', callOutcomeOf(outcome), (performance.now() - started) / 1000);
      if (outcome.passed) return true;
      const { passed: _passed, ...why } = outcome;
      options.log.warn({ recaptcha: { expectedAction, ...why } }, 'reCAPTCHA check failed');
      return false;
    },
  };
}
