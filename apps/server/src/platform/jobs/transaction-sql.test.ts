import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { sqlInTransaction } from './transaction-sql.js';

/** A transaction that records the query Drizzle would send. */
function recordingTx() {
  const sent: { sql: string; params: unknown[] }[] = [];
  const tx = {
    execute: async (query: SQL) => {
      sent.push(new PgDialect().sqlToQuery(query));
      return { rows: [{ ok: true }] };
    },
  } as unknown as Db;
  return { tx, sent };
}

describe("pg-boss's statements on a Drizzle transaction", () => {
  const values = Array.from({ length: 10 }, (_, n) => `v${n + 1}`);

  it.each([
    ['each placeholder takes its own value', 'select $1, $2', ['v1', 'v2']],
    ['$10 is not $1 followed by 0', 'select $10, $1', ['v10', 'v1']],
    ['a placeholder used twice sends its value twice', 'select $3 where $3 is not null', ['v3', 'v3']],
    ['no placeholder, no value', 'select 1', []],
  ])('%s', async (_rule, text, params) => {
    const { tx, sent } = recordingTx();
    expect(await sqlInTransaction(tx).executeSql(text, values)).toEqual({ rows: [{ ok: true }] });
    expect(sent[0]?.params).toEqual(params);
  });

  it('keeps an array one parameter (ids to cancel), not a list', async () => {
    const { tx, sent } = recordingTx();
    await sqlInTransaction(tx).executeSql('select unnest($1::uuid[])', [['a', 'b']]);
    expect(sent[0]).toMatchObject({ sql: 'select unnest($1::uuid[])', params: [['a', 'b']] });
  });

  it('refuses a placeholder with no value rather than sending null', async () => {
    const { tx } = recordingTx();
    await expect(sqlInTransaction(tx).executeSql('select $2', ['only one'])).rejects.toThrow('no value for $2');
  });
});
