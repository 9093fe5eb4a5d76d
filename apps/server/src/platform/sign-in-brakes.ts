import { setTimeout as sleep } from 'node:timers/promises';
import type { AppError } from '../graphql/app-error.js';
import type { RateLimiter, RateRule } from './rate-limit.js';

/**
 * The sign-in model shared by applicants and staff (docs/operations.md "Sign-in and
 * reset limits", decision 058): only failures count against an account, and a
 * failure is charged to the address it came from. A failing address is limited;
 * the account as a whole is only slowed, so a correct credential from an address
 * that has not been failing always gets through, whatever strangers did.
 */
export interface SignInBrakeRules {
  /** Failures on this account from this address: hard, for that address only. */
  failuresPerAccountAndIp: RateRule;
  /** Failures on this account from any address: over it, every attempt waits one step more. */
  failuresPerAccount: RateRule;
  /**
   * Failures on this account from any address in an hour: over it, an address that has failed on
   * the account this hour is refused; an address that has not still gets its attempt (after the wait).
   * Same window as failuresPerAccountAndIp, so "has failed" means within this hour.
   */
  failuresPerAccountHourly: RateRule;
}

export interface SignInBrakeDeps {
  limiter: RateLimiter;
  /** The wait per failure over the soft limit (LOGIN_SLOWDOWN_MS). */
  slowdownStepMs: number;
}

// Ten steps at most: 5 s with the default step, long enough to slow a script, short for a person.
export const maxSlowdownSteps = 10;

const addressKey = (account: string, ip: string) => `${account} from ${ip}`;

/**
 * Before the credential is checked: refuses an address that has been failing
 * on this account (429, `refusal` names the way back in), then waits out the
 * account's slowdown. Counts nothing: only recordSignInFailure does.
 */
export async function brakeSignIn(
  deps: SignInBrakeDeps,
  rules: SignInBrakeRules,
  account: string,
  ip: string,
  refusal: () => AppError,
): Promise<void> {
  const addressFailures = await deps.limiter.peek(rules.failuresPerAccountAndIp, addressKey(account, ip));
  if (addressFailures >= rules.failuresPerAccountAndIp.limit) throw refusal();
  if (addressFailures > 0) {
    const hourly = await deps.limiter.peek(rules.failuresPerAccountHourly, account);
    if (hourly >= rules.failuresPerAccountHourly.limit) throw refusal();
  }
  const excess = (await deps.limiter.peek(rules.failuresPerAccount, account)) - rules.failuresPerAccount.limit + 1;
  if (excess > 0 && deps.slowdownStepMs > 0) await sleep(Math.min(excess, maxSlowdownSteps) * deps.slowdownStepMs);
}

/** A wrong credential (or an unknown account, counted the same): charged to the account and to this address. */
export async function recordSignInFailure(
  deps: Pick<SignInBrakeDeps, 'limiter'>,
  rules: SignInBrakeRules,
  account: string,
  ip: string,
): Promise<void> {
  await deps.limiter.count(rules.failuresPerAccountAndIp, addressKey(account, ip));
  await deps.limiter.count(rules.failuresPerAccount, account);
  await deps.limiter.count(rules.failuresPerAccountHourly, account);
}

/** A proof of the mailbox (a reset link that works) outranks the account's counts. */
export async function clearAccountFailures(
  deps: Pick<SignInBrakeDeps, 'limiter'>,
  rules: SignInBrakeRules,
  account: string,
): Promise<void> {
  await deps.limiter.clear(rules.failuresPerAccount, account);
  await deps.limiter.clear(rules.failuresPerAccountHourly, account);
}
