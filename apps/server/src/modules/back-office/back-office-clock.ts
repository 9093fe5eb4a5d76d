/** Regulation B 1002.9(a)(1): notice of action within 30 days after a completed application. */
export const regBNoticeDays = 30;

/** From this many days left (and on the last day) the clock is due soon: seen first in the queue. */
export const dueSoonDays = 5;

/** `decision`: the 30 days to notify action; `incompleteness`: an open request's deadline. */
export type ClockKind = 'decision' | 'incompleteness';
/** `onTime`; `dueSoon` at 5 days left or fewer; `overdue` once the deadline day has passed. */
export type ClockState = 'onTime' | 'dueSoon' | 'overdue';

export interface RegBClock {
  kind: ClockKind;
  /** Whole calendar days since the day of submission. */
  ageDays: number;
  /** ISO date (yyyy-mm-dd): the last day. */
  deadline: string;
  /** Calendar days from today to the deadline: 0 on the day itself, negative once it passed. */
  daysLeft: number;
  state: ClockState;
}

/** The application's request for information, as the clock needs it. */
export interface ClockRequest {
  /** ISO date. */
  deadline: string;
  /** True while an item is still missing. */
  open: boolean;
  /** When the last missing item arrived; null while one is missing. */
  answeredAt: Date | null;
}

const dayMs = 24 * 60 * 60 * 1000;
const dayNumber = (instant: Date) => Math.floor(instant.getTime() / dayMs);
const isoDayOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const dayNumberOfIso = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00.000Z`) / dayMs);

function stateOf(daysLeft: number): ClockState {
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= dueSoonDays ? 'dueSoon' : 'onTime';
}

/**
 * The Reg B clock of a submitted application (product-rules#reg-b-clocks,
 * decision 055), counted in calendar days in UTC, the product's one calendar
 * (packages/domain dates): 30 days left on the day of submission, 0 on the
 * 30th day after it. The 30 days run from a completed application
 * (1002.9(a)(1)(i)): while a request for information is open the application
 * is incomplete, so the clock shows the request's deadline instead; once the
 * last item arrives, 30 days run again from that day.
 */
export function regBClock(submittedAt: Date, now: Date, request: ClockRequest | null = null): RegBClock {
  const today = dayNumber(now);
  const ageDays = today - dayNumber(submittedAt);
  if (request?.open) {
    const daysLeft = dayNumberOfIso(request.deadline) - today;
    return { kind: 'incompleteness', ageDays, deadline: request.deadline, daysLeft, state: stateOf(daysLeft) };
  }
  const completedAt = request?.answeredAt && request.answeredAt > submittedAt ? request.answeredAt : submittedAt;
  const deadlineDay = dayNumber(completedAt) + regBNoticeDays;
  const daysLeft = deadlineDay - today;
  return { kind: 'decision', ageDays, deadline: isoDayOf(deadlineDay), daysLeft, state: stateOf(daysLeft) };
}

const stateOrder: Record<ClockState, number> = { overdue: 0, dueSoon: 1, onTime: 2 };

/**
 * The queue's order: overdue first, then due soon, the fewest days left
 * first within each; the rest keep their order (oldest submission first).
 */
export function byUrgency(a: RegBClock, b: RegBClock): number {
  const byState = stateOrder[a.state] - stateOrder[b.state];
  if (byState !== 0) return byState;
  return a.state === 'onTime' ? 0 : a.daysLeft - b.daysLeft;
}
