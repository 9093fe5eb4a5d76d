import type { Db } from '../../db/database.js';
import { rateCapOfUser, type CardScraRateCapRow } from './scra-rate-cap-repository.js';

/** The SCRA rate cap as the cardholder's query answers it (cards.graphql ScraRateCap; decision 088). */
export function scraRateCapView(row: CardScraRateCapRow) {
  const status = !row.applies ? 'notEligible' : row.issuerAppliedAt ? 'applied' : 'pending';
  return {
    status,
    activeDutyStartDate: row.activeDutyStartDate,
    accountOpenedOn: row.accountOpenedOn,
    cappedAprBps: row.cappedAprBps,
    effectiveFrom: row.effectiveFrom,
    creditedCents: row.creditedCents,
  };
}

export async function myScraRateCap(db: Db, userId: string) {
  const row = await rateCapOfUser(db, userId);
  return row ? scraRateCapView(row) : null;
}
