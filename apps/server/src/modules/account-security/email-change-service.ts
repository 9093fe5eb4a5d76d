import { emailField } from '@waypoint/domain/auth/account-fields';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../graphql/app-error.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import type { AccountSecurityDeps, AccountSecurityScope } from './account-security-deps.js';
import { emailChangeRateRules, emailChangeWindows } from './email-change-deps.js';
import { addressChangedMail, addressRestoredMail, confirmNewAddressMail } from './email-change-mails.js';
import {
  closeRefusedChange,
  closePendingChanges,
  confirmByLink,
  insertEmailChange,
  isHeldForUndo,
  pendingChangeOf,
  undoByLink,
  type EmailChangeRow,
} from './email-change-repository.js';
import { requireRecentStepUp } from './step-up-service.js';

/*
 * Changing the sign-in address (decision 075, docs/product-rules.md#email-change):
 * asked with a recent step-up, it takes effect only when the link sent to the
 * new address is opened; the old address is then told, with an undo link for
 * a week that restores it, signs every device out and asks for a new password.
 */

export interface PendingEmailChange {
  newEmail: string;
  requestedAt: Date;
  linkExpiresAt: Date;
}

export type ConfirmOutcome = 'changed' | 'taken' | 'invalid';
export type UndoOutcome = 'undone' | 'taken' | 'invalid';

const plausibleHash = (hash: string) => hash.length > 0 && hash.length <= 200;
const pendingView = (row: EmailChangeRow): PendingEmailChange => ({
  newEmail: row.newEmail,
  requestedAt: row.requestedAt,
  linkExpiresAt: row.confirmExpiresAt,
});
const addOf = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

function parseNewEmail(value: string): string {
  const parsed = emailField.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid e-mail';
    throw new AppError('BAD_USER_INPUT', message, 400, [{ field: 'newEmail', message }]);
  }
  return parsed.data;
}

/**
 * Sends the link to the new address; any earlier request stops working. The
 * answer is the same whether or not another account uses the address: only
 * the link, opened from that mailbox, says so.
 */
export async function requestEmailChange(
  deps: AccountSecurityDeps,
  scope: AccountSecurityScope,
  rawEmail: string,
): Promise<PendingEmailChange> {
  const session = await deps.requireSession(scope);
  await requireRecentStepUp(deps, scope);
  const newEmail = parseNewEmail(rawEmail);
  if (newEmail === session.email) {
    const message = 'This is already the e-mail address of your account.';
    throw new AppError('BAD_USER_INPUT', message, 400, [{ field: 'newEmail', message }]);
  }
  const now = deps.now();
  await deps.emailChange.limiter.hit(emailChangeRateRules.requestsPerAccount, session.userId, now);
  const account = await deps.emailChange.accountOf(deps.db, session.userId);
  if (!account)
    throw new AppError('APPLICATION_SESSION_INVALID', 'APPLICATION_SESSION_INVALID: please sign in again.', 401);
  const token = newSecureToken();
  const row = await deps.db.transaction(async (tx) => {
    await closePendingChanges(tx, session.userId, 'replaced', now);
    const inserted = await insertEmailChange(tx, {
      userId: session.userId,
      oldEmail: account.email,
      newEmail,
      confirmTokenHash: hashToken(token),
      confirmExpiresAt: addOf(now, emailChangeWindows.confirmSeconds),
      requestedAt: now,
      requestedIp: scope.request.ip,
      requestedUserAgent: scope.request.headers['user-agent']?.slice(0, 500) ?? null,
    });
    await enqueueMail(
      tx,
      'email_change_confirm',
      confirmNewAddressMail({ newEmail, firstName: account.firstName }, deps.emailChange.publicUrl, token),
    );
    return inserted;
  });
  return pendingView(row);
}

export async function pendingEmailChange(
  deps: AccountSecurityDeps,
  scope: AccountSecurityScope,
): Promise<PendingEmailChange | null> {
  const { userId } = await deps.requireSession(scope);
  const row = await pendingChangeOf(deps.db, userId, deps.now());
  return row ? pendingView(row) : null;
}

/** The link sent to the new address stops working; true when there was one waiting. */
export async function cancelEmailChange(deps: AccountSecurityDeps, scope: AccountSecurityScope): Promise<boolean> {
  const { userId } = await deps.requireSession(scope);
  return (await closePendingChanges(deps.db, userId, 'cancelled', deps.now())) > 0;
}

/** Whether the new address is free: no other account signs in with it or may still undo back to it. */
async function addressIsFree(
  ports: AccountSecurityDeps['emailChange'],
  db: AccountSecurityDeps['db'],
  change: EmailChangeRow,
  now: Date,
): Promise<boolean> {
  const owner = await ports.accountWithEmail(db, change.newEmail);
  if (owner !== null && owner !== change.userId) return false;
  return !(await isHeldForUndo(db, change.newEmail, change.userId, now));
}

/**
 * The link from the new mailbox, signed in or not (the request already had
 * the account's step-up; the link proves the mailbox). Single use.
 */
export async function confirmEmailChange(
  deps: AccountSecurityDeps,
  scope: AccountSecurityScope,
  hash: string,
): Promise<ConfirmOutcome> {
  if (!plausibleHash(hash)) return 'invalid';
  const now = deps.now();
  await deps.emailChange.limiter.hit(emailChangeRateRules.linksPerIp, scope.request.ip, now);
  const undoToken = newSecureToken();
  try {
    return await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const change = await confirmByLink(tx, hashToken(hash), {
        now,
        ip: scope.request.ip,
        undoTokenHash: hashToken(undoToken),
        undoExpiresAt: addOf(now, emailChangeWindows.undoSeconds),
      });
      if (!change) return 'invalid';
      const account = await deps.emailChange.accountOf(tx, change.userId);
      // The address it was to replace is gone already (an undo, a newer change): the request is stale.
      if (!account || account.email !== change.oldEmail) {
        await closeRefusedChange(tx, change.id, 'replaced', now);
        return 'invalid';
      }
      if (!(await addressIsFree(deps.emailChange, tx, change, now))) {
        await closeRefusedChange(tx, change.id, 'taken', now);
        return 'taken';
      }
      await deps.emailChange.changeEmail(tx, change.userId, change.newEmail, now);
      await enqueueMail(
        tx,
        'email_change_notice',
        addressChangedMail(
          {
            oldEmail: change.oldEmail,
            newEmail: change.newEmail,
            firstName: account.firstName,
            changedAt: now,
            requestedFrom: `the internet address ${change.requestedIp ?? 'we did not record'}`,
          },
          deps.emailChange.publicUrl,
          undoToken,
        ),
      );
      return 'changed';
    });
  } catch (error) {
    // Another account took the address between the check and the write (users' unique index).
    if (!isUniqueViolation(error)) throw error;
    return 'taken';
  }
}

/**
 * The undo link from the old mailbox, within its week: the old address comes
 * back, the password stops working (a reset link goes to the old address)
 * and every session of the account ends. When another account signs in with
 * the old address by now, the address stays but the rest still happens.
 */
export async function undoEmailChange(
  deps: AccountSecurityDeps,
  scope: AccountSecurityScope,
  hash: string,
): Promise<UndoOutcome> {
  if (!plausibleHash(hash)) return 'invalid';
  const now = deps.now();
  await deps.emailChange.limiter.hit(emailChangeRateRules.linksPerIp, scope.request.ip, now);
  const undone = await deps.db.transaction(async (tx) => {
    const change = await undoByLink(tx, hashToken(hash), now);
    if (!change) return null;
    await closePendingChanges(tx, change.userId, 'undone', now);
    const owner = await deps.emailChange.accountWithEmail(tx, change.oldEmail);
    const restored = owner === null || owner === change.userId;
    if (restored) await deps.emailChange.changeEmail(tx, change.userId, change.oldEmail, now);
    const resetToken = await deps.emailChange.requirePasswordReset(tx, change.userId, now);
    const account = await deps.emailChange.accountOf(tx, change.userId);
    if (restored && account) {
      await enqueueMail(
        tx,
        'email_change_undone',
        addressRestoredMail(account, deps.emailChange.publicUrl, resetToken),
      );
    }
    return { userId: change.userId, outcome: restored ? ('undone' as const) : ('taken' as const) };
  });
  if (!undone) return 'invalid';
  await deps.emailChange.endAllSessions(undone.userId);
  return undone.outcome;
}
