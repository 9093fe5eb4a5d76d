/**
 * When a card payment counts as received (docs/product-rules.md#card-payments).
 *
 * Reg Z 1026.10(a) has a payment credited as of the day it is received, and
 * 1026.10(b)(2)(ii) lets a creditor set a cut-off no earlier than 5 p.m. on
 * that day. Ours is later than the law's floor, as the fee schedule promises:
 * a payment made in the app by 11:59 p.m. Eastern time counts on that day.
 * The day is the calendar day in America/New_York (EST or EDT as the date
 * has it), so a payment at 11:30 p.m. Eastern on the due date is on time even
 * though it is already the next day in UTC.
 */
export const PAYMENT_TIME_ZONE = 'America/New_York';

/** How far ahead a payment may be scheduled, in days from today (Eastern). */
export const MAX_SCHEDULE_AHEAD_DAYS = 60;

const easternDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PAYMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Eastern calendar day (YYYY-MM-DD) an instant falls on: the day a payment made then is credited. */
export function creditDateOf(receivedAt: Date): string {
  return easternDay.format(receivedAt);
}

/** A payment received at `receivedAt` is on time for a statement due on `dueDate` (YYYY-MM-DD). */
export function isReceivedByDueDate(receivedAt: Date, dueDate: string): boolean {
  return creditDateOf(receivedAt) <= dueDate;
}

/** The Eastern offset from UTC in minutes at an instant (-300 in winter, -240 in summer). */
function easternOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: PAYMENT_TIME_ZONE,
    timeZoneName: 'longOffset',
  }).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-05:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return -300;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The first instant after an Eastern calendar day (YYYY-MM-DD): midnight
 * Eastern at its end, the payment cut-off's edge. A payment received before
 * it is credited on that day or earlier.
 */
export function endOfEasternDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Midnight of the next day as if it were UTC, then moved by the offset Eastern has at that moment.
  const nextMidnightAsUtc = Date.UTC(year, month - 1, date + 1);
  const offset = easternOffsetMinutes(new Date(nextMidnightAsUtc));
  const guess = nextMidnightAsUtc - offset * 60_000;
  // Around a change between EST and EDT the offset at the guess can differ by an hour; use the guess's own.
  const settled = easternOffsetMinutes(new Date(guess));
  return new Date(nextMidnightAsUtc - settled * 60_000);
}

/** Adds whole days to a calendar day (YYYY-MM-DD). */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** A calendar day (YYYY-MM-DD) some months later (earlier when negative); a day the month lacks becomes its last (Aug 31 + 6 → Feb 28). */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget))).toISOString().slice(0, 10);
}

/** The last day a payment made at `now` may be scheduled for. */
export function latestScheduleDate(now: Date): string {
  return addCalendarDays(creditDateOf(now), MAX_SCHEDULE_AHEAD_DAYS);
}

/**
 * Why a payment cannot be scheduled for `day` (YYYY-MM-DD) at `now`, or null
 * when it can: not a real day, before today (Eastern) or beyond the window.
 */
export function scheduleDateProblem(day: string, now: Date): 'invalid' | 'past' | 'tooFar' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'invalid';
  const parsed = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return 'invalid';
  if (day < creditDateOf(now)) return 'past';
  if (day > latestScheduleDate(now)) return 'tooFar';
  return null;
}
