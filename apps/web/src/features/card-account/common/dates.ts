/*
 * Days as the card account says them. Payment days (YYYY-MM-DD) are Eastern
 * calendar days (docs/product-rules.md#card-payments) and are shown as they
 * are; an instant (a statement period's edge, a line's posting) is shown on
 * the Eastern day it fell on, the day the issuer's cycle counts it.
 */

const onDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const onEasternDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });
const shortEasternDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'America/New_York',
});

/** "December 5, 2026" for a YYYY-MM-DD day or an ISO instant; the text itself when it is neither. */
export function dayWords(value: string): string {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (isDay ? onDay : onEasternDay).format(date);
}

/** "Oct 1" for an ISO instant, on its Eastern day. */
export function shortDayWords(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : shortEasternDay.format(date);
}

/** A statement's period: "October 1 – October 31, 2026" (the years shown when they differ). */
export function periodWords(start: string, end: string): string {
  const first = dayWords(start);
  const last = dayWords(end);
  const [firstMonthDay, firstYear] = first.split(', ');
  return firstYear === last.split(', ')[1] ? `${firstMonthDay} – ${last}` : `${first} – ${last}`;
}
