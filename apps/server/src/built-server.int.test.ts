import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/server-process.js';

// Decision 044: production runs `node apps/server/dist/main.js`, with no tsx at run time.
const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const distDir = path.resolve(import.meta.dirname, '../dist');
const builtMain = path.join(distDir, 'main.js');
const pdfWithScript = path.resolve(
  import.meta.dirname,
  'modules/documents/document-check/samples/files/javascript-open-action.pdf',
);

let server: ChildProcess | undefined;
let output = '';
let dataDir: string;
let baseUrl: string;

async function healthy(deadlineMs: number): Promise<Response> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (server?.exitCode !== null) throw new Error(`the built server exited:\n${output.slice(-2000)}`);
    try {
      return await fetch(`${baseUrl}/healthz`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

beforeAll(async () => {
  // Built once for the whole file, as `npm run build` builds it.
  await run(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: repoRoot });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-built-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [builtMain], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      JOB_POLL_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
}, 120_000);

afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('starts with plain node and answers /healthz, GraphQL (its schema files) and /metrics', async () => {
    const health = await healthy(60_000);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { state: 'up', driver: 'pglite' } });
    const graphql = await fetch(`${baseUrl}/api/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query BuiltProbe { __typename }' }),
    });
    expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
    const metrics = await fetch(`${baseUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/waypoint_graphql_operation_duration_seconds_count\{operation="BuiltProbe"/);
    // The migrations ran from apps/server/drizzle, and the log is pino's JSON with request ids.
    expect(output).toMatch(/"reqId":"[^"]+".*"msg":"graphql operation"/);
  });

  it('imports neither tsx nor a TypeScript file anywhere in its output', async () => {
    const files = (await readdir(distDir, { recursive: true })).filter((file) => /\.m?js$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const offending: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(distDir, file), 'utf8');
      if (/from\s*"tsx|import\(\s*"tsx|from\s*"[^"]+\.ts"|@waypoint\/domain/.test(text)) offending.push(file);
    }
    expect(offending).toEqual([]);
  });

  it("runs the document check's worker thread from the built files", async () => {
    const script = `
      const { readFile } = await import('node:fs/promises');
      const { createIsolatedDocumentCheck } = await import(${JSON.stringify(
        path.join(distDir, 'modules/documents/document-check/document-check-pool.js'),
      )});
      const check = createIsolatedDocumentCheck();
      console.log(JSON.stringify(await check.pdfHasActiveContent(await readFile(${JSON.stringify(pdfWithScript)}))));
      await check.close();`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], { timeout: 60_000 });
    expect(stdout.trim()).toBe('true');
  });
});
