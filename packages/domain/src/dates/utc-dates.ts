/**
 * Calendar-date arithmetic for the rules, done in UTC. The server and the
 * browser must decide the same way whatever their time zones, so "today" is
 * the UTC calendar day of the instant passed in. An applicant late in the
 * evening west of UTC is therefore already on "tomorrow"; a one-day shift on
 * a 60-day or 18-year boundary is the accepted cost of one answer everywhere.
 */
const DAY_MS = 24 * 60 * 60 * 1_000;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of an ISO yyyy-mm-dd date, or null if the text is not a real calendar date. */
export function parseIsoDate(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const match = isoDatePattern.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2023-02-30 over to March; a real date survives the round trip.
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

export function startOfUtcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

export function addUtcDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/**
 * Adds calendar months; a day that does not exist in the target month falls
 * to that month's last day (Jan 31 + 1 month = Feb 28/29).
 */
export function addUtcMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** Whole years between a date of birth and the UTC day of `today`. */
export function ageInYears(dateOfBirth: Date, today: Date): number {
  const day = startOfUtcDay(today);
  let age = day.getUTCFullYear() - dateOfBirth.getUTCFullYear();
  const birthdayPassed =
    day.getUTCMonth() > dateOfBirth.getUTCMonth() ||
    (day.getUTCMonth() === dateOfBirth.getUTCMonth() && day.getUTCDate() >= dateOfBirth.getUTCDate());
  if (!birthdayPassed) age -= 1;
  return age;
}
