import { formatDay } from '../../lib/dates';

export interface RegBClockFacts {
  regBDeadline: string;
  daysLeft: number;
  /** decision (30 days to notify action) or incompleteness (an open request's deadline). */
  clockKind: string;
  /** onTime, dueSoon or overdue. */
  clockState: string;
}

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** What the clock is counting to, in words. */
const kindWords = (kind: string) => (kind === 'incompleteness' ? 'Information due' : 'Decision due');

/**
 * The clock in words (product-rules#reg-b-clocks): "Overdue by 2 days",
 * "Due soon: 3 days left", "Due soon: last day", or the days left; flagged
 * unless on time, so an urgent application is seen without reading numbers.
 */
export function clockWords(clock: Pick<RegBClockFacts, 'daysLeft' | 'clockState'>): string {
  if (clock.clockState === 'overdue') return `Overdue by ${days(-clock.daysLeft)}`;
  if (clock.clockState === 'dueSoon')
    return clock.daysLeft === 0 ? 'Due soon: last day' : `Due soon: ${days(clock.daysLeft)} left`;
  return `${days(clock.daysLeft)} left`;
}

export const clockIsUrgent = (clock: Pick<RegBClockFacts, 'clockState'>) => clock.clockState !== 'onTime';

export function RegBClock({ clock }: { clock: RegBClockFacts }) {
  const urgent = clockIsUrgent(clock);
  return (
    <>
      <span className="ops-muted">{kindWords(clock.clockKind)}</span> {formatDay(clock.regBDeadline)}{' '}
      <span className={urgent ? 'ops-badge ops-badge--danger' : 'ops-muted'}>{clockWords(clock)}</span>
    </>
  );
}
