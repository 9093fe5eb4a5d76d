import { emailField, passwordField } from '@waypoint/domain/auth/account-fields';
import { totpCodeField } from '@waypoint/domain/staff/staff-access';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import { hashToken } from '../../platform/secure-token.js';
import { brakeSignIn, recordSignInFailure, type SignInBrakeRules } from '../../platform/sign-in-brakes.js';
import { recordStaffSignInFailure, type SignInFailureReason } from './staff-account-events.js';
import { totpSecretContext } from './staff-accounts-service.js';
import { staffRateRules, type StaffDeps, type StaffRequestMeta } from './staff-deps.js';
import { enrolmentLinkInvalid, staffSignInFailed } from './staff-errors.js';
import {
  claimTotpStep,
  completeEnrolment,
  findByEnrolmentToken,
  findStaffByEmail,
  type StaffAccount,
} from './staff-repository.js';
import { totpStepOf, totpUri } from './staff-totp.js';

export const scaled = (deps: StaffDeps, rule: { name: string; limit: number; windowSeconds: number }) => ({
  ...rule,
  limit: rule.limit * deps.ipLimitScale,
});

export const signInBrakes: SignInBrakeRules = {
  failuresPerAccountAndIp: staffRateRules.signInFailuresPerAccountAndIp,
  failuresPerAccount: staffRateRules.signInFailuresPerAccount,
  failuresPerAccountHourly: staffRateRules.signInFailuresPerAccountHourly,
};
// The wait per failure over the account's soft limit when LOGIN_SLOWDOWN_MS is not wired.
export const defaultSlowdownStepMs = 500;
export const signInPaused = () =>
  new AppError('TOO_MANY_REQUESTS', 'Too many failed sign-ins from this address. Please try again later.', 429);

/** Whether a code is the account's current one, accepted once (staff-repository.ts claimTotpStep). */
async function codeAccepted(deps: StaffDeps, account: StaffAccount, code: string): Promise<boolean> {
  if (!account.totpSecret) return false;
  const secret = deps.cipher.decrypt(account.totpSecret, totpSecretContext(account.id));
  const step = totpStepOf(secret, code, deps.now());
  return step !== null && (await claimTotpStep(deps.db, account.id, step));
}

export interface EnrolmentView {
  email: string;
  role: string;
  totpSecret: string;
  otpauthUri: string;
}

/** What the enrolment page shows: the authenticator's secret, for as long as the link is live. */
export async function viewEnrolment(deps: StaffDeps, token: string, meta: StaffRequestMeta): Promise<EnrolmentView> {
  await deps.limiter.hit(scaled(deps, staffRateRules.enrolPerIp), meta.ip);
  const account = await findByEnrolmentToken(deps.db, hashToken(token), deps.now());
  if (!account?.totpSecret) throw enrolmentLinkInvalid();
  const secret = deps.cipher.decrypt(account.totpSecret, totpSecretContext(account.id));
  return { email: account.email, role: account.role, totpSecret: secret, otpauthUri: totpUri(secret, account.email) };
}

export interface EnrolInput {
  token: string;
  password: string;
  code: string;
}

/**
 * Sets the password and proves the authenticator with a first code, then
 * spends the link: the update matches only a live link, so a second use
 * (even at the same moment) fails.
 */
export async function enrol(deps: StaffDeps, input: EnrolInput, meta: StaffRequestMeta): Promise<StaffAccount> {
  await deps.limiter.hit(scaled(deps, staffRateRules.enrolPerIp), meta.ip);
  const password = passwordField.safeParse(input.password);
  if (!password.success) throw badUserInput(password.error.issues.map((issue) => ({ ...issue, path: ['password'] })));
  const code = totpCodeField.safeParse(input.code);
  if (!code.success) throw badUserInput(code.error.issues.map((issue) => ({ ...issue, path: ['code'] })));
  deps.passwords.assertNotCommon(password.data, 'password');
  const tokenHash = hashToken(input.token);
  const account = await findByEnrolmentToken(deps.db, tokenHash, deps.now());
  if (!account) throw enrolmentLinkInvalid();
  if (!(await codeAccepted(deps, account, code.data))) {
    throw badUserInput([{ path: ['code'], message: 'That code is not the one your authenticator shows now' }]);
  }
  const passwordHash = await deps.passwords.hash(password.data);
  const enrolled = await completeEnrolment(deps.db, account.id, tokenHash, passwordHash, deps.now());
  if (!enrolled) throw enrolmentLinkInvalid();
  return enrolled;
}

/** Why a checked sign-in failed, for the audit log only (staff-account-events.ts). */
function signInFailureReason(account: StaffAccount | undefined, passwordOk: boolean): SignInFailureReason {
  if (!account) return 'unknown_account';
  if (account.status !== 'active' || !account.passwordHash)
    return account.status === 'disabled' ? 'account_disabled' : 'account_pending';
  return passwordOk ? 'wrong_code' : 'wrong_password';
}

export interface StaffSignInInput {
  email: string;
  password: string;
  code: string;
}

/**
 * E-mail, password and the authenticator's code, all required. Every failure
 * (unknown e-mail, pending or disabled account, wrong password, wrong or
 * replayed code) gives one answer after the same password work, and is
 * charged to the e-mail and the address it came from; nothing is charged before
 * the credentials are checked, so strangers cannot refuse the owner (decision 058).
 */
export async function staffSignIn(
  deps: StaffDeps,
  input: StaffSignInInput,
  meta: StaffRequestMeta,
): Promise<StaffAccount> {
  await deps.limiter.hit(scaled(deps, staffRateRules.signInPerIp), meta.ip);
  const email = emailField.safeParse(input.email);
  const code = totpCodeField.safeParse(input.code);
  if (!email.success || !code.success || input.password.length === 0 || input.password.length > 1024) {
    await recordStaffSignInFailure(deps.db, deps.now(), meta, undefined, 'malformed');
    throw staffSignInFailed();
  }
  const brakes = { limiter: deps.limiter, slowdownStepMs: deps.loginSlowdownStepMs ?? defaultSlowdownStepMs };
  await brakeSignIn(brakes, signInBrakes, email.data, meta.ip, signInPaused);
  const account = await findStaffByEmail(deps.db, email.data);
  const usable = account?.status === 'active' && account.passwordHash ? account : undefined;
  const passwordOk = await deps.passwords.matches(
    usable?.passwordHash ?? (await deps.passwords.decoyHash()),
    input.password,
  );
  const codeOk = usable !== undefined && passwordOk && (await codeAccepted(deps, usable, code.data));
  if (!usable || !passwordOk || !codeOk) {
    await recordSignInFailure(brakes, signInBrakes, email.data, meta.ip);
    await recordStaffSignInFailure(deps.db, deps.now(), meta, account, signInFailureReason(account, passwordOk));
    throw staffSignInFailed();
  }
  return usable;
}
