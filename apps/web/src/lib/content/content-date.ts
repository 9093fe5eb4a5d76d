import { formatDay } from '../dates';

/**
 * A content date (`YYYY-MM-DD`) as readers write it: "March 4, 2026". Read and
 * shown in UTC, so the prerendered page and the browser agree in every time zone.
 */
export function formatContentDate(isoDate: string): string {
  return formatDay(isoDate);
}
