import { ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from './auth-tables.js';

/** `%` and `_` typed by staff are letters, not wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Accounts whose e-mail or full name contains the text, case-insensitive
 * (the back office's case search, decision 067), at most `limit` of them:
 * a one-letter search cannot pull every account into one request.
 */
export async function accountIdsMatching(db: Db, text: string, limit: number): Promise<string[]> {
  const pattern = `%${likeEscaped(text.trim())}%`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.middleName} || ' ' || ${users.lastName}`, pattern),
      ),
    )
    .orderBy(users.email)
    .limit(limit);
  return rows.map((row) => row.id);
}
