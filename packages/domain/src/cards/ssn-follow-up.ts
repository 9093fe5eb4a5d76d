import { addUtcDays } from '../dates/utc-dates.js';

/**
 * The SSN follow-up (docs/product-rules.md#ssn-follow-up): a new arrival on a
 * work visa, admitted without an SSN, gives it within 60 days of activating the
 * card. Reminders go out on days 30, 50 and 58; on day 60 without it the card
 * is locked, and adding the SSN unlocks it.
 */
export const SSN_DEADLINE_DAYS = 60;
export const SSN_REMINDER_DAYS = [30, 50, 58] as const;

export interface SsnFollowUpDates {
  reminders: { day: (typeof SSN_REMINDER_DAYS)[number]; at: Date }[];
  deadline: Date;
}

/** When each reminder is due and when the card locks, counted in whole days from activation. */
export function ssnFollowUpDates(activatedAt: Date): SsnFollowUpDates {
  return {
    reminders: SSN_REMINDER_DAYS.map((day) => ({ day, at: addUtcDays(activatedAt, day) })),
    deadline: addUtcDays(activatedAt, SSN_DEADLINE_DAYS),
  };
}

/** Whole days left until the deadline (0 on and after it). */
export function daysUntilSsnDeadline(activatedAt: Date, now: Date): number {
  const left = ssnFollowUpDates(activatedAt).deadline.getTime() - now.getTime();
  return Math.max(0, Math.ceil(left / 86_400_000));
}
