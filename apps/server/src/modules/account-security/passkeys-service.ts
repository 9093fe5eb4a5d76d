import { z } from 'zod';
import { badUserInput } from '../../graphql/app-error.js';
import {
  authenticationOptions,
  registrationOptions,
  verifyAssertion,
  verifyRegistration,
} from '../../platform/webauthn/webauthn-ceremonies.js';
import { parseAssertion, type ParsedAssertion } from '../../platform/webauthn/webauthn-responses.js';
import type { AccountSecurityDeps, AccountSecurityScope } from './account-security-deps.js';
import type { PasskeysPorts } from './passkeys-deps.js';
import {
  passkeyAlreadyAdded,
  passkeyLimitReached,
  passkeyNeededFirst,
  passkeyNotFound,
  passkeyRegistrationExpired,
  passkeyRegistrationRefused,
  passkeySignInFailed,
} from './passkeys-errors.js';
import {
  claimSignCount,
  countPasskeysOf,
  deletePasskeyOf,
  insertPasskey,
  passkeyAfterPassword,
  passkeyByCredential,
  passkeysOf,
  renamePasskeyOf,
  setPasskeyAfterPassword,
  type AccountPasskey,
} from './passkeys-repository.js';
import { recordStepUp, requireRecentStepUp, stepUpRequired } from './step-up-service.js';

/*
 * Applicants' passkeys (decision 076, docs/product-rules.md#passkeys): added
 * after a step-up, each user-verified; a way to sign in on its own, a second
 * factor after the password when the account asks for it, and a step-up proof.
 * The ceremonies are the platform's (platform/webauthn, decision 072).
 */

export type PasskeysDeps = Pick<AccountSecurityDeps, 'db' | 'requireSession' | 'now'> & { passkeys: PasskeysPorts };

const purposes = {
  registration: 'account-passkey-registration',
  signIn: 'account-passkey-sign-in',
  stepUp: 'account-passkey-step-up',
};
/** A phone, a laptop, a tablet and a couple of security keys; more is a list nobody reviews. */
export const maxPasskeysPerAccount = 10;
// Failures with a passkey nobody holds are charged to this one name (and the address), as an unknown e-mail is.
const unrecognisedPasskey = 'passkey:unrecognised';

const passkeyName = z.string().trim().min(1, 'Give the passkey a name').max(60, 'Use 60 characters at most');
const passkeyId = z.uuid();

function parseName(name: string): string {
  const parsed = passkeyName.safeParse(name);
  if (!parsed.success) throw badUserInput(parsed.error.issues.map((issue) => ({ ...issue, path: ['name'] })));
  return parsed.data;
}

const known = (passkeys: readonly AccountPasskey[]) =>
  passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports }));

export async function listPasskeys(deps: PasskeysDeps, scope: AccountSecurityScope) {
  const { userId } = await deps.requireSession(scope);
  const [passkeys, afterPassword] = await Promise.all([
    passkeysOf(deps.db, userId),
    passkeyAfterPassword(deps.db, userId),
  ]);
  return { passkeys, passkeyAfterPassword: afterPassword };
}

/**
 * The options for the browser's create() call, as JSON text. Adding a passkey
 * adds a way into the account, so it needs a recent step-up (decision 076):
 * a stolen session must not be able to make itself a lasting key.
 */
export async function passkeyRegistrationOptions(deps: PasskeysDeps, scope: AccountSecurityScope): Promise<string> {
  await requireRecentStepUp(deps, scope);
  const { userId, email } = await deps.requireSession(scope);
  const existing = await passkeysOf(deps.db, userId);
  if (existing.length >= maxPasskeysPerAccount) throw passkeyLimitReached(maxPasskeysPerAccount);
  const options = await registrationOptions(deps.passkeys.webauthn, {
    purpose: purposes.registration,
    account: { id: userId, name: email, displayName: email },
    existing: known(existing),
  });
  return JSON.stringify(options);
}

export async function addPasskey(
  deps: PasskeysDeps,
  scope: AccountSecurityScope,
  input: { response: string; name: string },
): Promise<AccountPasskey> {
  await requireRecentStepUp(deps, scope);
  const { userId } = await deps.requireSession(scope);
  const name = parseName(input.name);
  const result = await verifyRegistration(deps.passkeys.webauthn, {
    purpose: purposes.registration,
    accountId: userId,
    response: input.response,
  });
  if (!result.ok) throw result.failure === 'challenge' ? passkeyRegistrationExpired() : passkeyRegistrationRefused();
  if ((await countPasskeysOf(deps.db, userId)) >= maxPasskeysPerAccount) {
    throw passkeyLimitReached(maxPasskeysPerAccount);
  }
  const { credential } = result;
  const added = await insertPasskey(deps.db, {
    userId,
    credentialId: credential.id,
    publicKey: credential.publicKey,
    signCount: credential.signCount,
    transports: credential.transports,
    name,
    createdAt: deps.now(),
  });
  if (!added) throw passkeyAlreadyAdded();
  return added;
}

export async function renamePasskey(
  deps: PasskeysDeps,
  scope: AccountSecurityScope,
  input: { id: string; name: string },
): Promise<AccountPasskey> {
  const { userId } = await deps.requireSession(scope);
  const name = parseName(input.name);
  if (!passkeyId.safeParse(input.id).success) throw passkeyNotFound();
  const renamed = await renamePasskeyOf(deps.db, userId, input.id, name);
  if (!renamed) throw passkeyNotFound();
  return renamed;
}

/**
 * Removes one of the account's passkeys after a step-up; another's is not
 * found. With the last one gone the passkey-after-password setting goes off:
 * it would otherwise lock the account out.
 */
export async function removePasskey(deps: PasskeysDeps, scope: AccountSecurityScope, id: string): Promise<void> {
  await requireRecentStepUp(deps, scope);
  const { userId } = await deps.requireSession(scope);
  if (!passkeyId.safeParse(id).success) throw passkeyNotFound();
  await deps.db.transaction(async (tx) => {
    if (!(await deletePasskeyOf(tx, userId, id))) throw passkeyNotFound();
    if ((await countPasskeysOf(tx, userId)) === 0) await setPasskeyAfterPassword(tx, userId, false, deps.now());
  });
}

/** Turns the second factor on or off after a step-up; on needs a passkey to ask for. */
export async function choosePasskeyAfterPassword(
  deps: PasskeysDeps,
  scope: AccountSecurityScope,
  on: boolean,
): Promise<boolean> {
  await requireRecentStepUp(deps, scope);
  const { userId } = await deps.requireSession(scope);
  if (on && (await countPasskeysOf(deps.db, userId)) === 0) throw passkeyNeededFirst();
  await setPasskeyAfterPassword(deps.db, userId, on, deps.now());
  return on;
}

/** Options for the browser's get() call for a sign-in, as JSON text: no e-mail asked, the passkey names its owner. */
export async function passkeySignInOptions(deps: PasskeysDeps, ip: string): Promise<string> {
  await deps.passkeys.signIn.countAttempt(ip);
  return JSON.stringify(await authenticationOptions(deps.passkeys.webauthn, { purpose: purposes.signIn }));
}

type AssertionCheck = 'malformed' | 'unknown' | 'rejected' | 'replayed';

/** Verifies an assertion against a challenge of `purpose` and spends its counter; the passkey, or why not. */
async function checkAssertion(
  deps: PasskeysDeps,
  request: { purpose: string; accountId?: string; assertion: ParsedAssertion | null; passkey: AccountPasskey | null },
): Promise<{ ok: true; passkey: AccountPasskey } | { ok: false; failure: AssertionCheck }> {
  const { assertion, passkey } = request;
  if (!assertion) return { ok: false, failure: 'malformed' };
  if (!passkey || (request.accountId !== undefined && passkey.userId !== request.accountId)) {
    return { ok: false, failure: 'unknown' };
  }
  const verified = await verifyAssertion(deps.passkeys.webauthn, {
    purpose: request.purpose,
    ...(request.accountId !== undefined ? { accountId: request.accountId } : {}),
    assertion,
    credential: { id: passkey.credentialId, publicKey: passkey.publicKey, signCount: passkey.signCount },
  });
  // The authenticator's user handle, when sent, must be the owner the server holds for this credential.
  const ownerMatches = assertion.userHandle === null || assertion.userHandle === passkey.userId;
  if (!verified.ok || !ownerMatches) return { ok: false, failure: 'rejected' };
  if (!(await claimSignCount(deps.db, passkey.id, verified.newSignCount, deps.now()))) {
    return { ok: false, failure: 'replayed' };
  }
  return { ok: true, passkey };
}

/**
 * A user-verified passkey in place of the password (decision 076): the same
 * per-address count and per-account brakes as the password sign-in
 * (decision 058), one answer for every failure, then the same session. The
 * passkey also proves the new session for the step-up.
 */
export async function signInWithPasskey(deps: PasskeysDeps, scope: AccountSecurityScope, response: string) {
  const { ip } = scope.request;
  const { signIn } = deps.passkeys;
  await signIn.countAttempt(ip);
  const assertion = parseAssertion(response);
  const passkey = assertion ? await passkeyByCredential(deps.db, assertion.credentialId) : null;
  const brakeKey = passkey ? `passkey-user:${passkey.userId}` : unrecognisedPasskey;
  await signIn.brake(brakeKey, ip);
  const checked = await checkAssertion(deps, { purpose: purposes.signIn, assertion, passkey });
  if (!checked.ok) {
    await signIn.recordFailure(brakeKey, ip);
    throw passkeySignInFailed();
  }
  const started = await signIn.startSession(scope, checked.passkey.userId);
  await recordStepUp(deps.db, {
    sessionId: started.sessionId,
    userId: checked.passkey.userId,
    method: 'passkey',
    now: deps.now(),
  });
  return started.user;
}

/** Options for a passkey step-up: a challenge for this account, offering only its passkeys. */
export async function passkeyStepUpOptions(deps: PasskeysDeps, scope: AccountSecurityScope): Promise<string> {
  const { userId } = await deps.requireSession(scope);
  const passkeys = await passkeysOf(deps.db, userId);
  if (passkeys.length === 0) throw stepUpRequired(['phoneCode', 'emailCode']);
  const options = await authenticationOptions(deps.passkeys.webauthn, {
    purpose: purposes.stepUp,
    accountId: userId,
    allowed: known(passkeys),
  });
  return JSON.stringify(options);
}

/** Completes a step-up with one of the account's passkeys; the proof counts as decision 073's passkey method. */
export async function completeStepUpWithPasskey(
  deps: PasskeysDeps,
  scope: AccountSecurityScope,
  response: string,
): Promise<Date> {
  const { userId, sessionId } = await deps.requireSession(scope);
  const assertion = parseAssertion(response);
  const passkey = assertion ? await passkeyByCredential(deps.db, assertion.credentialId) : null;
  const checked = await checkAssertion(deps, { purpose: purposes.stepUp, accountId: userId, assertion, passkey });
  if (!checked.ok) throw passkeySignInFailed();
  const now = deps.now();
  await recordStepUp(deps.db, { sessionId, userId, method: 'passkey', now });
  return now;
}
