import { formatDay } from '../../lib/dates';

/**
 * "2026-11-01" as "November 1, 2026". Read as UTC midnight and formatted in
 * UTC, so a reader west of Greenwich does not see the day before.
 */
export function formatEffectiveDate(isoDate: string): string {
  return formatDay(isoDate);
}

/** "v6" as "Version 6": the catalogue's form is for records, this one for readers. */
export function versionLabel(version: string): string {
  return `Version ${version.replace(/^v/, '')}`;
}
