import { AppError } from '../../graphql/app-error.js';
import { checkedAccountAttempt, slowSignInAttempt } from './account-attempts.js';
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

/** Checks the credentials; the same answer, in about the same time, for a wrong password and an unknown e-mail. */
export async function checkCredentials(deps: AuthDeps, args: LoginArgs, meta: RequestMeta): Promise<SessionUser> {
  const rules = {
    perIp: authRateRules.loginPerIp,
    perAccountAndIp: authRateRules.loginPerAccountAndIp,
    action: 'login' as const,
  };
  const email = await checkedAccountAttempt(deps, rules, args.email, args.recaptchaToken, meta);
  await slowSignInAttempt(deps, email);
  if (args.password.length === 0 || args.password.length > 1024) throw invalidLogin();
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    await passwordMatches(await decoyPasswordHash(), args.password);
    throw invalidLogin();
  }
  if (!(await passwordMatches(user.passwordHash, args.password))) throw invalidLogin();
  return user;
}
