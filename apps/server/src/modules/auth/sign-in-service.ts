import { AppError } from '../../graphql/app-error.js';
import { brakeSignIn, recordSignInFailure } from '../../platform/sign-in-brakes.js';
import { applicantSignInBrakes, checkedAddressAttempt, signInPaused } from './account-attempts.js';
import { findUserByEmail } from './accounts-repository.js';
import { authRateRules, type AuthDeps, type RequestMeta } from './auth-deps.js';
import { decoyPasswordHash, passwordMatches } from './passwords.js';
import type { SessionUser } from './session-store.js';

export interface LoginArgs {
  email: string;
  password: string;
  tokenId?: string | null;
  recaptchaToken?: string | null;
}

const invalidLogin = () => new AppError('INVALID_LOGIN', 'Incorrect user name or password', 401);

// The wait per failure over the account's soft limit when LOGIN_SLOWDOWN_MS is not wired.
const defaultSlowdownStepMs = 500;

/**
 * Checks the credentials; the same answer, in about the same time, for a wrong
 * password and an unknown e-mail (both are failures charged to the e-mail and
 * the address). A correct password from an address that has not been failing
 * is never refused, only slowed (decision 058).
 */
export async function checkCredentials(deps: AuthDeps, args: LoginArgs, meta: RequestMeta): Promise<SessionUser> {
  const rules = { perIp: authRateRules.loginPerIp, action: 'login' as const };
  const email = await checkedAddressAttempt(deps, rules, args.email, args.recaptchaToken, meta);
  const brakes = { limiter: deps.limiter, slowdownStepMs: deps.loginSlowdownStepMs ?? defaultSlowdownStepMs };
  await brakeSignIn(brakes, applicantSignInBrakes, email, meta.ip, signInPaused);
  const fail = async () => {
    await recordSignInFailure(brakes, applicantSignInBrakes, email, meta.ip);
    return invalidLogin();
  };
  if (args.password.length === 0 || args.password.length > 1024) throw await fail();
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    await passwordMatches(await decoyPasswordHash(), args.password);
    throw await fail();
  }
  if (!(await passwordMatches(user.passwordHash, args.password))) throw await fail();
  return user;
}
