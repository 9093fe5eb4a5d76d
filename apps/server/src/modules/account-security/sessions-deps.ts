/** A live session of the account as auth's session store holds it. */
export interface AccountSessionRow {
  id: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * What the account's session list and the new-device mail (decision 076)
 * need from the rest of the server, handed over in
 * composition/account-security-wiring.ts: auth's session store (which owns
 * the idle and absolute limits), IP insights' country for an address, and a
 * readable device name from a user agent.
 */
export interface SessionsPorts {
  publicUrl: string;
  liveSessionsOf(userId: string): Promise<AccountSessionRow[]>;
  /** Ends one of the account's own sessions; false when it has no live one with that id. */
  endSession(userId: string, sessionId: string): Promise<boolean>;
  endOtherSessions(userId: string, currentSessionId: string): Promise<void>;
  /** The ISO country code an address is in, from the offline databases; null when unknown. */
  countryOf(ip: string): Promise<string | null>;
  /** "Chrome on Windows", a hint from the user agent. */
  describeDevice(userAgent: string | null | undefined): string;
  /** Where the new-device mail goes. */
  accountOf(userId: string): Promise<{ firstName: string; email: string } | null>;
}
