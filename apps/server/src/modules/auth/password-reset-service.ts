import { passwordField } from '@waypoint/domain/auth/account-fields';
import { AppError } from '../../graphql/app-error.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { checkedAddressAttempt, clearSignInLimits, resetMailAllowed } from './account-attempts.js';
import { findUserByEmail, setPassword } from './accounts-repository.js';
import { authRateRules, type AuthDeps, type RequestMeta } from './auth-deps.js';
import { passwordResetMail } from './auth-emails.js';
import { consumeToken, issueToken, peekToken } from './one-time-tokens.js';
import { assertPasswordNotCommon, hashPassword } from './passwords.js';

const plausibleHash = (hash: string) => hash.length > 0 && hash.length <= 200;

/**
 * Always true: the answer must not tell whether the address has an account.
 * Past the account's hourly count only an address asking for the first time
 * this hour still gets a mail; otherwise none goes and the newest link already
 * sent stays live, so requests from elsewhere neither flood the mailbox from
 * one address nor use up the owner's reset (docs/operations.md "Sign-in and
 * reset limits", decision 058).
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  rawEmail: string,
  recaptchaToken: string | null | undefined,
  meta: RequestMeta,
): Promise<boolean> {
  const rules = { perIp: authRateRules.forgotPerIp, action: 'forgot_password' as const };
  const email = await checkedAddressAttempt(deps, rules, rawEmail, recaptchaToken, meta);
  if (!(await resetMailAllowed(deps, email, meta.ip))) return true;
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    const token = await issueToken(tx, user.id, 'reset_password');
    await enqueueMail(tx, 'reset_password', passwordResetMail(email, user.firstName, deps.publicUrl, token));
  });
  return true;
}

export async function resetLinkIsValid(deps: AuthDeps, hash: string): Promise<boolean> {
  return plausibleHash(hash) && (await peekToken(deps.db, hash, 'reset_password')) !== null;
}

/**
 * Sets the new password if the link is good (single use), then ends every
 * other session of the account. Following the link proves the mailbox, so
 * the address counts as verified too.
 */
export async function resetPassword(
  deps: AuthDeps,
  hash: string,
  newPassword: string,
  currentSessionId: string | undefined,
): Promise<boolean> {
  // A refused password is the person's to fix, not the link's: both refusals
  // come before the link is touched, so it stays usable for a better password.
  const parsed = passwordField.safeParse(newPassword);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid password';
    throw new AppError('BAD_USER_INPUT', message, 400, [{ field: 'newPassword', message }]);
  }
  assertPasswordNotCommon(parsed.data, 'newPassword');
  if (!plausibleHash(hash)) return false;
  const passwordHash = await hashPassword(parsed.data);
  const owner = await deps.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, hash, 'reset_password');
    if (!userId) return null;
    return (await setPassword(tx, userId, passwordHash)) ?? null;
  });
  if (!owner) return false;
  await deps.sessions.revokeAllForUser(owner.id, currentSessionId);
  await clearSignInLimits(deps, owner.email);
  return true;
}
