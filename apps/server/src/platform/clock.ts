/**
 * The one source of "now" for the server. `buildApp` takes it, so a test can
 * move time (a session's idle limit, a rate-limit window) instead of waiting
 * for it; production uses the system clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
