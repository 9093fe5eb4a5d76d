import { setTimeout as sleep } from 'node:timers/promises';
import type { RecaptchaAction } from '@waypoint/domain/auth/recaptcha-actions';
import { AppError } from '../../graphql/app-error.js';
import type { RateRule } from '../../platform/rate-limit.js';
import {
  authRateRules,
  parseEmail,
  requireRecaptcha,
  scaledForIp,
  type AuthDeps,
  type RequestMeta,
} from './auth-deps.js';

/**
 * Soft lockout (docs/operations.md "Sign-in and reset limits", ASVS 5.0 6.3):
 * an address is limited first (bad input included, before the reCAPTCHA call);
 * the account is counted only once reCAPTCHA has passed, so a script without
 * a solved check cannot spend the owner's budget; and the account's hard
 * limit is per (account, address), so one address guessing locks out only itself.
 */
export async function checkedAccountAttempt(
  deps: Pick<AuthDeps, 'limiter' | 'ipLimitScale' | 'recaptcha'>,
  rules: { perIp: RateRule; perAccountAndIp: RateRule; action: RecaptchaAction },
  rawEmail: string,
  recaptchaToken: string | null | undefined,
  meta: RequestMeta,
): Promise<string> {
  await deps.limiter.hit(scaledForIp(rules.perIp, deps.ipLimitScale), meta.ip);
  const email = parseEmail(rawEmail);
  await requireRecaptcha(deps.recaptcha, recaptchaToken, meta, rules.action);
  await deps.limiter.hit(rules.perAccountAndIp, `${email} from ${meta.ip}`);
  return email;
}

export const accountPausedMessage =
  'Too many sign-in attempts on this account. Please try again later, or reset your password to sign in now.';

// Ten steps at most: 5 s with the default step, long enough to slow a script, short for a person.
const maxSlowdownSteps = 10;
const defaultSlowdownStepMs = 500;

/**
 * A sign-in attempt that has passed reCAPTCHA, counted against the account
 * from every address: past the soft limit each attempt waits one step more;
 * past the hourly ceiling it is refused, which bounds guessing by a botnet
 * that solves every check. A password reset clears both (clearSignInLimits).
 */
export async function slowSignInAttempt(deps: Pick<AuthDeps, 'limiter' | 'loginSlowdownStepMs'>, email: string) {
  const hourly = authRateRules.loginPerAccountHourly;
  if ((await deps.limiter.count(hourly, email)) > hourly.limit) {
    // The web shows a 429's message as it is: this one names the way back in.
    throw new AppError('TOO_MANY_REQUESTS', accountPausedMessage, 429);
  }
  const excess = (await deps.limiter.count(authRateRules.loginPerAccount, email)) - authRateRules.loginPerAccount.limit;
  if (excess <= 0) return;
  const stepMs = deps.loginSlowdownStepMs ?? defaultSlowdownStepMs;
  await sleep(Math.min(excess, maxSlowdownSteps) * stepMs);
}

/** Following a reset link proves the mailbox: the account's sign-in counts start again. */
export async function clearSignInLimits(deps: Pick<AuthDeps, 'limiter'>, email: string): Promise<void> {
  await deps.limiter.clear(authRateRules.loginPerAccount, email);
  await deps.limiter.clear(authRateRules.loginPerAccountHourly, email);
}

/** Whether this reset request may send a mail: false past the account's hourly count. */
export async function resetMailAllowed(deps: Pick<AuthDeps, 'limiter'>, email: string): Promise<boolean> {
  return (await deps.limiter.count(authRateRules.forgotPerAccount, email)) <= authRateRules.forgotPerAccount.limit;
}
