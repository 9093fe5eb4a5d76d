import { checkUsMobileNumber, formatUsPhone } from '@waypoint/domain/account-security/us-mobile-number';
import { AppError } from '../../graphql/app-error.js';
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
  const { userId } = await deps.requireSession(scope);
  // Checked before the code, so a step-up that lapsed does not use the code up.
  if (await phoneOf(deps.db, userId)) await requireRecentStepUp(deps, scope);
  const check = await checkVerificationCode(deps.verificationCodes, {
    userId,
    purpose: 'phoneVerify',
    code: input.code,
  });
  if (!check.ok) throw codeRefusal(check.reason);
  return viewOf(await saveVerifiedPhone(deps.db, userId, check.destination, deps.now()));
}
