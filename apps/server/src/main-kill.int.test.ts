import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { applicationFiles } from './modules/documents/documents-tables.js';
import { orphanMinAgeMs } from './modules/documents/orphan-sweep.js';
import { outboxMessages } from './platform/mail/mail-tables.js';
import { RemoteBrowser } from './testing/remote-browser.js';
import { freePort, startServerProcess, waitForHealth, type ServerProcess } from './testing/server-process.js';
import { registerMutation, registerVariables } from './testing/test-accounts.js';
import { freshDatabaseUrl } from './testing/test-app.js';
import { multipartBody, passingDocument, testHolder, uploadUrl } from './testing/uploads.js';

/**
 * docs/operations.md "Document storage": a server killed (kill -9) in the
 * middle of uploads and saves, restarted on the same data, keeps every save
 * it acknowledged, shows nothing half-written, and its start-up sweep leaves
 * no stored file that no row names. PGlite in DATA_DIR by default; a fresh
 * PostgreSQL database with TEST_DATABASE_URL (scripts/with-postgres.mjs).
 */
const started: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const dob = '1990-01-02';
const saveMutation = `mutation Save($input: DraftChanges!) { applicationCacheSave(input: $input) { isSaved version } }`;
const draftQuery = `{ getApplicationCache { id version income accommodationCost financialCommitments } }`;
// Each save writes the same number to three answers: a draft showing two numbers is a torn write.
const answersOf = (n: number) => ({
  income: String(50_000 + n),
  accommodationCost: String(50_000 + n),
  financialCommitments: String(50_000 + n),
});

async function applicant(baseUrl: string): Promise<{ browser: RemoteBrowser; email: string; applicationId: number }> {
  const browser = new RemoteBrowser(baseUrl);
  const email = `killed-${randomUUID()}@example.com`;
  const registered = await browser.query(registerMutation, registerVariables({ email }));
  if (registered.errors) throw new Error(`register refused: ${JSON.stringify(registered.errors)}`);
  const saved = await browser.query(saveMutation, { input: { dob } });
  if (saved.errors) throw new Error(`first save refused: ${JSON.stringify(saved.errors)}`);
  const draft = await browser.query<{ getApplicationCache: { id: number } }>(draftQuery);
  const applicationId = draft.data?.getApplicationCache.id;
  if (!applicationId) throw new Error('no application after the first save');
  return { browser, email, applicationId };
}

async function upload(browser: RemoteBrowser, applicationId: number, content: Buffer) {
  const body = multipartBody([{ filename: 'passport.pdf', contentType: 'application/pdf', content }]);
  return browser.send('POST', uploadUrl(applicationId, 'passport'), {
    headers: { 'content-type': body.contentType },
    body: body.payload,
  });
}

/** One client saving numbered answers one after another until the server dies; counts what it acknowledged. */
function savingClient(browser: RemoteBrowser) {
  const state = { sent: 0, acknowledged: 0, acknowledgedVersion: 0 };
  const done = (async () => {
    for (let n = 1; n <= 100_000; n += 1) {
      state.sent = n;
      try {
        const answer = await browser.query<{ applicationCacheSave: { isSaved: boolean; version: number } }>(
          saveMutation,
          { input: answersOf(n) },
        );
        if (!answer.data?.applicationCacheSave.isSaved) throw new Error(`save refused: ${JSON.stringify(answer)}`);
        state.acknowledged = n;
        state.acknowledgedVersion = answer.data.applicationCacheSave.version;
      } catch (error) {
        if (error instanceof TypeError) return; // fetch failed: the server is gone.
        throw error;
      }
    }
  })();
  return { state, done };
}

/** An upload whose body trickles in: the server is streaming it to a temporary file when it dies. */
function slowUpload(browser: RemoteBrowser, port: number, applicationId: number) {
  const content = Buffer.concat([passingDocument('passport', testHolder(dob)), randomBytes(4 * 1024 * 1024)]);
  const body = multipartBody([{ filename: 'slow.pdf', contentType: 'application/pdf', content }]);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: uploadUrl(applicationId, 'passport'),
    headers: { ...browser.sessionHeaders(), 'content-type': body.contentType, 'content-length': body.payload.length },
  });
  const answered = new Promise<string>((resolve) => {
    req.on('response', (response) => resolve(`answered ${response.statusCode}`));
    req.on('error', () => resolve('cut off'));
  });
  let offset = 0;
  const chunk = 32 * 1024;
  // Never more than half the body: the upload cannot finish before the kill.
  const timer = setInterval(() => {
    if (offset > body.payload.length / 2 || req.destroyed) return clearInterval(timer);
    req.write(body.payload.subarray(offset, offset + chunk));
    offset += chunk;
  }, 25);
  return { answered, stop: () => clearInterval(timer) };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('kill -9 mid-upload and mid-save, then a restart on the same data', () => {
  it('keeps every acknowledged save, shows nothing half-written, and sweeps every orphan', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-kill-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const adminUrl = process.env.TEST_DATABASE_URL;
    const fresh = adminUrl ? await freshDatabaseUrl(adminUrl) : undefined;
    if (fresh) cleanups.push(fresh.drop);
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      APP_ENV: 'test',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      // Every client here is 127.0.0.1.
      RATE_LIMIT_IP_SCALE: '1000',
      ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    };
    const uploads = path.join(dataDir, 'uploads');

    const startedAt = Date.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${((Date.now() - startedAt) / 1000).toFixed(1)}s`);
    const first = startServerProcess(port, env);
    started.push(first);
    await waitForHealth(first, 90_000);
    phase('up');

    // Acknowledged uploads: one current, one removed (its object stays for audit).
    const keeper = await applicant(first.baseUrl);
    const keptContent = passingDocument('passport', testHolder(dob));
    const kept = await upload(keeper.browser, keeper.applicationId, keptContent);
    expect(kept.status).toBe(201);
    const removed = (await (await upload(keeper.browser, keeper.applicationId, keptContent)).json()) as { id: number };
    const removal = await keeper.browser.query(
      `mutation R($fileId: Int!, $applicationId: Int) { removeFile(fileId: $fileId, applicationId: $applicationId) }`,
      { fileId: removed.id, applicationId: keeper.applicationId },
    );
    expect(removal.data).toEqual({ removeFile: true });

    const savers = await Promise.all([1, 2, 3].map(() => applicant(first.baseUrl)));
    const slow = await applicant(first.baseUrl);
    const checked = await applicant(first.baseUrl);

    phase('applicants');
    const clients = savers.map(({ browser }) => savingClient(browser));
    const trickle = slowUpload(slow.browser, port, slow.applicationId);
    await waitFor(
      'a temporary upload file',
      async () => {
        for (const file of await filesUnder(path.join(uploads, '.incoming'))) {
          if ((await stat(file).catch(() => undefined))?.size) return file;
        }
        return undefined;
      },
      20_000,
    );
    // A few more saves, then an upload whose object lands on disk: kill as its document check starts.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const checkedDir = path.join(uploads, 'applications', String(checked.applicationId));
    await mkdir(checkedDir, { recursive: true });
    let watcher: FSWatcher | undefined;
    const killedOnStore = new Promise<boolean>((resolve) => {
      watcher = watch(checkedDir, () => {
        first.child.kill('SIGKILL');
        resolve(true);
      });
      setTimeout(() => resolve(false), 10_000);
    });
    const checkedUpload = upload(checked.browser, checked.applicationId, keptContent).then(
      (response) => `answered ${response.status}`,
      () => 'cut off',
    );
    const killedAtStore = await killedOnStore;
    watcher?.close();
    if (!killedAtStore) first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    phase('killed');
    trickle.stop();
    await Promise.all(clients.map((client) => client.done));
    expect(await trickle.answered).toBe('cut off');
    const checkedOutcome = await checkedUpload;

    const partsLeft = (await filesUnder(path.join(uploads, '.incoming'))).filter((file) => file.endsWith('.part'));
    expect(partsLeft.length).toBeGreaterThan(0);
    // What a process killed during the document check leaves, whether or not the kill above caught one.
    const planted = path.join(uploads, 'applications', String(keeper.applicationId), randomUUID());
    await writeFile(planted, keptContent);
    // An hour passes before the restart, so the start-up sweep may take what is left.
    const anHourAgo = new Date(Date.now() - orphanMinAgeMs - 5 * 60_000);
    for (const file of await filesUnder(uploads)) await utimes(file, anHourAgo, anHourAgo);

    const second = startServerProcess(port, env);
    started.push(second);
    await waitForHealth(second, 90_000);
    phase('up again');
    const sweepLine = await second.waitForLog(/orphan sweep (finished|failed)/, 30_000);
    const sweep = JSON.parse(sweepLine) as { abandonedUploads: number; orphanObjects: number };
    expect(sweep.abandonedUploads).toBe(partsLeft.length);
    expect(sweep.orphanObjects).toBeGreaterThanOrEqual(1);

    // Every acknowledged save is there, and each draft is one whole save.
    for (const [index, saver] of savers.entries()) {
      const { state } = clients[index] as ReturnType<typeof savingClient>;
      expect(state.acknowledged).toBeGreaterThan(0);
      const draft = (await saver.browser.query<{ getApplicationCache: Record<string, number> }>(draftQuery)).data
        ?.getApplicationCache;
      const n = (draft?.income ?? 0) - 50_000;
      expect(draft).toMatchObject({ accommodationCost: 50_000 + n, financialCommitments: 50_000 + n });
      expect([state.acknowledged, state.sent]).toContain(n);
      expect(draft?.version).toBeGreaterThanOrEqual(state.acknowledgedVersion);
    }

    // The kept file downloads whole; the slow upload left no file.
    const listed = await keeper.browser.query<{ getApplicationFiles: { id: number }[] }>(
      `query L($id: Int!) { getApplicationFiles(applicationId: $id, fileType: "passport") { id } }`,
      { id: keeper.applicationId },
    );
    expect(listed.data?.getApplicationFiles).toHaveLength(1);
    const download = await keeper.browser.send('GET', `/api/v1/files/${listed.data?.getApplicationFiles[0]?.id}`);
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(keptContent));

    // The draft's upload flag agrees with the files each applicant sees: the row and the flag commit together.
    for (const person of [keeper, slow, checked]) {
      const files = await person.browser.query<{ getApplicationFiles: unknown[] }>(
        `query L($id: Int!) { getApplicationFiles(applicationId: $id, fileType: "passport") { id } }`,
        { id: person.applicationId },
      );
      const flags = await person.browser.query<{ getApplicationCache: { passportUploaded: boolean | null } }>(
        `{ getApplicationCache { passportUploaded } }`,
      );
      expect(Boolean(flags.data?.getApplicationCache.passportUploaded)).toBe(
        (files.data?.getApplicationFiles.length ?? 0) > 0,
      );
    }
    phase('checked');
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output().slice(-3000)).toBe(0);

    const database = await openDatabase({ databaseUrl: fresh?.url, pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select().from(applicationFiles);
      // No row without its whole object, and no object without its row.
      for (const row of rows) {
        const bytes = await readFile(path.join(uploads, row.storageKey));
        expect({ key: row.storageKey, bytes: bytes.length, sha256: sha256(bytes) }).toEqual({
          key: row.storageKey,
          bytes: row.byteSize,
          sha256: row.sha256,
        });
      }
      const objects = (await filesUnder(path.join(uploads, 'applications'))).map((file) =>
        path.relative(uploads, file),
      );
      expect(objects.sort()).toEqual(rows.map((row) => row.storageKey).sort());
      expect(await filesUnder(path.join(uploads, '.incoming'))).toEqual([]);
      expect(rows.filter((row) => row.applicationId === keeper.applicationId)).toHaveLength(2);
      expect(rows.filter((row) => row.applicationId === slow.applicationId)).toEqual([]);
      const checkedRows = rows.filter((row) => row.applicationId === checked.applicationId);
      if (checkedOutcome === 'answered 201') expect(checkedRows).toHaveLength(1);
      // An acknowledged registration has its confirmation mail in the outbox: they commit together.
      const mailed = await database.db.select({ to: outboxMessages.toAddress }).from(outboxMessages);
      for (const person of [keeper, ...savers, slow, checked]) {
        expect(mailed.map((mail) => mail.to)).toContain(person.email);
      }
      console.info(
        `kill -9 on ${database.driver}: saves acknowledged ${clients.map((client) => client.state.acknowledged).join('/')}, ` +
          `killed when an object was stored: ${killedAtStore} (upload ${checkedOutcome}, rows ${checkedRows.length}); ` +
          `swept ${sweep.abandonedUploads} temporary files and ${sweep.orphanObjects} orphan objects; ${phases.join(', ')}`,
      );
    } finally {
      await database.close();
    }
  }, 180_000);
});
