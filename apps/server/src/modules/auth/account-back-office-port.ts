import type { Db } from '../../db/database.js';
import { namesAndEmailsOf } from './accounts-repository.js';

/**
 * What the back office may read of applicants' accounts (decision 031),
 * handed to it in the composition: the name and e-mail of each account asked for.
 */
export async function accountsForBackOffice(db: Db, userIds: readonly string[]) {
  const found = new Map<string, { firstName: string; lastName: string; email: string }>();
  if (userIds.length === 0) return found;
  const rows = await namesAndEmailsOf(db, userIds);
  for (const { id, ...account } of rows) found.set(id, account);
  return found;
}
