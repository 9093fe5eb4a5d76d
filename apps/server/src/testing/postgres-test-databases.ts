import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { makeJobQueues } from './job-queues-made.js';
import { migrationsFingerprint } from './migrations-fingerprint.js';

/**
 * Test databases on a real PostgreSQL server (TEST_DATABASE_URL). A test app's
 * database is a copy of a template that holds every migration: CREATE DATABASE
 * … TEMPLATE copies files, where running the migrations is a few hundred
 * statements per database. The template's name changes with the migrations;
 * the app still runs them at start (none is pending).
 */
async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

// Per process: the template is made once per server and migration set, by whichever worker comes first.
const templates = new Map<string, Promise<string>>();

async function makeTemplate(adminUrl: string): Promise<string> {
  const name = `waypoint_migrated_${await migrationsFingerprint()}`;
  await withAdmin(adminUrl, async (admin) => {
    // One worker builds it while the others wait on the lock, then find it made.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building), pgliteDir: undefined });
      try {
        await makeJobQueues(database);
      } finally {
        await database.close();
      }
      // The pool's last backend may take a moment to leave, and a database is renamed only when nobody is in it.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await admin.query(`alter database ${building} rename to ${name}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/**
 * A new database of its own on the server behind `adminUrl`: empty, or with
 * `migrated`, a copy of the migrated template.
 */
export async function freshDatabaseUrl(
  adminUrl: string,
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  let template: string | undefined;
  if (options.migrated) {
    if (!templates.has(adminUrl)) templates.set(adminUrl, makeTemplate(adminUrl));
    template = await templates.get(adminUrl);
  }
  // FILE_COPY (PostgreSQL 15+) copies the template's files where the default logs every page: about a
  // third of the time for these small databases, on a server whose durability does not matter.
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database ${name} template ${template ?? 'template1'} strategy file_copy`),
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
