// Counts the SQL statements the app sends to PostgreSQL while the save load runs, so
// the benchmark can state statements per save. The app runs in this process and talks
// through `pg`, whose every statement passes through Client.prototype.query.
import pg from 'pg';

export interface StatementCount {
  total: number;
  /** Each distinct statement's text (first line, shortened) with how often it ran. */
  byText: Map<string, number>;
}

function textOf(config: unknown): string {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '(not a text query)';
}

/** One line per statement for the report, shortened; done once at the end, not per statement. */
function shortened(byRawText: Map<string, number>): Map<string, number> {
  const byText = new Map<string, number>();
  for (const [text, count] of byRawText) {
    const short = text.replace(/\s+/g, ' ').trim().slice(0, 110);
    byText.set(short, (byText.get(short) ?? 0) + count);
  }
  return byText;
}

/** Counts every statement `pg` sends until `stop()` is called; `stop()` puts the original method back. */
export function countStatements(): { stop(): StatementCount } {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const count: StatementCount = { total: 0, byText: new Map() };
  prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
    const text = textOf(args[0]);
    count.total += 1;
    count.byText.set(text, (count.byText.get(text) ?? 0) + 1);
    return original.apply(this, args);
  };
  return {
    stop() {
      prototype.query = original;
      return { total: count.total, byText: shortened(count.byText) };
    },
  };
}
