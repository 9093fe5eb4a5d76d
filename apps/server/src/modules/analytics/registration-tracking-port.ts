import type { Db } from '../../db/database.js';
import { touchVisit } from './tracking-repository.js';

/** What sign-up tells analytics: the new account and the visit it came from (product-rules#visit-session). */
export interface RegisteredVisit {
  userId: string;
  sessionId: string | null;
  anonymousId: string | null;
}

export interface RegistrationTrackingPort {
  userRegistered(visit: RegisteredVisit): Promise<void>;
}

const visitIdPattern = /^[0-9a-f-]{36}$/;

/**
 * Ties the visit's tracking session, with the parameters it landed with, to
 * the new account, so the tracked parameters survive into registration. A
 * failure is logged: the account already exists and sign-up must not fail.
 */
export function createRegistrationTrackingPort(
  db: Db,
  onError: (error: unknown) => void,
  now: () => Date = () => new Date(),
): RegistrationTrackingPort {
  return {
    userRegistered: async ({ userId, sessionId, anonymousId }) => {
      if (!sessionId || !visitIdPattern.test(sessionId)) return;
      try {
        await touchVisit(db, { sessionId, anonymousId, parameters: {}, userId, now: now() });
      } catch (error) {
        onError(error);
      }
    },
  };
}
