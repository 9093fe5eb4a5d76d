import type { AccountSecurityScope } from './account-security-deps.js';
import { requireRecentStepUp, type StepUpDeps, type StepUpMethod } from './step-up-service.js';

/** The step-up as other modules need it (decision 073): they get it through composition, never by import. */
export interface StepUpPort {
  /** Passes with a recent proof for the caller's session; otherwise throws STEP_UP_REQUIRED with the methods. */
  requireRecent(scope: AccountSecurityScope, options?: { methods?: StepUpMethod[] }): Promise<void>;
}

export function createStepUpPort(deps: StepUpDeps): StepUpPort {
  return { requireRecent: (scope, options) => requireRecentStepUp(deps, scope, options) };
}
