import type { Db } from '../../db/database.js';
import type { SsnFollowUpDeps } from './ssn-follow-up-deps.js';
import { scheduleSsnFollowUp, stopFollowUpForClosedAccount, type SsnFollowUpStart } from './ssn-follow-up-service.js';

/**
 * What the follow-up offers the card: its 60 days start at activation, on the
 * activation's transaction; and they stop when the account closes, on the
 * closing's (decision 083): a closed account gets no reminder and no lock.
 */
export function createSsnFollowUpPort(deps: Pick<SsnFollowUpDeps, 'publicUrl' | 'cards' | 'now'>) {
  return {
    schedule: (tx: Db, start: SsnFollowUpStart) => scheduleSsnFollowUp(tx, deps, start),
    stopForClosedAccount: (tx: Db, accountId: number) => stopFollowUpForClosedAccount(tx, accountId, deps.now()),
  };
}
