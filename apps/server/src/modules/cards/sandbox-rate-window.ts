import { addCalendarDays, endOfEasternDay } from '@waypoint/domain/card-account/payment-timing';
import { SANDBOX_DEFAULT_APR_BPS } from './sandbox-cycle-figures.js';
import type { SandboxAccountRow } from './sandbox-issuer-repository.js';

/* When the sandbox issuer's rate cap runs (decision 088): read by the statement cycle and the cap itself. */

/** The first instant of an Eastern calendar day (YYYY-MM-DD). */
export function startOfEasternDay(day: string): Date {
  return endOfEasternDay(addCalendarDays(day, -1));
}

/** The APR a statement closing at `closesAt` charges, and whether the cap is running then (no fees). */
export function sandboxRateAt(account: SandboxAccountRow, closesAt: Date): { aprBps: number; capped: boolean } {
  const aprBps = account.aprBps ?? SANDBOX_DEFAULT_APR_BPS;
  if (account.rateCapBps === null || account.rateCapFrom === null) return { aprBps, capped: false };
  if (closesAt < startOfEasternDay(account.rateCapFrom)) return { aprBps, capped: false };
  return { aprBps: Math.min(aprBps, account.rateCapBps), capped: true };
}
