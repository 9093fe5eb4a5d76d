/**
 * Whose session a token hash was when this server last found it live: only a guess, for the
 * draft save's one statement (docs/decisions/092-one-statement-save.md). The statement checks the
 * session itself (unrevoked, within its limits) and writes nothing when it is not live, so a guess
 * that went stale (a sign-out or revoke here or on another server) costs a retry through the
 * ordinary session read, never a write under an ended session. Nothing here is trusted.
 */
export interface RecentSession {
  userId: string;
  sessionId: string;
  seenAt: number;
}

// Long enough to cover the saves typed on one step; a session idle longer is read again.
const keepMs = 2 * 60 * 1000;
// As many sessions as the draft row cache keeps drafts; the least recently found goes first.
const maxSessions = 5_000;

export class RecentSessions {
  private readonly byTokenHash = new Map<string, RecentSession>();

  constructor(private readonly clock: () => number = Date.now) {}

  remember(tokenHash: string, userId: string, sessionId: string): void {
    this.byTokenHash.delete(tokenHash);
    this.byTokenHash.set(tokenHash, { userId, sessionId, seenAt: this.clock() });
    // A Map iterates in insertion order, and remember re-inserts: the first key is the least recently found.
    if (this.byTokenHash.size > maxSessions) this.byTokenHash.delete(this.byTokenHash.keys().next().value as string);
  }

  get(tokenHash: string): RecentSession | undefined {
    const found = this.byTokenHash.get(tokenHash);
    if (!found) return undefined;
    if (this.clock() - found.seenAt > keepMs) {
      this.byTokenHash.delete(tokenHash);
      return undefined;
    }
    return found;
  }

  forget(tokenHash: string): void {
    this.byTokenHash.delete(tokenHash);
  }

  get size(): number {
    return this.byTokenHash.size;
  }
}
