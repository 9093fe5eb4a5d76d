import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { loadSchemaSdl } from '../../graphql/register-graphql.js';
import { createTestApp } from '../test-app.js';
import { writeFixtureBuild } from '../web-dist-fixture.js';
import { describeReport, runFuzz } from './fuzz-runner.js';
import { fuzzSettings } from './fuzz-settings.js';

/**
 * `npm run fuzz`: the hostile-request run of fuzz.int.test.ts from the command
 * line. With FUZZ_URL (loopback only) it attacks a server already running,
 * started with RATE_LIMIT_IP_SCALE raised so the run is not all 429s;
 * without, it starts one in-process on a loopback port. Exits 1 on any 5xx
 * or INTERNAL_SERVER_ERROR. FUZZ_REQUESTS=200000 for a long run.
 */
async function main(): Promise<number> {
  const settings = fuzzSettings(process.env);
  const build = process.env.FUZZ_URL ? null : await writeFixtureBuild();
  const own = build ? await createTestApp({ RATE_LIMIT_IP_SCALE: '50', WEB_DIST_DIR: build.distDir }) : null;
  if (own) await own.app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = own
    ? `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`
    : String(process.env.FUZZ_URL);
  console.info(`fuzzing ${baseUrl} with seed ${settings.seed} (FUZZ_SEED=${settings.seed} replays it)`);
  try {
    const report = await runFuzz({ baseUrl, schemaSdl: loadSchemaSdl(), ...settings });
    console.info(describeReport(report));
    return report.failures === 0 && report.sent === settings.requests ? 0 : 1;
  } finally {
    await own?.close();
    if (build) await rm(build.root, { recursive: true, force: true });
  }
}

process.exitCode = await main();
