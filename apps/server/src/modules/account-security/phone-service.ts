import { checkUsMobileNumber, formatUsPhone, maskedUsPhone } from '@waypoint/domain/account-security/us-mobile-number';
import { AppError } from '../../graphql/app-error.js';
import { renderMail } from '../../platform/mail/mail-layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import type { AccountSecurityDeps, AccountSecurityScope } from './account-security-deps.js';
import { phoneOf, saveVerifiedPhone, type PhoneRow } from './phone-repository.js';
import { requireRecentStepUp } from './step-up-service.js';
import {
  checkVerificationCode,
  codeLifetimeMs,
  codeRefusal,
  issueVerificationCode,
} from './verification-codes-service.js';

/*
 * The verified mobile phone (decision 074, docs/product-rules.md#verified-phone).
 * A number becomes the account's only when a code texted to it comes back;
 * replacing a verified number is a sensitive change, so it asks for a recent
 * step-up (decision 073) both when the code is sent and when it is confirmed.
 */

export type PhoneDeps = Pick<AccountSecurityDeps, 'db' | 'requireSession' | 'now' | 'verificationCodes'>;

export interface PhoneView {
  phoneNumber: string;
  display: string;
  verifiedAt: string;
}

const viewOf = (row: PhoneRow): PhoneView => ({
  phoneNumber: row.phoneNumber,
  display: formatUsPhone(row.phoneNumber),
  verifiedAt: row.verifiedAt.toISOString(),
});

export async function myPhone(deps: PhoneDeps, scope: AccountSecurityScope): Promise<PhoneView | null> {
  const { userId } = await deps.requireSession(scope);
  const row = await phoneOf(deps.db, userId);
  return row ? viewOf(row) : null;
}

function phoneFieldError(message: string): AppError {
  return new AppError('BAD_USER_INPUT', `phoneNumber: ${message}`, 400, [{ field: 'phoneNumber', message }]);
}

export async function startPhoneVerification(
  deps: PhoneDeps,
  scope: AccountSecurityScope,
  input: { phoneNumber: string },
): Promise<{ phoneNumber: string; display: string; expiresAt: string }> {
  const { userId } = await deps.requireSession(scope);
  const checked = checkUsMobileNumber(input.phoneNumber);
  if (!checked.ok) throw phoneFieldError(checked.message);
  const current = await phoneOf(deps.db, userId);
  if (current?.phoneNumber === checked.e164) throw phoneFieldError('This is already your verified number.');
  if (current) await requireRecentStepUp(deps, scope);
  await issueVerificationCode(deps.verificationCodes, {
    userId,
    channel: 'sms',
    destination: checked.e164,
    purpose: 'phoneVerify',
  });
  return {
    phoneNumber: checked.e164,
    display: formatUsPhone(checked.e164),
    expiresAt: new Date(deps.now().getTime() + codeLifetimeMs).toISOString(),
  };
}

export async function confirmPhoneVerification(
  deps: PhoneDeps,
  scope: AccountSecurityScope,
  input: { code: string },
): Promise<PhoneView> {
  const { userId, email } = await deps.requireSession(scope);
  const previous = await phoneOf(deps.db, userId);
  // Checked before the code, so a step-up that lapsed does not use the code up.
  if (previous) await requireRecentStepUp(deps, scope);
  const check = await checkVerificationCode(deps.verificationCodes, {
    userId,
    purpose: 'phoneVerify',
    code: input.code,
  });
  if (!check.ok) throw codeRefusal(check.reason);
  const now = deps.now();
  return viewOf(
    await deps.db.transaction(async (tx) => {
      const saved = await saveVerifiedPhone(tx, userId, check.destination, now);
      // A replaced phone is told to the account's e-mail: whoever holds the phone gets its step-up codes.
      if (previous && previous.phoneNumber !== saved.phoneNumber)
        await enqueueMail(tx, 'phone-changed', phoneChangedMail(email, previous.phoneNumber, saved.phoneNumber));
      return saved;
    }),
  );
}

function phoneChangedMail(to: string, before: string, after: string) {
  const content = renderMail({
    preheader: 'The mobile number on your account was changed.',
    heading: 'Your mobile number was changed',
    paragraphs: [
      `The mobile number on your account is now ${maskedUsPhone(after)} (it was ${maskedUsPhone(before)}). Codes that confirm it is you now go to the new number.`,
      'If you did not make this change, contact us straight away and change your password.',
    ],
  });
  return { to, subject: 'Your mobile number was changed', ...content };
}
