import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSchemaSdl } from '../../graphql/register-graphql.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { writeFixtureBuild } from '../web-dist-fixture.js';
import { describeReport, runFuzz } from './fuzz-runner.js';
import { fuzzSettings } from './fuzz-settings.js';

// `npm test` replays one seed, so a landing is judged on a known run; FUZZ_SEED (or `npm run fuzz`,
// random by default) explores others.
const settings = fuzzSettings({ FUZZ_SEED: '7', ...process.env });
let testApp: TestApp;
let buildRoot: string;
let baseUrl: string;

beforeAll(async () => {
  const build = await writeFixtureBuild();
  buildRoot = build.root;
  // Per-IP limits scaled so the run is not 429 after its first few hundred requests (429s still count as 4xx).
  testApp = await createTestApp({ RATE_LIMIT_IP_SCALE: '50', WEB_DIST_DIR: build.distDir });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await testApp.close();
  await rm(buildRoot, { recursive: true, force: true });
});

it(
  `${settings.requests} schema-aware hostile requests: no 5xx and no INTERNAL_SERVER_ERROR`,
  async () => {
    const report = await runFuzz({ baseUrl, schemaSdl: loadSchemaSdl(), ...settings });
    console.info(describeReport(report));
    expect(report.samples).toEqual([]);
    expect(report.failures).toBe(0);
    expect(report.internalErrors).toBe(0);
    expect(report.sent).toBe(settings.requests);
    // The server is still up and answering after all of it.
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  },
  (settings.maxSeconds + 60) * 1000,
);
