import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import { auditCsvColumns, auditEventCsvRecord, csvRecord } from './audit-csv.js';
import { countAuditEventsUpTo, readAuditPage, type AuditFilter } from './audit-search.js';

/**
 * The most events one CSV export holds (decision 028). At most about 35 KB a
 * row (two 16 KB values), so an export stays under some 350 MB even at worst,
 * and it is streamed in chunks of `exportChunkRows`, never held whole.
 */
export const auditExportRowsMax = 10_000;
const exportChunkRows = 500;

/**
 * Counts what the filter matches and refuses an export over the bound rather
 * than cutting it silently: an audit export that looks whole must be whole.
 */
export async function checkAuditExportSize(db: Db, filter: AuditFilter): Promise<number> {
  const count = await countAuditEventsUpTo(db, filter, auditExportRowsMax);
  if (count > auditExportRowsMax) {
    throw new AppError(
      'EXPORT_TOO_LARGE',
      `An export holds at most ${auditExportRowsMax.toLocaleString('en-US')} events; narrow the search (a shorter time range, an action or a subject).`,
      422,
    );
  }
  return count;
}

/** The CSV (header first, newest event first), a chunk of records at a time. */
export async function* auditCsvChunks(db: Db, filter: AuditFilter): AsyncGenerator<string> {
  yield csvRecord(auditCsvColumns);
  let after: string | undefined;
  let written = 0;
  while (written < auditExportRowsMax) {
    const page = await readAuditPage(db, filter, after, Math.min(exportChunkRows, auditExportRowsMax - written));
    if (page.events.length > 0) yield page.events.map(auditEventCsvRecord).join('');
    written += page.events.length;
    if (!page.nextCursor) return;
    after = page.nextCursor;
  }
}
