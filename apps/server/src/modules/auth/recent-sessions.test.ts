import { describe, expect, it } from 'vitest';
import { RecentSessions } from './recent-sessions.js';

// Decision 092: only a guess of whose session a token hash is; the save's statement checks the session itself.
describe('RecentSessions', () => {
  it.each([
    ['just found live', 0, true],
    ['two minutes later', 120_000, true],
    ['past two minutes', 120_001, false],
  ])('a session %s: guessed %s', (_when, elapsedMs, guessed) => {
    let now = 1_000_000;
    const recent = new RecentSessions(() => now);
    recent.remember('hash', 'user', 'session');
    now += elapsedMs;
    expect(recent.get('hash') !== undefined).toBe(guessed);
  });

  it('answers who the session was: its user and its id', () => {
    const recent = new RecentSessions();
    recent.remember('hash', 'user', 'session');
    expect(recent.get('hash')).toMatchObject({ userId: 'user', sessionId: 'session' });
  });

  it('forgets a session found ended', () => {
    const recent = new RecentSessions();
    recent.remember('hash', 'user', 'session');
    recent.forget('hash');
    expect(recent.get('hash')).toBeUndefined();
  });

  it('holds at most 5,000 sessions and drops the least recently found first', () => {
    const recent = new RecentSessions();
    for (let index = 0; index < 5_000; index += 1) recent.remember(`hash-${index}`, 'user', `session-${index}`);
    // Found again: now the most recent, so the next one in goes past hash-1 instead.
    recent.remember('hash-0', 'user', 'session-0');
    recent.remember('hash-5000', 'user', 'session-5000');
    expect(recent.size).toBe(5_000);
    expect(recent.get('hash-0')).toBeDefined();
    expect(recent.get('hash-1')).toBeUndefined();
  });
});
