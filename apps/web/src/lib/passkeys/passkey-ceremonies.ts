import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/*
 * The browser's half of a passkey ceremony (decision 072), for any account
 * kind: the server's options (JSON text) go to the authenticator, its answer
 * goes back as JSON text. The failures a person can act on get their own kind
 * and words; the server decides everything else.
 */

export type PasskeyProblemKind = 'unsupported' | 'cancelled' | 'already-added' | 'failed';

export class PasskeyProblem extends Error {
  constructor(
    readonly kind: PasskeyProblemKind,
    message: string,
  ) {
    super(message);
    this.name = 'PasskeyProblem';
  }
}

const problemMessages: Record<PasskeyProblemKind, string> = {
  unsupported: 'This browser cannot use passkeys. Use another browser, or sign in another way.',
  cancelled: 'The passkey request was cancelled or timed out. Try again when you are ready.',
  'already-added': 'This passkey is already added. Choose another authenticator or device.',
  failed: 'The passkey could not be used. Try again, or use another passkey.',
};

export const passkeyProblem = (kind: PasskeyProblemKind) => new PasskeyProblem(kind, problemMessages[kind]);

/** Whether this browser offers WebAuthn at all (an old browser, or a page not on a secure origin, does not). */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

function problemOf(error: unknown): PasskeyProblem {
  if (error instanceof PasskeyProblem) return error;
  const name =
    error instanceof WebAuthnError && error.cause instanceof Error ? error.cause.name : (error as Error).name;
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return passkeyProblem('already-added');
  }
  // The person closed the prompt, or let it time out: browsers give NotAllowedError for both.
  if (name === 'NotAllowedError' || name === 'AbortError') return passkeyProblem('cancelled');
  if (name === 'InvalidStateError') return passkeyProblem('already-added');
  if (name === 'NotSupportedError') return passkeyProblem('unsupported');
  return passkeyProblem('failed');
}

/** Makes a new passkey with the server's creation options; its answer as JSON text for the server to check. */
export async function createPasskey(optionsJson: string): Promise<string> {
  if (!passkeysSupported()) throw passkeyProblem('unsupported');
  try {
    const optionsJSON = JSON.parse(optionsJson) as PublicKeyCredentialCreationOptionsJSON;
    return JSON.stringify(await startRegistration({ optionsJSON }));
  } catch (error) {
    throw problemOf(error);
  }
}

/** Signs the server's challenge with a passkey the person picks; the answer as JSON text. */
export async function signWithPasskey(optionsJson: string): Promise<string> {
  if (!passkeysSupported()) throw passkeyProblem('unsupported');
  try {
    const optionsJSON = JSON.parse(optionsJson) as PublicKeyCredentialRequestOptionsJSON;
    return JSON.stringify(await startAuthentication({ optionsJSON }));
  } catch (error) {
    throw problemOf(error);
  }
}
