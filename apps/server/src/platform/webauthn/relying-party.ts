/**
 * Who the passkeys belong to (decision 072): the public URL's host is the
 * relying party id, its origin the only origin a ceremony may come from.
 * http://localhost is allowed by WebAuthn, so local runs and the e2e tier work
 * without TLS.
 */
export interface RelyingParty {
  /** The host name, without port (WebAuthn's rpId). */
  id: string;
  /** What an authenticator shows beside the passkey. */
  name: string;
  /** Scheme, host and port (`https://waypoint.example`). */
  origin: string;
}

export function relyingPartyFor(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name, origin: url.origin };
}
