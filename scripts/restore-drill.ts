import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createFieldCipher } from '../apps/server/src/platform/field-encryption.js';
import { TestBrowser } from '../apps/server/src/testing/graphql-client.js';
import { registerUser, signIn } from '../apps/server/src/testing/test-accounts.js';
import { createTestApp, freshDatabaseUrl, type TestApp } from '../apps/server/src/testing/test-app.js';
import { walkYpToFinancialValidation } from '../apps/server/src/testing/yp-walk.js';

/**
 * `npm run drill:restore`: docs/operations.md "Backups and restore", rehearsed on a
 * throw-away PostgreSQL server (scripts/with-postgres.mjs). A server writes an
 * applicant's account and draft (an encrypted SSN, queued jobs, audit rows); its
 * database is dumped with pg_dump and restored with pg_restore into a new one; a
 * server started there with the same keys and no job runner must find the same
 * rows, let the applicant sign in, and decrypt the SSN. Exits 1 on any difference.
 */
const run = promisify(execFile);
const counted = ['users', 'applications', 'audit_events', 'outbox_messages', 'pgboss.job'] as const;
const ssn = '234-56-7890';

async function rowCounts(app: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of counted) {
    const { rows } = await app.database.sql.executeSql(`SELECT count(*)::int AS n FROM ${table}`, []);
    counts[table] = (rows[0] as { n: number }).n;
  }
  return counts;
}

async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${step}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

async function main(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('run through scripts/with-postgres.mjs (npm run drill:restore)');
  // The keys live apart from the backups: the restored server is handed the same ones.
  const keys = {
    SESSION_SECRET: randomBytes(32).toString('base64'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const email = 'restore.drill@example.com';
  const sourceDatabase = await freshDatabaseUrl(adminUrl);
  const source = await createTestApp({ ...keys, DATABASE_URL: sourceDatabase.url });
  const browser = new TestBrowser(source.app);
  const registered = await registerUser(browser, { email });
  if (registered.errors) throw new Error(`sign-up failed: ${JSON.stringify(registered.errors)}`);
  await walkYpToFinancialValidation(browser, { name: 'Fabrikam', website: 'fabrikam.example' });
  const before = await rowCounts(source);

  const folder = await mkdtemp(path.join(os.tmpdir(), 'waypoint-restore-drill-'));
  const dumpFile = path.join(folder, 'waypoint.dump');
  const target = await freshDatabaseUrl(adminUrl);
  let restored: TestApp | undefined;
  try {
    await timed('pg_dump', () =>
      run('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, sourceDatabase.url]),
    );
    console.log(`dump size: ${(await stat(dumpFile)).size} bytes`);
    await source.close();
    await timed('pg_restore', () =>
      run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, dumpFile]),
    );
    restored = await timed('start on the restored database', () =>
      createTestApp({ ...keys, DATABASE_URL: target.url, JOB_POLL_INTERVAL_MS: '0' }),
    );
    const health = await restored.app.inject({ method: 'GET', url: '/healthz' });
    const after = await rowCounts(restored);
    const again = new TestBrowser(restored.app);
    const signedIn = await signIn(again, email);
    const { rows } = await restored.database.sql.executeSql(
      'SELECT a.ssn_cipher FROM applications a JOIN users u ON u.id = a.user_id WHERE u.email = $1',
      [email],
    );
    const cipher = createFieldCipher({ key: restored.secrets.encryptionKey, keyId: restored.secrets.encryptionKeyId });
    const stored = (rows[0] as { ssn_cipher: string | null } | undefined)?.ssn_cipher;
    const decrypted = stored ? cipher.decrypt(stored) : null;

    const problems: string[] = [];
    if (health.statusCode !== 200) problems.push(`/healthz answered ${health.statusCode}`);
    for (const table of counted)
      if (before[table] !== after[table])
        problems.push(`${table}: ${before[table]} rows before, ${after[table]} after`);
    if (signedIn.errors) problems.push(`sign-in failed: ${JSON.stringify(signedIn.errors)}`);
    if (decrypted?.replaceAll('-', '') !== ssn.replaceAll('-', ''))
      problems.push('the SSN did not decrypt to its value');
    console.log(`rows: ${JSON.stringify(after)}`);
    if (problems.length > 0) throw new Error(`the restore drill failed:\n  ${problems.join('\n  ')}`);
    console.log('restore drill passed: same rows, sign-in works, the SSN decrypts with the kept key');
  } finally {
    await restored?.close();
    await target.drop();
    await sourceDatabase.drop();
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
