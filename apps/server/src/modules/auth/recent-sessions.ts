/**
 * Whose session a token was when this server last found it live: only a guess, for the
 * draft save's one statement (docs/decisions/092-one-statement-save.md). The statement checks the
 * session itself (unrevoked, within its limits) and writes nothing when it is not live, so a guess
 * that went stale (a sign-out or revoke here or on another server) costs a retry through the
 * ordinary session read, never a write under an ended session. Nothing here is trusted.
 */
export interface RecentSession extends SessionFound {
  seenAt: number;
}

/**
 * Who the session was, and the token's two digests as resolve computed them: a save that finds its
 * token here hashes nothing (decision 098). Keyed by the token itself, which a request holds anyway;
 * a token that never resolved to a live session is never kept.
 */
export interface SessionFound {
  userId: string;
  sessionId: string;
  /** SHA-256 of the token: what the sessions table stores. */
  tokenHash: string;
  /** The HMAC the page echoes in its header. */
  sessionHash: string;
}

// Long enough to cover the saves typed on one step; a session idle longer is read again.
const keepMs = 2 * 60 * 1000;
// As many sessions as the draft row cache keeps drafts; the least recently found goes first.
const maxSessions = 5_000;

export class RecentSessions {
  private readonly byToken = new Map<string, RecentSession>();

  constructor(private readonly clock: () => number = Date.now) {}

  remember(token: string, found: SessionFound): void {
    this.byToken.delete(token);
    this.byToken.set(token, { ...found, seenAt: this.clock() });
    // A Map iterates in insertion order, and remember re-inserts: the first key is the least recently found.
    if (this.byToken.size > maxSessions) this.byToken.delete(this.byToken.keys().next().value as string);
  }

  get(token: string): RecentSession | undefined {
    const found = this.byToken.get(token);
    if (!found) return undefined;
    if (this.clock() - found.seenAt > keepMs) {
      this.byToken.delete(token);
      return undefined;
    }
    return found;
  }

  forget(token: string): void {
    this.byToken.delete(token);
  }

  get size(): number {
    return this.byToken.size;
  }
}
