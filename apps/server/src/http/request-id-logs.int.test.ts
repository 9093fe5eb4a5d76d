import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type BuiltApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { enqueueJob } from '../platform/jobs/enqueue-job.js';
import { defineQueue } from '../platform/jobs/job-queue.js';
import { registerMutation, registerVariables } from '../testing/test-accounts.js';

// docs/operations.md "Health and logs": a request's id is on every line logged for it,
// the jobs it queues are named on its log, and a job's lines name the job.
type Line = Record<string, unknown>;
const lines: string[] = [];
const logged = (): Line[] => lines.map((line) => JSON.parse(line) as Line);
const rawLines = () => lines.join('').split('\n');
let built: BuiltApp;
let dataDir: string;

const traceQueue = defineQueue({
  name: 'request-id-log-test',
  data: z.object({ note: z.string() }),
  retryLimit: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-request-ids-'));
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    JOB_POLL_INTERVAL_MS: '0',
  });
  built = await buildApp({ config, logger: { stream: { write: (line) => lines.push(line) } } });
  const { app } = built;
  // Code handed the app's logger (not the request's), as modules are.
  app.get('/test/app-logger', async () => {
    app.log.info('logged through the app logger');
    return { ok: true };
  });
  app.get('/test/fails', async () => {
    throw new Error('a fault inside a request');
  });
  await built.jobs.handle(traceQueue, async () => {
    app.log.info('the trace job ran');
  });
});
afterAll(async () => {
  await built.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('request ids in the logs', () => {
  it("are on a line logged through the app's logger during the request, and on its error line", async () => {
    const first = await built.app.inject({
      url: '/test/app-logger',
      headers: { 'x-request-id': 'trace-app-logger-1' },
    });
    expect(first.headers['x-request-id']).toBe('trace-app-logger-1');
    const second = await built.app.inject({ url: '/test/fails', headers: { 'x-request-id': 'trace-failure-0002' } });
    expect(second.statusCode).toBe(500);
    const lines = logged();
    const appLine = lines.find((line) => line.msg === 'logged through the app logger');
    expect(appLine?.reqId).toBe('trace-app-logger-1');
    const failure = lines.find((line) => line.msg === 'request failed');
    expect(failure?.reqId).toBe('trace-failure-0002');
    // Lines of the request's own logger already carry the id: the mixin does not add it twice.
    const twice = rawLines().filter((line) => line.split('"reqId"').length > 2);
    expect(rawLines().some((line) => line.includes('"reqId":"trace-failure-0002"'))).toBe(true);
    expect(twice).toEqual([]);
  });

  it('name the job a request queued, and the job logs its own id and queue without the request id', async () => {
    const response = await built.app.inject({
      method: 'POST',
      url: '/api/v1/graphql',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-register-0003' },
      payload: { query: registerMutation, variables: registerVariables({ email: 'trace@example.com' }) },
    });
    expect(response.json()).not.toHaveProperty('errors');
    const queued = logged().find((line) => line.msg === 'job queued' && line.reqId === 'trace-register-0003');
    expect(queued).toMatchObject({ queue: 'mail' });
    expect(queued?.jobId).toEqual(expect.any(String));
    const operation = logged().find((line) => line.msg === 'graphql operation' && line.reqId === 'trace-register-0003');
    expect(operation).toMatchObject({ graphqlOperation: 'Register', operationType: 'mutation' });
  });

  it("puts a job's queue and id on what its handler logs", async () => {
    const jobId = await enqueueJob(built.database.db, traceQueue, { note: 'outside a request' });
    await built.jobs.drain();
    const ran = logged().find((line) => line.msg === 'the trace job ran');
    expect(ran).toMatchObject({ queue: traceQueue.name, jobId });
    expect(ran).not.toHaveProperty('reqId');
    expect(logged().some((line) => line.msg === 'job queued' && line.jobId === jobId)).toBe(false);
  });
});
