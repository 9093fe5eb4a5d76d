import { creditDateOf } from './payment-timing.js';

/*
 * The Servicemembers Civil Relief Act's rate cap (docs/product-rules.md#scra-rate-cap,
 * decision 088): on an obligation incurred BEFORE military service, interest
 * (which for the Act includes service charges, renewal charges and fees, bona
 * fide insurance excepted) may not exceed 6% a year during the service
 * (50 U.S.C. §3937(a)(1), (d)(1)). Interest above it is forgiven, not deferred
 * (§3937(a)(2)), from the day service began (§3937(b)(2)). A card account's
 * debt starts with the account: one opened before active duty began predates
 * the service; one opened during it has no statutory cap.
 * Shared by the server (which asks the issuer for the cap) and the web (which shows it).
 */

/** 6% a year, in basis points (50 U.S.C. §3937(a)(1)). */
export const SCRA_RATE_CAP_BPS = 600;

/** What the rule reads: the account's opening (the debt's origin), the service start, the account's APR. */
export interface ScraCapFacts {
  accountOpenedAt: Date;
  /** YYYY-MM-DD: the first day of active duty, from the approved change request. */
  activeDutyStartDate: string;
  /** The account's purchase APR today, in basis points; null when the account keeps none (capped at 6% all the same). */
  currentAprBps: number | null;
}

export type ScraCapDecision =
  | {
      applies: true;
      /** The Eastern calendar day the account opened (YYYY-MM-DD). */
      accountOpenedOn: string;
      /** The cap runs from the first day of service (§3937(b)(2)), YYYY-MM-DD. */
      effectiveFrom: string;
      /** The APR charged under the cap: the account's own when already at or below 6%. */
      cappedAprBps: number;
      /** False when the account's APR was already 6% or less: the cap changes nothing today. */
      lowersRate: boolean;
    }
  | {
      applies: false;
      reason: 'openedDuringService';
      accountOpenedOn: string;
      effectiveFrom: null;
      cappedAprBps: null;
      lowersRate: false;
    };

/**
 * Whether the cap applies and from when. The account's opening day is its
 * Eastern calendar day, as every other date on the account; opened on the
 * first day of service or later, the debt was incurred during service.
 */
export function scraRateCap(facts: ScraCapFacts): ScraCapDecision {
  const accountOpenedOn = creditDateOf(facts.accountOpenedAt);
  if (accountOpenedOn >= facts.activeDutyStartDate) {
    return {
      applies: false,
      reason: 'openedDuringService',
      accountOpenedOn,
      effectiveFrom: null,
      cappedAprBps: null,
      lowersRate: false,
    };
  }
  return {
    applies: true,
    accountOpenedOn,
    effectiveFrom: facts.activeDutyStartDate,
    cappedAprBps: Math.min(facts.currentAprBps ?? SCRA_RATE_CAP_BPS, SCRA_RATE_CAP_BPS),
    lowersRate: facts.currentAprBps === null || facts.currentAprBps > SCRA_RATE_CAP_BPS,
  };
}

/** Rounds a non-negative fraction half up. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The part of an interest charge above the cap, which is forgiven: a charge
 * made at `chargedAprBps` is re-counted at `cappedAprBps` (rounded half up,
 * as the charge was) and the difference credited back. Nothing for a charge
 * already at or below the cap.
 */
export function interestAboveCapCents(chargedCents: number, chargedAprBps: number, cappedAprBps: number): number {
  if (chargedCents <= 0 || chargedAprBps <= cappedAprBps) return 0;
  return chargedCents - roundHalfUp(chargedCents * cappedAprBps, chargedAprBps);
}

/** "October 1, 2026" from YYYY-MM-DD. */
export function longDayOf(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/** The cap in the cardholder's words, the same on the account page and in the e-mail. */
export function scraCapSentence(decision: { cappedAprBps: number; effectiveFrom: string }): string {
  const rate = `${(decision.cappedAprBps / 100).toFixed(2)}%`;
  return decision.cappedAprBps < SCRA_RATE_CAP_BPS
    ? `Your APR of ${rate} is already below the 6% cap of the Servicemembers Civil Relief Act; it stays capped at 6% from ${longDayOf(decision.effectiveFrom)} for your service.`
    : `Your APR is capped at 6% under the SCRA from ${longDayOf(decision.effectiveFrom)}: ${rate} for your service.`;
}

/** Why there is no cap, in the cardholder's words. */
export function scraNoCapSentence(decision: { accountOpenedOn: string; activeDutyStartDate: string }): string {
  return `Your card account was opened on ${longDayOf(decision.accountOpenedOn)}, after your active duty began on ${longDayOf(decision.activeDutyStartDate)}. The Servicemembers Civil Relief Act caps interest only on debts from before service, so it does not cap this account's APR.`;
}
