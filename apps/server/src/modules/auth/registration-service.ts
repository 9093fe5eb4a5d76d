import { z } from 'zod';
import { nameField, optionalNameField, passwordField } from '@waypoint/domain/auth/account-fields';
import { disclosureDocuments } from '@waypoint/domain/disclosures/disclosure-documents';
import { inviteCodeMessages, inviteCodeSchema } from '@waypoint/domain/referrals/invite-codes';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../graphql/app-error.js';
import { newInviteCode } from '../../platform/invite-code.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { findUnverifiedUserByEmail, insertUser, markEmailVerified, recordConsent } from './accounts-repository.js';
import {
  authRateRules,
  scaledForIp,
  parseEmail,
  requireRecaptcha,
  type AuthDeps,
  type RequestMeta,
} from './auth-deps.js';
import { verificationMail } from './auth-emails.js';
import { consumeToken, issueToken } from './one-time-tokens.js';
import { assertPasswordNotCommon, hashPassword } from './passwords.js';
import type { SessionUser } from './session-store.js';

export interface RegisterArgs {
  tokenId?: string | null;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  email: string;
  password: string;
  userSetPassword?: boolean | null;
  promoCode?: string | null;
  recaptchaToken?: string | null;
  REGISTER_ESIGN_DOC_VER: string;
  autopilotSessionID?: string | null;
  anonymousID?: string | null;
  sessionID?: string | null;
}

const trackingId = z.string().trim().max(200).nullish();
const registerArgsSchema = z.object({
  firstName: nameField,
  middleName: optionalNameField.nullish(),
  lastName: nameField,
  password: passwordField,
  // Empty means none; anything else is a code by the shared rule (normalized to upper case).
  promoCode: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(inviteCodeSchema.nullable()),
  autopilotSessionID: trackingId,
  anonymousID: trackingId,
  sessionID: trackingId,
});

/**
 * product-rules#account-operations, product-rules#auth-errors: a promo code is checked with validatePreApprovedCode's rule. An
 * unknown one is refused on its field rather than dropped: the person typed it
 * expecting something, and the form (which checks it first) says the same.
 */
async function assertPromoCodeAccepted(deps: AuthDeps, code: string | null): Promise<void> {
  if (code === null || (await deps.promoCodeAccepted(deps.db, code))) return;
  const message = inviteCodeMessages.notAccepted;
  throw new AppError('BAD_USER_INPUT', `promoCode: ${message}`, 400, [{ field: 'promoCode', message }]);
}

/** product-rules#auth-errors: the web shows block_vpn for this code; the words are the spec's. */
export const connectionBlockedMessage = 'Something went wrong with connection';

/** A sign-up from a data centre or VPN exit is refused (docs/decisions/040-recaptcha-v3-and-vpn-block.md). */
async function refuseHostingAddress(deps: AuthDeps, meta: RequestMeta): Promise<void> {
  if (!(await deps.isHostingAddress?.(meta.ip))) return;
  throw new AppError('CONNECTION_BLOCKED', connectionBlockedMessage, 403);
}

export async function register(deps: AuthDeps, args: RegisterArgs, meta: RequestMeta): Promise<SessionUser> {
  // Every attempt counts against the IP, including ones with bad input.
  await deps.limiter.hit(scaledForIp(authRateRules.registerPerIp, deps.ipLimitScale), meta.ip);
  const email = parseEmail(args.email);
  const parsed = registerArgsSchema.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') ?? '';
    const message = issue?.message ?? '';
    // The form puts the words beside the field it names in fieldErrors, as for every other refusal.
    throw new AppError('BAD_USER_INPUT', `${field}: ${message}`, 400, [{ field, message }]);
  }
  const esign = disclosureDocuments.REGISTER_ESIGN;
  if (args.REGISTER_ESIGN_DOC_VER !== esign.version) {
    throw new AppError('BAD_USER_INPUT', `Please accept the current ${esign.title} (${esign.version}).`);
  }
  // After reCAPTCHA, so a script cannot spend an address's sign-ups (docs/operations.md "Sign-in and reset limits").
  await requireRecaptcha(deps.recaptcha, args.recaptchaToken, meta, 'register');
  // Before the account's own limit, so sign-ups refused for the address spend none of the owner's.
  await refuseHostingAddress(deps, meta);
  await deps.limiter.hit(authRateRules.registerPerAccount, email);
  // An address held for an e-mail change's undo is as taken as one in use (decision 075).
  if (await deps.addressHeldForUndo?.(email)) throw new AppError('EMAIL_TAKEN', 'Email already used', 409);
  assertPasswordNotCommon(parsed.data.password);
  await assertPromoCodeAccepted(deps, parsed.data.promoCode);
  const passwordHash = await hashPassword(parsed.data.password);

  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const created = await deps.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email,
          firstName: parsed.data.firstName,
          middleName: parsed.data.middleName ?? '',
          lastName: parsed.data.lastName,
          passwordHash,
          userSetPassword: args.userSetPassword ?? true,
          inviteCode: newInviteCode(),
          promoCode: parsed.data.promoCode,
          anonymousId: parsed.data.anonymousID ?? null,
          trackingSessionId: parsed.data.sessionID ?? null,
          autopilotSessionId: parsed.data.autopilotSessionID ?? null,
        });
        await recordConsent(tx, {
          userId: user.id,
          documentType: 'REGISTER_ESIGN',
          version: esign.version,
          url: `${deps.publicUrl}${esign.path}`,
          ip: meta.ip,
          userAgent: meta.userAgent?.slice(0, 500) ?? null,
        });
        await deps.onRegistered?.(tx, { userId: user.id, inviteCode: user.inviteCode, promoCode: user.promoCode });
        const token = await issueToken(tx, user.id, 'verify_email');
        // Same transaction: the account never exists without its verification e-mail queued.
        await enqueueMail(tx, 'verify_email', verificationMail(email, user.firstName, deps.publicUrl, token));
        return user;
      });
      await deps.registrationTracking?.userRegistered({
        userId: created.id,
        sessionId: parsed.data.sessionID ?? null,
        anonymousId: parsed.data.anonymousID ?? null,
      });
      return created;
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw new AppError('EMAIL_TAKEN', 'Email already used', 409);
      if (!isUniqueViolation(error, 'users_invite_code_key')) throw error;
    }
  }
  throw new Error('could not find a free invite code');
}

export async function verifyEmail(deps: AuthDeps, hash: string): Promise<SessionUser> {
  const userId = hash.length > 200 ? null : await consumeToken(deps.db, hash, 'verify_email');
  if (!userId) throw new AppError('INVALID_LINK', 'This confirmation link is invalid, expired or already used.');
  const user = await markEmailVerified(deps.db, userId, deps.now());
  if (!user) throw new AppError('INVALID_LINK', 'This confirmation link is invalid, expired or already used.');
  return user;
}

/**
 * Always answers true: whether an address has an account is nobody else's business.
 * One address asking too often is refused; past the account's hourly mails
 * nothing is sent and the newest link stays live, so requests from elsewhere
 * cannot take the owner's link away (docs/operations.md "Sign-in and reset limits").
 */
export async function resendVerification(deps: AuthDeps, rawEmail: string, meta: RequestMeta): Promise<boolean> {
  await deps.limiter.hit(scaledForIp(authRateRules.resendPerIp, deps.ipLimitScale), meta.ip);
  const email = parseEmail(rawEmail);
  await deps.limiter.hit(authRateRules.resendPerAccountAndIp, `${email} from ${meta.ip}`);
  const sent = await deps.limiter.count(authRateRules.resendPerAccount, email);
  if (sent > authRateRules.resendPerAccount.limit) return true;
  await deps.db.transaction(async (tx) => {
    const user = await findUnverifiedUserByEmail(tx, email);
    if (!user) return;
    const token = await issueToken(tx, user.id, 'verify_email');
    await enqueueMail(tx, 'verify_email', verificationMail(email, user.firstName, deps.publicUrl, token));
  });
  return true;
}
