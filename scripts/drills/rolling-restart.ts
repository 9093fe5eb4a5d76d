import { freshDatabaseUrl } from '../../apps/server/src/testing/test-app.js';
import { freePort, sleep, waitUntil } from './kit/child-processes.js';
import { signUpApplicants } from './kit/drill-applicants.js';
import { startHaproxy, type Haproxy } from './kit/haproxy.js';
import { checkNothingLost, startSaveLoad, type SaveLoad, type WindowFigures } from './kit/save-load.js';
import {
  buildServer,
  restartInstance,
  sharedInstanceEnv,
  startInstance,
  type WaypointInstance,
} from './kit/waypoint-instances.js';

/**
 * `npm run drill:rolling-restart` (docs/operations.md "Shutdown", decision 059):
 * three built servers on one fresh PostgreSQL database behind HAProxy, which
 * checks /healthz; 20 applicants save their drafts through it while each
 * server in turn gets SIGTERM, exits, starts again on its port and is seen up
 * by HAProxy, two full rounds. Then the load stops and every applicant's
 * draft is read back. Exits 1 on a failed request, a lost acknowledged save,
 * a server that did not exit 0, or a forged X-Forwarded-For that was believed.
 */
const settings = {
  instances: 3,
  applicants: 20,
  savePauseMs: 200,
  rounds: 2,
  warmUpMs: 8_000,
  // HAProxy checks every 500 ms and takes a server out after 2 failures: out within about 1.5 s.
  checkIntervalMs: 500,
  // ROLLING_RESTART_DRAIN_MS=0 shows what the drain is for (the old shutdown: close at once).
  drainMs: Number(process.env.ROLLING_RESTART_DRAIN_MS ?? 2_000),
  // Between two restarts, as a deployment tool would pause.
  settleMs: 2_000,
  coolDownMs: 3_000,
  // The whole drill, in case something hangs.
  deadlineMs: 8 * 60_000,
};

// HAProxy talks to the servers from its own loopback address, so TRUST_PROXY can name it alone:
// a client on 127.0.0.1 is not a trusted proxy, and what it claims in X-Forwarded-For is not believed.
const haproxySource = '127.0.0.2';
const backendName = 'waypoint';
// An RFC 5737 address the IP insights sandbox places in Germany (docs/sandbox.md "IP insights").
const sandboxGermanAddress = '198.51.100.7';

function haproxyConfig(proxyPort: number, controlPort: number, instances: readonly WaypointInstance[]): string {
  const inter = settings.checkIntervalMs;
  return [
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // Longer than the client's own idle timeout (undici: 4 s), so the client is the one that closes.
    '  timeout http-keep-alive 30s',
    '  option http-keep-alive',
    '  http-reuse safe',
    // A connection a server refused is tried again on another (the request was never sent): decision 059.
    '  retries 3',
    '  retry-on conn-failure',
    '  option redispatch',
    '',
    'frontend public',
    `  bind 127.0.0.1:${proxyPort}`,
    // Appends the client's address: the servers take the last one as the client.
    '  option forwardfor',
    `  default_backend ${backendName}`,
    '',
    // A check of TRUST_PROXY only: HAProxy itself names a client address, which the servers must believe.
    'frontend trust-check',
    `  bind 127.0.0.1:${controlPort}`,
    `  http-request set-header X-Forwarded-For ${sandboxGermanAddress}`,
    `  default_backend ${backendName}`,
    '',
    `backend ${backendName}`,
    '  balance roundrobin',
    `  source ${haproxySource}`,
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    `  default-server check inter ${inter} fastinter ${inter} downinter ${inter} fall 2 rise 2`,
    ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port}`),
  ].join('\n');
}

/** HAProxy's view of each server: UP, DOWN, MAINT, or a transition such as "DOWN 1/2". */
async function serverStates(haproxy: Haproxy): Promise<Map<string, string>> {
  const lines = (await haproxy.command('show stat')).split('\n');
  const header = (lines[0] ?? '').replace(/^# /, '').split(',');
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => header.indexOf(name));
  const states = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const fields = line.split(',');
    if (fields[proxy ?? 0] === backendName && !['BACKEND', 'FRONTEND'].includes(fields[server ?? 1] ?? ''))
      states.set(fields[server ?? 1] ?? '', fields[status ?? 17] ?? '');
  }
  return states;
}

const seenAs = (haproxy: Haproxy, name: string, state: 'UP' | 'DOWN') => async () =>
  (await serverStates(haproxy)).get(name) === state;

/** The country the servers give the caller's address (`ipInsights`), with a forged header if any. */
async function countryOf(baseUrl: string, forwardedFor?: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/v1/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-session-hash': '',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ query: '{ ipInsights { countryISOCode } }' }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { data?: { ipInsights: { countryISOCode: string | null } } };
  if (!body.data) throw new Error(`ipInsights answered ${response.status}`);
  return body.data.ipInsights.countryISOCode;
}

interface TrustCheck {
  forgedThroughProxy: string | null;
  forgedDirect: string | null;
  fromProxyItself: string | null;
  holds: boolean;
}

async function checkTrustProxy(proxyUrl: string, controlUrl: string, direct: string): Promise<TrustCheck> {
  const forgedThroughProxy = await countryOf(proxyUrl, sandboxGermanAddress);
  const forgedDirect = await countryOf(direct, sandboxGermanAddress);
  const fromProxyItself = await countryOf(controlUrl);
  // Loopback is "unknown" (null); only the address HAProxy itself vouches for may be believed.
  const holds = forgedThroughProxy === null && forgedDirect === null && fromProxyItself === 'DE';
  return { forgedThroughProxy, forgedDirect, fromProxyItself, holds };
}

interface Restart {
  name: string;
  round: number;
  exitCode: number;
  /** SIGTERM to exit. */
  shutdownMs: number;
  /** SIGTERM to HAProxy marking it DOWN (null: the exit came first). */
  outOfRotationMs: number | null;
  /** SIGTERM to HAProxy marking the new process UP. */
  backInRotationMs: number;
}

async function restartOne(
  haproxy: Haproxy,
  instance: WaypointInstance,
  env: Record<string, string>,
  round: number,
): Promise<Restart> {
  const begun = performance.now();
  let exitedAt: number | undefined;
  void instance.process.exited.then(() => (exitedAt = performance.now()));
  let downAt: number | undefined;
  const watchDown = waitUntil(`${instance.name} DOWN in HAProxy`, seenAs(haproxy, instance.name, 'DOWN'), 30_000).then(
    () => (downAt = performance.now()),
    () => undefined,
  );
  const exitCode = await restartInstance(instance, env);
  await watchDown;
  await waitUntil(`${instance.name} UP in HAProxy`, seenAs(haproxy, instance.name, 'UP'), 30_000);
  const since = (at: number | undefined) => (at === undefined ? null : Math.round(at - begun));
  return {
    name: instance.name,
    round,
    exitCode,
    shutdownMs: since(exitedAt) ?? -1,
    outOfRotationMs: downAt !== undefined && exitedAt !== undefined && downAt <= exitedAt ? since(downAt) : null,
    backInRotationMs: Math.round(performance.now() - begun),
  };
}

const line = (figures: WindowFigures) =>
  `${figures.requests} requests, ${figures.failed} failed, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms`;

// What the drill started, stopped by PID in the end or when the deadline passes.
const instances: WaypointInstance[] = [];
let haproxy: Haproxy | undefined;

async function stopEverything(): Promise<void> {
  await haproxy?.process.stop('SIGTERM', 5_000);
  await Promise.all(instances.map((instance) => instance.process.stop('SIGTERM', 30_000)));
}

async function main(): Promise<number> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run with npm run drill:rolling-restart');
  const deadline = setTimeout(() => {
    console.error(`the drill took longer than ${settings.deadlineMs / 1000} s; stopping`);
    void stopEverything().finally(() => process.exit(1));
  }, settings.deadlineMs);
  deadline.unref();

  console.log('building the server ...');
  buildServer();
  const database = await freshDatabaseUrl(adminUrl);
  const env = sharedInstanceEnv(database.url, {
    TRUST_PROXY: haproxySource,
    SHUTDOWN_DRAIN_MS: String(settings.drainMs),
  });
  let load: SaveLoad | undefined;
  try {
    // One after the other: the first applies the migrations.
    for (let index = 1; index <= settings.instances; index += 1)
      instances.push(await startInstance(`app${index}`, env));
    const [proxyPort, controlPort] = [await freePort(), await freePort()];
    haproxy = await startHaproxy(
      'rolling-restart-haproxy',
      haproxyConfig(proxyPort, controlPort, instances),
      proxyPort,
    );
    const proxy = haproxy;
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    await waitUntil('every server UP in HAProxy', async () =>
      [...(await serverStates(proxy)).values()].every((state) => state === 'UP'),
    );
    console.log(
      `${instances.length} servers (${instances.map((i) => i.port).join(', ')}) behind HAProxy on ${proxyPort}`,
    );

    const trust = await checkTrustProxy(proxyUrl, `http://127.0.0.1:${controlPort}`, instances[0]?.url ?? '');
    const applicants = await signUpApplicants(proxyUrl, settings.applicants, 'rolling-restart');
    load = startSaveLoad(proxyUrl, applicants, { pauseMs: settings.savePauseMs });
    // The first half of the warm-up fills pools and caches; the second half is the "before" figure.
    await sleep(settings.warmUpMs / 2);
    load.window();
    await sleep(settings.warmUpMs / 2);
    const before = load.window();

    const restarts: Restart[] = [];
    for (let round = 1; round <= settings.rounds; round += 1) {
      for (const instance of instances) {
        const restart = await restartOne(proxy, instance, env, round);
        restarts.push(restart);
        console.log(
          `round ${round} ${restart.name}: exit ${restart.exitCode}, shut down in ${restart.shutdownMs} ms, ` +
            `${restart.outOfRotationMs === null ? 'still in rotation at its exit (late)' : `out of rotation after ${restart.outOfRotationMs} ms`}, ` +
            `back after ${restart.backInRotationMs} ms`,
        );
        await sleep(settings.settleMs);
      }
    }
    const during = load.window();
    await sleep(settings.coolDownMs);
    const { tracks } = load;
    const whole = await load.stop();
    load = undefined;
    const loss = await checkNothingLost(proxyUrl, tracks);

    const badExits = restarts.filter((restart) => restart.exitCode !== 0);
    const lateDrains = restarts.filter((restart) => restart.outOfRotationMs === null);
    console.log('\n== rolling restart ==');
    console.log(`servers: ${settings.instances}, applicants: ${settings.applicants}, rounds: ${settings.rounds}`);
    console.log(`drain: ${settings.drainMs} ms, HAProxy checks every ${settings.checkIntervalMs} ms, fall 2, rise 2`);
    console.log(`requests: ${whole.requests}`);
    console.log(`failures: ${whole.failed}${whole.failed > 0 ? ` ${JSON.stringify(whole.failures)}` : ''}`);
    for (const failure of whole.firstFailures) console.log(`  ${failure}`);
    console.log(`acknowledged saves: ${whole.acknowledged}`);
    console.log(`lost: ${loss.lost} of ${loss.applicants} applicants`);
    for (const detail of loss.details.slice(0, 10)) console.log(`  ${detail}`);
    console.log(`before the restarts: ${line(before)}`);
    console.log(`during the restarts: ${line(during)}`);
    console.log('restarts (exit code, SIGTERM to exit, to HAProxy DOWN, to HAProxy UP again):');
    for (const restart of restarts)
      console.log(
        `  round ${restart.round} ${restart.name}: exit ${restart.exitCode}, ${restart.shutdownMs} ms, ` +
          `${restart.outOfRotationMs ?? '-'} ms, ${restart.backInRotationMs} ms`,
      );
    console.log(
      `TRUST_PROXY=${haproxySource} (HAProxy's address): forged X-Forwarded-For through HAProxy -> country ` +
        `${trust.forgedThroughProxy ?? 'unknown (the real client, 127.0.0.1)'}; forged straight to a server -> ` +
        `${trust.forgedDirect ?? 'unknown'}; set by HAProxy itself -> ${trust.fromProxyItself ?? 'unknown'} ` +
        `(${trust.holds ? 'believed from HAProxy only' : 'WRONG'})`,
    );
    const broken = whole.failed > 0 || loss.lost > 0 || badExits.length > 0 || lateDrains.length > 0 || !trust.holds;
    console.log(broken ? 'RESULT: the promise is broken' : 'RESULT: zero failed requests, nothing lost');
    return broken ? 1 : 0;
  } finally {
    if (load) await load.stop();
    await stopEverything();
    await database.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('the drill could not run:', error);
    process.exit(1);
  },
);
