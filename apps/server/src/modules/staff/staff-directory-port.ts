import type { Db } from '../../db/database.js';
import { staffEmailRows } from './staff-repository.js';

/** Staff e-mails by id, for the back office's record of who recommended or asked (decision 032). */
export async function staffEmailsOf(db: Db, staffIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(staffIds)];
  if (ids.length === 0) return new Map();
  const rows = await staffEmailRows(db, ids);
  return new Map(rows.map((row) => [row.id, row.email]));
}
