import { z } from 'zod';
import { badUserInput } from '../../graphql/app-error.js';
import { appendAuditEvent, looksLikeSsn } from '../../platform/audit/audit-event.js';
import { brakeSignIn, recordSignInFailure } from '../../platform/sign-in-brakes.js';
import {
  authenticationOptions,
  registrationOptions,
  verifyAssertion,
  verifyRegistration,
  type WebAuthnDeps,
} from '../../platform/webauthn/webauthn-ceremonies.js';
import { parseAssertion } from '../../platform/webauthn/webauthn-responses.js';
import type { StaffCaller } from './require-staff.js';
import { recordStaffAccountEvent, recordStaffSignInFailure, type SignInFailureReason } from './staff-account-events.js';
import { staffRateRules, type StaffDeps, type StaffRequestMeta } from './staff-deps.js';
import {
  passkeyAlreadyAdded,
  passkeyLimitReached,
  passkeyNotFound,
  passkeyRegistrationExpired,
  passkeyRegistrationRefused,
  passkeySignInFailed,
} from './staff-passkey-errors.js';
import {
  claimSignCount,
  countPasskeysOf,
  deletePasskeyOf,
  insertPasskey,
  passkeyByCredential,
  passkeysOf,
  renamePasskeyOf,
  type StaffPasskey,
} from './staff-passkeys-repository.js';
import type { StaffAccount } from './staff-repository.js';
import { defaultSlowdownStepMs, scaled, signInBrakes, signInPaused } from './staff-sign-in-service.js';

/*
 * Staff passkeys (decision 072): added by a signed-in staff member, each one
 * user-verified, and then a way to sign in on its own. The ceremonies are the
 * platform's (platform/webauthn); this file holds the staff rules around them.
 */

export type StaffPasskeyDeps = StaffDeps & { webauthn: WebAuthnDeps };
export interface AuditedRequest extends StaffRequestMeta {
  requestId: string;
}

const registrationPurpose = 'staff-passkey-registration';
const signInPurpose = 'staff-passkey-sign-in';
/** Enough for a laptop, a phone and a couple of security keys; more is a list nobody reviews. */
export const maxPasskeysPerStaff = 10;
// Failures with a passkey nobody holds are charged to this one name (and the address), as an unknown e-mail is.
const unrecognisedPasskey = 'passkey:unrecognised';

const passkeyName = z.string().trim().min(1, 'Give the passkey a name').max(60, 'Use 60 characters at most');
const passkeyId = z.uuid();

function parseName(name: string): string {
  const parsed = passkeyName.safeParse(name);
  if (!parsed.success) throw badUserInput(parsed.error.issues.map((issue) => ({ ...issue, path: ['name'] })));
  // The name goes into the audit log, which never holds what looks like an SSN (decision 028).
  if (looksLikeSsn(parsed.data)) throw badUserInput([{ path: ['name'], message: 'Use a name without a long number' }]);
  return parsed.data;
}

export function listOwnPasskeys(deps: Pick<StaffDeps, 'db'>, caller: StaffCaller): Promise<StaffPasskey[]> {
  return passkeysOf(deps.db, caller.staffId);
}

/** The options for the browser's create() call, as JSON text; its challenge is this staff member's alone. */
export async function passkeyRegistrationOptions(deps: StaffPasskeyDeps, caller: StaffCaller): Promise<string> {
  const existing = await passkeysOf(deps.db, caller.staffId);
  if (existing.length >= maxPasskeysPerStaff) throw passkeyLimitReached(maxPasskeysPerStaff);
  const options = await registrationOptions(deps.webauthn, {
    purpose: registrationPurpose,
    account: { id: caller.staffId, name: caller.email, displayName: caller.email },
    existing: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
  });
  return JSON.stringify(options);
}

export async function addPasskey(
  deps: StaffPasskeyDeps,
  caller: StaffCaller,
  input: { response: string; name: string },
  meta: AuditedRequest,
): Promise<StaffPasskey> {
  const name = parseName(input.name);
  const result = await verifyRegistration(deps.webauthn, {
    purpose: registrationPurpose,
    accountId: caller.staffId,
    response: input.response,
  });
  if (!result.ok) throw result.failure === 'challenge' ? passkeyRegistrationExpired() : passkeyRegistrationRefused();
  if ((await countPasskeysOf(deps.db, caller.staffId)) >= maxPasskeysPerStaff) {
    throw passkeyLimitReached(maxPasskeysPerStaff);
  }
  const { credential } = result;
  return deps.db.transaction(async (tx) => {
    const added = await insertPasskey(tx, {
      staffId: caller.staffId,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      signCount: credential.signCount,
      transports: credential.transports,
      name,
      createdAt: deps.now(),
    });
    if (!added) throw passkeyAlreadyAdded();
    await appendAuditEvent(tx, {
      occurredAt: deps.now(),
      actor: { type: 'staff', staffId: caller.staffId, email: caller.email },
      action: 'staff.passkey_add',
      subject: { type: 'staff', id: caller.staffId },
      ip: meta.ip,
      // The name, not the id: a UUID can hold a run of nine digits, which the log refuses as SSN-shaped.
      after: { name },
      requestId: meta.requestId,
    });
    return added;
  });
}

export async function renamePasskey(
  deps: Pick<StaffDeps, 'db'>,
  caller: StaffCaller,
  input: { id: string; name: string },
): Promise<StaffPasskey> {
  const name = parseName(input.name);
  if (!passkeyId.safeParse(input.id).success) throw passkeyNotFound();
  const renamed = await renamePasskeyOf(deps.db, caller.staffId, input.id, name);
  if (!renamed) throw passkeyNotFound();
  return renamed;
}

/** Removes one of the caller's own passkeys; another's is not found, as one that never was. */
export async function removePasskey(
  deps: StaffDeps,
  caller: StaffCaller,
  id: string,
  meta: AuditedRequest,
): Promise<void> {
  if (!passkeyId.safeParse(id).success) throw passkeyNotFound();
  await deps.db.transaction(async (tx) => {
    const removed = await deletePasskeyOf(tx, caller.staffId, id);
    if (!removed) throw passkeyNotFound();
    await appendAuditEvent(tx, {
      occurredAt: deps.now(),
      actor: { type: 'staff', staffId: caller.staffId, email: caller.email },
      action: 'staff.passkey_remove',
      subject: { type: 'staff', id: caller.staffId },
      ip: meta.ip,
      after: { name: removed.name },
      requestId: meta.requestId,
    });
  });
}

/** Options for the browser's get() call, as JSON text: no e-mail asked, the passkey names its owner. */
export async function passkeySignInOptions(deps: StaffPasskeyDeps, meta: StaffRequestMeta): Promise<string> {
  await deps.limiter.hit(scaled(deps, staffRateRules.signInPerIp), meta.ip);
  return JSON.stringify(await authenticationOptions(deps.webauthn, { purpose: signInPurpose }));
}

/**
 * A user-verified passkey in place of password and code (decision 072): the
 * same per-address limit and per-account brakes as the password sign-in, one
 * answer for every failure (unknown passkey, disabled or pending account,
 * spent or expired challenge, bad signature, counter that did not go up).
 */
export async function passkeySignIn(
  deps: StaffPasskeyDeps,
  response: string,
  meta: AuditedRequest,
): Promise<StaffAccount> {
  await deps.limiter.hit(scaled(deps, staffRateRules.signInPerIp), meta.ip);
  const brakes = { limiter: deps.limiter, slowdownStepMs: deps.loginSlowdownStepMs ?? defaultSlowdownStepMs };
  const assertion = parseAssertion(response);
  const found = assertion ? await passkeyByCredential(deps.db, assertion.credentialId) : null;
  const brakeKey = found?.staff.email ?? unrecognisedPasskey;
  await brakeSignIn(brakes, signInBrakes, brakeKey, meta.ip, signInPaused);
  const origin = { ip: meta.ip, requestId: meta.requestId };
  const refuse = async (reason: SignInFailureReason, account?: StaffAccount) => {
    await recordSignInFailure(brakes, signInBrakes, brakeKey, meta.ip);
    await recordStaffSignInFailure(deps.db, deps.now(), origin, account, reason);
    return passkeySignInFailed();
  };
  if (!assertion) throw await refuse('malformed');
  if (!found) throw await refuse('unknown_passkey');
  const { passkey, staff } = found;
  const verified = await verifyAssertion(deps.webauthn, {
    purpose: signInPurpose,
    assertion,
    credential: { id: passkey.credentialId, publicKey: passkey.publicKey, signCount: passkey.signCount },
  });
  // The authenticator's user handle, when sent, must be the owner the server holds for this credential.
  const ownerMatches = assertion.userHandle === null || assertion.userHandle === staff.id;
  if (!verified.ok || !ownerMatches) throw await refuse('passkey_rejected', staff);
  if (staff.status !== 'active') throw await refuse(`account_${staff.status}`, staff);
  if (!(await claimSignCount(deps.db, passkey.id, verified.newSignCount, deps.now()))) {
    throw await refuse('passkey_replayed', staff);
  }
  await recordStaffAccountEvent(deps.db, {
    occurredAt: deps.now(),
    action: 'staff.sign_in',
    staffId: staff.id,
    actor: { type: 'staff', staffId: staff.id, email: staff.email },
    origin,
    after: { method: 'passkey' },
  });
  return staff;
}
