import type { RecaptchaAction } from '@waypoint/domain/auth/recaptcha-actions';
import { AppError } from '../../graphql/app-error.js';
import type { RateRule } from '../../platform/rate-limit.js';
import { clearAccountFailures, type SignInBrakeRules } from '../../platform/sign-in-brakes.js';
import {
  authRateRules,
  parseEmail,
  requireRecaptcha,
  scaledForIp,
  type AuthDeps,
  type RequestMeta,
} from './auth-deps.js';

/**
 * The checks before an account is looked at (docs/operations.md "Sign-in and
 * reset limits", decision 058): an address is limited first (bad input
 * included, before the reCAPTCHA call), and nothing is charged to the account
 * until reCAPTCHA has passed, so a script without a solved check cannot spend
 * the owner's budget.
 */
export async function checkedAddressAttempt(
  deps: Pick<AuthDeps, 'limiter' | 'ipLimitScale' | 'recaptcha'>,
  rules: { perIp: RateRule; action: RecaptchaAction },
  rawEmail: string,
  recaptchaToken: string | null | undefined,
  meta: RequestMeta,
): Promise<string> {
  await deps.limiter.hit(scaledForIp(rules.perIp, deps.ipLimitScale), meta.ip);
  const email = parseEmail(rawEmail);
  await requireRecaptcha(deps.recaptcha, recaptchaToken, meta, rules.action);
  return email;
}

export const accountPausedMessage =
  'Too many sign-in attempts on this account. Please try again later, or reset your password to sign in now.';

/** Refused to a failing address only; the web shows a 429's message as it is, and this one names the way back in. */
export const signInPaused = () => new AppError('TOO_MANY_REQUESTS', accountPausedMessage, 429);

/** The applicant's sign-in brakes (platform/sign-in-brakes.ts): failures only, charged to the failing address. */
export const applicantSignInBrakes: SignInBrakeRules = {
  failuresPerAccountAndIp: authRateRules.loginFailuresPerAccountAndIp,
  failuresPerAccount: authRateRules.loginFailuresPerAccount,
  failuresPerAccountHourly: authRateRules.loginFailuresPerAccountHourly,
};

/** Following a reset link proves the mailbox: the account's failure counts start again. */
export async function clearSignInLimits(deps: Pick<AuthDeps, 'limiter'>, email: string): Promise<void> {
  await clearAccountFailures(deps, applicantSignInBrakes, email);
}

/**
 * Counts one reset request for this account from this address (hard: 429 past
 * its limit, there only) and says whether it may send a mail: yes under the
 * account's hourly count, and past it still yes for an address asking for this
 * account for the first time this hour, so a flood from elsewhere cannot use
 * up the owner's reset.
 */
export async function resetMailAllowed(deps: Pick<AuthDeps, 'limiter'>, email: string, ip: string): Promise<boolean> {
  const fromHere = await deps.limiter.count(authRateRules.forgotPerAccountAndIp, `${email} from ${ip}`);
  if (fromHere > authRateRules.forgotPerAccountAndIp.limit) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Please wait a few minutes and try again.', 429);
  }
  const fromAnywhere = await deps.limiter.count(authRateRules.forgotPerAccount, email);
  return fromAnywhere <= authRateRules.forgotPerAccount.limit || fromHere === 1;
}
