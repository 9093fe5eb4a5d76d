import type { Db } from '../../db/database.js';
import type { AccountSecurityScope } from './account-security-deps.js';
import { isHeldForUndo } from './email-change-repository.js';
import { phoneOf } from './phone-repository.js';
import { requireRecentStepUp, type StepUpDeps, type StepUpMethod } from './step-up-service.js';

/**
 * What account security offers the rest of the server, handed over in the
 * composition (decision 065): modules never import it.
 */
export const accountSecurityPort = {
  /** The card issuer's enrollment uses the verified phone (decision 074). */
  async verifiedPhoneOf(db: Db, userId: string): Promise<string | null> {
    return (await phoneOf(db, userId))?.phoneNumber ?? null;
  },
  /**
   * Registration refuses an address an account left less than 7 days ago, so a
   * new sign-up cannot block that account's undo (decision 075).
   */
  addressHeldForUndo: (db: Db, email: string, now: Date): Promise<boolean> => isHeldForUndo(db, email, null, now),
};

/** The step-up as other modules need it (decision 073); it needs the module's deps, so it is made in the composition. */
export interface StepUpPort {
  /** Passes with a recent proof for the caller's session; otherwise throws STEP_UP_REQUIRED with the methods. */
  requireRecent(scope: AccountSecurityScope, options?: { methods?: StepUpMethod[] }): Promise<void>;
}

export function createStepUpPort(deps: StepUpDeps): StepUpPort {
  return { requireRecent: (scope, options) => requireRecentStepUp(deps, scope, options) };
}
