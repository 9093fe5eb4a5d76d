/** A UTC calendar day as yyyy-mm-dd, the form of every date the draft holds. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "March 3, 2027" for a yyyy-mm-dd day (or an ISO instant); the text itself when it is not a date. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

/**
 * An instant in the reader's own time zone and locale ("Nov 28, 2026, 3:04 PM"):
 * when something happened, as a staff member reads their day. The text
 * itself when it is not a date.
 */
export function formatLocalDateTime(value: string, locale?: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
