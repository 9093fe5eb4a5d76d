import type { Db } from '../../db/database.js';
import type { SsnFollowUpDeps } from './ssn-follow-up-deps.js';
import { scheduleSsnFollowUp, type SsnFollowUpStart } from './ssn-follow-up-service.js';

/** What the follow-up offers the card: its 60 days start at activation, on the activation's transaction. */
export function createSsnFollowUpPort(deps: Pick<SsnFollowUpDeps, 'publicUrl' | 'cards'>) {
  return { schedule: (tx: Db, start: SsnFollowUpStart) => scheduleSsnFollowUp(tx, deps, start) };
}
