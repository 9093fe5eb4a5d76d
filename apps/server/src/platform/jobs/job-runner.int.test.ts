import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { cancelJob, enqueueJob } from './enqueue-job.js';
import { defineQueue, type JobContext } from './job-queue.js';
import { createJobRunner, type JobRunner } from './job-runner.js';
import { makeJobDue, storedJob } from './jobs-test-kit.js';

const silentLog = { warn: () => undefined, error: () => undefined };

// A queue of its own per suite, so the app's mail queue is not in the way.
const echoQueue = defineQueue({
  name: 'test-echo',
  data: z.object({ n: z.number() }),
  retryLimit: 3,
  retryDelaySeconds: 2,
  expireInSeconds: 30,
});

let testApp: TestApp;
let runner: JobRunner;
const runs: JobContext<{ n: number }>[] = [];
const failing = new Set<number>();

beforeAll(async () => {
  testApp = await createTestApp();
  runner = createJobRunner({ sql: testApp.database.sql, pollIntervalMs: 0, log: silentLog });
  await runner.handle(echoQueue, async (job) => {
    runs.push(job);
    if (failing.has(job.data.n)) throw new Error(`job ${job.data.n} failed on purpose`);
  });
  await runner.start();
});
afterAll(async () => {
  await runner.stop();
  await testApp.close();
});

const db = () => testApp.database.db;
const runsOf = (n: number) => runs.filter((run) => run.data.n === n);

describe('jobs are queued in the transaction of the change that causes them', () => {
  it('a committed job runs once; a rolled-back one never exists', async () => {
    await db().transaction((tx) => enqueueJob(tx, echoQueue, { n: 1 }));
    await expect(
      db().transaction(async (tx) => {
        await enqueueJob(tx, echoQueue, { n: 2 });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await runner.drain()).toBe(1);
    expect(runsOf(1)).toHaveLength(1);
    expect(runsOf(2)).toHaveLength(0);
    expect(await runner.drain()).toBe(0);
  });

  it('an id is an idempotency key: the same id queued twice runs once', async () => {
    const id = randomUUID();
    expect(await db().transaction((tx) => enqueueJob(tx, echoQueue, { n: 3 }, { id }))).toBe(id);
    expect(await db().transaction((tx) => enqueueJob(tx, echoQueue, { n: 3 }, { id }))).toBeNull();
    expect(await runner.drain()).toBe(1);
    expect(runsOf(3)).toHaveLength(1);
  });

  it('refuses a queue no runner created, rather than losing the job', async () => {
    const unknown = defineQueue({ ...echoQueue, name: 'test-nobody' });
    await expect(db().transaction((tx) => enqueueJob(tx, unknown, { n: 4 }))).rejects.toThrow(/does not exist/);
  });

  it('refuses data its queue does not accept', async () => {
    const bad = { n: 'five' } as unknown as { n: number };
    await expect(db().transaction((tx) => enqueueJob(tx, echoQueue, bad))).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ['n'] })],
    });
  });
});

describe('scheduled jobs and cancel', () => {
  it('a scheduled job does not run before its time, then runs', async () => {
    const id = randomUUID();
    await db().transaction((tx) =>
      enqueueJob(tx, echoQueue, { n: 10 }, { id, startAfter: new Date(Date.now() + 3600_000) }),
    );
    expect(await runner.drain()).toBe(0);
    expect(runsOf(10)).toHaveLength(0);
    await makeJobDue(testApp.database, echoQueue, id);
    expect(await runner.drain()).toBe(1);
    expect(runsOf(10)).toHaveLength(1);
  });

  it('a canceled job never runs, even when its time comes', async () => {
    const id = randomUUID();
    await db().transaction((tx) =>
      enqueueJob(tx, echoQueue, { n: 11 }, { id, startAfter: new Date(Date.now() + 3600_000) }),
    );
    await db().transaction((tx) => cancelJob(tx, echoQueue, id));
    await makeJobDue(testApp.database, echoQueue, id);
    expect(await runner.drain()).toBe(0);
    expect(runsOf(11)).toHaveLength(0);
    expect(await storedJob(testApp.database, echoQueue, id)).toMatchObject({ state: 'cancelled' });
  });
});

describe('a failing job', () => {
  it('is retried with exponential backoff, then parked as failed and visible', async () => {
    failing.add(20);
    const id = randomUUID();
    await db().transaction((tx) => enqueueJob(tx, echoQueue, { n: 20 }, { id }));
    const waits: number[] = [];
    // 1 try + retryLimit (3) retries; each retry is made due rather than waited for.
    for (let attempt = 0; attempt <= echoQueue.retryLimit; attempt += 1) {
      expect(await runner.drain()).toBe(0);
      const job = await storedJob(testApp.database, echoQueue, id);
      if (attempt < echoQueue.retryLimit) {
        expect(job?.state).toBe('retry');
        waits.push(job?.startsInSeconds ?? 0);
        // Not due yet: nothing runs it early.
        expect(await runner.drain()).toBe(0);
        await makeJobDue(testApp.database, echoQueue, id);
      } else {
        expect(job?.state).toBe('failed');
      }
    }
    // Backoff from 2 s: retry n waits between 2·2ⁿ⁻¹·… i.e. [2,4), [4,8), [8,16) seconds.
    waits.forEach((wait, n) => {
      expect(wait).toBeGreaterThan(echoQueue.retryDelaySeconds * 2 ** n - 1);
      expect(wait).toBeLessThanOrEqual(echoQueue.retryDelaySeconds * 2 ** (n + 1) + 1);
    });
    expect(runsOf(20).map((run) => [run.retryCount, run.finalAttempt])).toEqual([
      [0, false],
      [1, false],
      [2, false],
      [3, true],
    ]);
    const failed = await runner.failed(echoQueue);
    expect(failed).toEqual([expect.objectContaining({ id, retryCount: 3, error: 'job 20 failed on purpose' })]);
    // Parked: it is not run again.
    expect(await runner.drain()).toBe(0);
    expect(runsOf(20)).toHaveLength(4);
  });
});

describe('a runner that polls', () => {
  it('runs a scheduled job on its time, not before, and stops without hanging', async () => {
    const polling = createJobRunner({ sql: testApp.database.sql, pollIntervalMs: 500, log: silentLog });
    const seen: number[] = [];
    const pollQueue = defineQueue({ ...echoQueue, name: 'test-poll' });
    await polling.handle(pollQueue, async (job) => {
      seen.push(job.data.n);
    });
    await polling.start();
    try {
      const due = Date.now() + 2000;
      await db().transaction((tx) => enqueueJob(tx, pollQueue, { n: 30 }, { startAfter: new Date(due) }));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(seen).toEqual([]);
      const deadline = Date.now() + 8000;
      while (seen.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toEqual([30]);
      expect(Date.now()).toBeGreaterThanOrEqual(due);
    } finally {
      const stopping = Date.now();
      await polling.stop();
      expect(Date.now() - stopping).toBeLessThan(5000);
    }
  });
  it('reads once a tick for all its queues, and fetches only a queue with a due job', async () => {
    const statements: { text: string; values: unknown[] }[] = [];
    const counting = {
      executeSql: (text: string, values: unknown[] = []) => {
        statements.push({ text, values });
        return testApp.database.sql.executeSql(text, values);
      },
    };
    const polling = createJobRunner({ sql: counting, pollIntervalMs: 500, log: silentLog });
    const queues = [0, 1, 2, 3, 4, 5].map((n) => defineQueue({ ...echoQueue, name: `test-idle-${n}` }));
    const seen: string[] = [];
    for (const queue of queues) await polling.handle(queue, async () => void seen.push(queue.name));
    await polling.start();
    try {
      statements.length = 0;
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const reads = statements.filter((statement) => statement.text.includes('SELECT DISTINCT name'));
      const fetches = () => statements.filter((statement) => statement.text.includes('SKIP LOCKED'));
      // Six queues idle for three ticks: three or four reads, no fetch (pg-boss's workers made eighteen).
      expect(reads.length).toBeGreaterThanOrEqual(2);
      expect(reads.length).toBeLessThanOrEqual(5);
      expect(fetches()).toEqual([]);

      await db().transaction((tx) => enqueueJob(tx, queues[3] ?? echoQueue, { n: 50 }));
      const deadline = Date.now() + 8000;
      while (seen.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toEqual(['test-idle-3']);
      expect(fetches().map((fetch) => fetch.values[0])).toEqual(['test-idle-3']);
    } finally {
      await polling.stop();
    }
  });
});

describe('stopping', () => {
  it('lets a job in progress finish, then stops without hanging', async () => {
    const polling = createJobRunner({ sql: testApp.database.sql, pollIntervalMs: 500, log: silentLog });
    const slowQueue = defineQueue({ ...echoQueue, name: 'test-slow' });
    let started = false;
    let finished = false;
    await polling.handle(slowQueue, async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      finished = true;
    });
    await polling.start();
    const id = randomUUID();
    await db().transaction((tx) => enqueueJob(tx, slowQueue, { n: 40 }, { id }));
    const deadline = Date.now() + 8000;
    while (!started && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(true);
    const stopping = Date.now();
    await polling.stop();
    expect(Date.now() - stopping).toBeLessThan(5000);
    expect(finished).toBe(true);
    expect(await storedJob(testApp.database, slowQueue, id)).toMatchObject({ state: 'completed' });
  });
});

describe('a stop that cannot wait', () => {
  it('gives a job still running when its time is up back to the queue, and its late end changes nothing', async () => {
    const polling = createJobRunner({
      sql: testApp.database.sql,
      pollIntervalMs: 500,
      log: silentLog,
      stopTimeoutMs: 300,
    });
    const stuckQueue = defineQueue({ ...echoQueue, name: 'test-stuck' });
    let started = false;
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ended = false;
    await polling.handle(stuckQueue, async () => {
      started = true;
      await released;
      ended = true;
    });
    await polling.start();
    const id = randomUUID();
    await db().transaction((tx) => enqueueJob(tx, stuckQueue, { n: 60 }, { id }));
    const deadline = Date.now() + 8000;
    while (!started && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(true);
    await polling.stop();
    expect(await storedJob(testApp.database, stuckQueue, id)).toMatchObject({ state: 'retry' });
    release();
    const endBy = Date.now() + 5000;
    while (!ended && Date.now() < endBy) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ended).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedJob(testApp.database, stuckQueue, id)).toMatchObject({ state: 'retry' });
  });
});

describe('two instances starting at once on a database without the queue schema', () => {
  it('both start (one creates the schema, the other’s failed attempt is rolled back) and the database stays usable', async () => {
    // Last in this file: it drops what the runners above created.
    await testApp.database.sql.executeSql('DROP SCHEMA pgboss CASCADE');
    const raceQueue = defineQueue({ ...echoQueue, name: 'test-race' });
    const runners = [0, 1].map(() => createJobRunner({ sql: testApp.database.sql, pollIntervalMs: 0, log: silentLog }));
    const seen: number[] = [];
    for (const each of runners) await each.handle(raceQueue, async (job) => void seen.push(job.data.n));
    try {
      await Promise.all(runners.map((each) => each.start()));
      // An aborted transaction left behind would fail every statement from here on.
      for (let n = 0; n < 4; n += 1) await db().transaction((tx) => enqueueJob(tx, raceQueue, { n }));
      const drained = await Promise.all(runners.map((each) => each.drain()));
      expect(drained[0]! + drained[1]!).toBe(4);
      expect(seen.toSorted()).toEqual([0, 1, 2, 3]);
    } finally {
      await Promise.all(runners.map((each) => each.stop()));
    }
  });
});
