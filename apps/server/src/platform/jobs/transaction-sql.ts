import { sql, type SQL } from 'drizzle-orm';
import type { Db, SqlExecutor } from '../../db/database.js';

const placeholder = /\$(\d+)/g;

/**
 * pg-boss's statements, run on the caller's transaction (a Drizzle `tx`), so a
 * job is written, or canceled, with the change that causes it and rolls back
 * with it. Its `$n` placeholders become Drizzle parameters; each value is one
 * parameter even when it is an array (ids to cancel).
 */
export function sqlInTransaction(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let from = 0;
      for (const match of text.matchAll(placeholder)) {
        const position = Number(match[1]) - 1;
        if (position < 0 || position >= values.length) throw new Error(`no value for $${match[1]}`);
        chunks.push(sql.raw(text.slice(from, match.index)), sql`${sql.param(values[position])}`);
        from = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(from)));
      // Both drivers (node-postgres and PGlite) answer with their rows under `rows`.
      const result = (await tx.execute(sql.join(chunks))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
