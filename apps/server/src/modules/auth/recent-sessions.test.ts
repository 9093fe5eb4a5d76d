import { describe, expect, it } from 'vitest';
import { RecentSessions } from './recent-sessions.js';

// Decision 092: only a guess of whose session a token is; the save's statement checks the session itself.
const found = (sessionId: string) => ({ userId: 'user', sessionId, tokenHash: 'token hash', sessionHash: 'hmac' });

describe('RecentSessions', () => {
  it.each([
    ['just found live', 0, true],
    ['two minutes later', 120_000, true],
    ['past two minutes', 120_001, false],
  ])('a session %s: guessed %s', (_when, elapsedMs, guessed) => {
    let now = 1_000_000;
    const recent = new RecentSessions(() => now);
    recent.remember('token', found('session'));
    now += elapsedMs;
    expect(recent.get('token') !== undefined).toBe(guessed);
  });

  it("answers who the session was: its user, its id and the token's digests", () => {
    const recent = new RecentSessions();
    recent.remember('token', found('session'));
    expect(recent.get('token')).toMatchObject({
      userId: 'user',
      sessionId: 'session',
      tokenHash: 'token hash',
      sessionHash: 'hmac',
    });
  });

  it('forgets a session found ended', () => {
    const recent = new RecentSessions();
    recent.remember('token', found('session'));
    recent.forget('token');
    expect(recent.get('token')).toBeUndefined();
  });

  it('holds at most 5,000 sessions and drops the least recently found first', () => {
    const recent = new RecentSessions();
    for (let index = 0; index < 5_000; index += 1) recent.remember(`token-${index}`, found(`session-${index}`));
    // Found again: now the most recent, so the next one in goes past token-1 instead.
    recent.remember('token-0', found('session-0'));
    recent.remember('token-5000', found('session-5000'));
    expect(recent.size).toBe(5_000);
    expect(recent.get('token-0')).toBeDefined();
    expect(recent.get('token-1')).toBeUndefined();
  });
});
