import type { Db } from './database.js';

/**
 * A query built once per database handle instead of once per call (docs/decisions/049-save-path.md).
 * Building a query through the query builder walks its whole expression tree on every call,
 * which was the save path's largest cost; a prepared query keeps the SQL text and fills in
 * only its placeholders. On PostgreSQL the statement is also named, so each pooled
 * connection parses and plans it once.
 * A transaction handle is a different key: it gets its own copy, which dies with it.
 */
export function preparedPerDatabase<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
