import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import type { AccountSecurityDeps, AccountSecurityScope, AccountSecuritySession } from './account-security-deps.js';
import { countPasskeysOf } from './passkeys-repository.js';
import { insertStepUpProof, newestStepUpProofAt, verifiedPhoneNumberOf } from './step-up-repository.js';
import {
  checkVerificationCode,
  codeRefusal,
  issueVerificationCode,
  type VerificationCodesDeps,
} from './verification-codes-service.js';

/*
 * The step-up (decision 073, docs/product-rules.md#step-up): before a
 * sensitive operation the signed-in applicant proves again that it is them,
 * by a passkey or a code to their verified phone or e-mail. The proof belongs
 * to the session and counts for a short window; the server checks it on the
 * operation itself, so no client can skip the prompt.
 */

export type StepUpMethod = 'passkey' | 'phoneCode' | 'emailCode';

/** Strongest first: the order the prompt offers them in. */
export const stepUpMethods: readonly StepUpMethod[] = ['passkey', 'phoneCode', 'emailCode'];

/**
 * How long a proof counts: 10 minutes covers one sitting (prove, then fill in
 * a new address or look at the card) without a second prompt, yet a session
 * left open on a shared or stolen device is back to asking within minutes.
 * The same length as a one-time code's life (decision 074), so a code and the
 * proof it gives age alike.
 */
export const stepUpWindowMs = 10 * 60 * 1000;

export type StepUpDeps = Pick<AccountSecurityDeps, 'db' | 'requireSession' | 'now'>;
export type StepUpCodeDeps = StepUpDeps & { verificationCodes: VerificationCodesDeps };

export function isStepUpMethod(value: string): value is StepUpMethod {
  return (stepUpMethods as readonly string[]).includes(value);
}

/** The methods this account can prove itself with: a passkey if it has one, its verified phone, its e-mail always. */
export async function stepUpOptionsOf(db: Db, userId: string): Promise<StepUpMethod[]> {
  const [passkeys, phone] = await Promise.all([countPasskeysOf(db, userId), verifiedPhoneNumberOf(db, userId)]);
  return stepUpMethods.filter(
    (method) => method === 'emailCode' || (method === 'passkey' ? passkeys > 0 : phone !== null),
  );
}

/** Records a proof for the session; passkey completion (decision 076) calls this too. */
export async function recordStepUp(
  db: Db,
  proof: { sessionId: string; userId: string; method: StepUpMethod; now: Date },
): Promise<void> {
  await insertStepUpProof(db, {
    sessionId: proof.sessionId,
    userId: proof.userId,
    method: proof.method,
    provedAt: proof.now,
  });
}

/** Whether the session proved itself by one of `methods` within the window. */
export async function hasRecentStepUp(
  db: Db,
  session: Pick<AccountSecuritySession, 'sessionId' | 'userId'>,
  methods: readonly StepUpMethod[],
  now: Date,
): Promise<boolean> {
  const provedAt = await newestStepUpProofAt(db, session, methods);
  if (!provedAt) return false;
  const age = now.getTime() - provedAt.getTime();
  return age >= 0 && age < stepUpWindowMs;
}

export function stepUpRequired(methods: readonly StepUpMethod[]): AppError {
  return new AppError('STEP_UP_REQUIRED', 'Please confirm it is you before doing this.', 403, undefined, {
    methods: [...methods],
  });
}

/**
 * Passes when the signed-in applicant's session has a recent proof (by one of
 * `options.methods`, when given); otherwise throws STEP_UP_REQUIRED with the
 * methods the account can use, for the web's prompt.
 */
export async function requireRecentStepUp(
  deps: StepUpDeps,
  scope: AccountSecurityScope,
  options?: { methods?: StepUpMethod[] },
): Promise<void> {
  const session = await deps.requireSession(scope);
  const accepted = options?.methods ?? stepUpMethods;
  if (await hasRecentStepUp(deps.db, session, accepted, deps.now())) return;
  const available = await stepUpOptionsOf(deps.db, session.userId);
  throw stepUpRequired(available.filter((method) => accepted.includes(method)));
}

async function codeDestination(
  deps: StepUpDeps,
  session: AccountSecuritySession,
  method: StepUpMethod,
): Promise<{ channel: 'sms' | 'email'; destination: string }> {
  if (method === 'emailCode') return { channel: 'email', destination: session.email };
  if (method === 'phoneCode') {
    const phone = await verifiedPhoneNumberOf(deps.db, session.userId);
    if (phone) return { channel: 'sms', destination: phone };
    throw new AppError('STEP_UP_METHOD_UNAVAILABLE', 'This account has no verified phone. Use another way.', 400);
  }
  throw new AppError('STEP_UP_METHOD_UNAVAILABLE', 'A passkey is confirmed in the browser, not with a code.', 400);
}

/** Sends a step-up code to the verified phone or the account's e-mail; says where, masked. */
export async function sendStepUpCode(
  deps: StepUpCodeDeps,
  scope: AccountSecurityScope,
  method: StepUpMethod,
): Promise<{ method: StepUpMethod; sentTo: string }> {
  const session = await deps.requireSession(scope);
  const { channel, destination } = await codeDestination(deps, session, method);
  await issueVerificationCode(deps.verificationCodes, {
    userId: session.userId,
    channel,
    destination,
    purpose: 'stepUp',
  });
  return { method, sentTo: channel === 'sms' ? maskPhone(destination) : maskEmail(destination) };
}

/**
 * Checks a step-up code and records the proof. The code must have gone where
 * the method says (a code mailed cannot complete a phone step-up), and the
 * phone must still be the verified one.
 */
export async function completeStepUp(
  deps: StepUpCodeDeps,
  scope: AccountSecurityScope,
  input: { method: StepUpMethod; code: string },
): Promise<{ provedAt: Date; validUntil: Date }> {
  const session = await deps.requireSession(scope);
  const { destination } = await codeDestination(deps, session, input.method);
  const check = await checkVerificationCode(deps.verificationCodes, {
    userId: session.userId,
    purpose: 'stepUp',
    code: input.code,
  });
  if (!check.ok) throw codeRefusal(check.reason);
  if (check.destination.toLowerCase() !== destination.toLowerCase()) throw codeRefusal('no_code');
  const now = deps.now();
  await recordStepUp(deps.db, { sessionId: session.sessionId, userId: session.userId, method: input.method, now });
  return { provedAt: now, validUntil: new Date(now.getTime() + stepUpWindowMs) };
}

/** "••• 4567": enough to recognise one's own number. */
export function maskPhone(phone: string): string {
  return `••• ${phone.slice(-4)}`;
}

/** "j•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
