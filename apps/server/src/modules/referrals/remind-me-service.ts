import { inviteCodeMessages } from '@waypoint/domain/referrals/invite-codes';
import { remindMeSchema } from '@waypoint/domain/referrals/remind-me';
import { AppError } from '../../graphql/app-error.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { RateLimiter } from '../../platform/rate-limit.js';
import { findCodeOwner, isPreApprovedCode } from './invite-codes-repository.js';
import { referralRateRules, scaledForIp, type ReferralsDeps } from './referrals-deps.js';
import { inviteLink } from './referrals-service.js';
import { remindMeMail } from './remind-me-mail.js';
import { hasRecentReminder, lockReminderAddress, recordReminder } from './remind-me-repository.js';

/** One reminder per address and code a day: a double click or a second tab sends nothing more. */
export const reminderRepeatWindowMs = 24 * 60 * 60 * 1000;

export interface RemindMeArgs {
  email: string;
  referrerName?: string | null;
  inviteCode: string;
  version: string;
}

function badInput(field: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', `${field}: ${message}`, 400, [{ field, message }]);
}

function parseArgs(args: RemindMeArgs) {
  const parsed = remindMeSchema.safeParse({ ...args, referrerName: args.referrerName ?? '' });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badInput(String(issue?.path[0] ?? 'input'), issue?.message ?? 'Invalid value');
}

/**
 * remindMeEmail: queues one e-mail with the invitation link through the
 * outbox, in the same transaction as the record that makes it idempotent.
 */
export async function remindMeEmail(deps: ReferralsDeps, args: RemindMeArgs, ip: string): Promise<boolean> {
  const now = deps.now();
  await deps.limiter.hit(scaledForIp(referralRateRules.remindPerIp, deps.ipLimitScale), ip, now);
  const input = parseArgs(args);
  const referrerUserId = await findCodeOwner(deps.db, input.inviteCode);
  if (!referrerUserId && !(await isPreApprovedCode(deps.db, input.inviteCode))) {
    throw badInput('inviteCode', inviteCodeMessages.notAccepted);
  }
  const referrerName = referrerUserId ? await deps.memberFirstName(referrerUserId) : null;
  await deps.db.transaction(async (tx) => {
    await lockReminderAddress(tx, input.email);
    if (await hasRecentReminder(tx, input.email, input.inviteCode, new Date(now.getTime() - reminderRepeatWindowMs))) {
      return;
    }
    await new RateLimiter(tx).hit(referralRateRules.remindPerAddress, input.email, now);
    await recordReminder(tx, {
      email: input.email,
      code: input.inviteCode,
      version: input.version,
      ip,
      createdAt: now,
    });
    const mail = remindMeMail(input.email, referrerName, inviteLink(deps.publicUrl, input.inviteCode));
    await enqueueMail(tx, 'invite_reminder', mail);
  });
  return true;
}
