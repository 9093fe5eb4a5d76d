import { rmSync } from 'node:fs';
import { compareCommitModes, outageFigures, round, type TimedOutcome } from './database-failover-figures.js';
import { answers200, freePort, sleep, waitUntil } from './kit/child-processes.js';
import { signUpApplicants } from './kit/drill-applicants.js';
import { startHaproxy, type Haproxy } from './kit/haproxy.js';
import {
  createPrimary,
  createStandby,
  replicationState,
  setSynchronousStandbys,
  stallWalSender,
  type PostgresServer,
  type StalledWalSender,
} from './kit/postgres-servers.js';
import {
  checkNothingLost,
  startSaveLoad,
  type LossCheck,
  type SaveLoad,
  type SaveLoadFigures,
  type SaveOutcome,
} from './kit/save-load.js';
import { buildServer, sharedInstanceEnv, startInstance, type WaypointInstance } from './kit/waypoint-instances.js';

/**
 * `npm run drill:failover` (docs/decisions/060-database-failover.md): a
 * PostgreSQL primary with a streaming standby, HAProxy in front of the
 * primary, two built server instances and 16 applicants saving through them.
 * The primary crashes under load; after a detection delay the drill, acting as
 * the failover manager, promotes the standby and points HAProxy at it. It
 * measures the write outage and reads every draft back: with synchronous
 * replication no acknowledged save may be lost. `--async` runs the same
 * failover on asynchronous replication, to show what it would cost.
 *
 * Exits 1 when an acknowledged save is lost (synchronous mode), when a save
 * fails outside the outage, or when an instance does not write again on the
 * promoted standby on its own.
 */
const asynchronous = process.argv.includes('--async');
/**
 * How far behind the standby is when the primary crashes (its WAL sender
 * stalled for this long): the moment replication's promise is tested.
 * `--standby-lag-ms=0` crashes with the standby caught up.
 */
const standbyLagMs = Number(process.argv.find((arg) => arg.startsWith('--standby-lag-ms='))?.split('=')[1] ?? 500);
const standbyName = 'waypoint_standby';
const applicantCount = 16;
const pauseMs = 20;
const comparisonRoundMs = 5_000;
const steadyMs = 3_000;
/** A failover manager's detection delay: health checks that fail for about a second. */
const detectionDelayMs = 1_000;
const afterFailoverMs = 12_000;
/** After HAProxy points at the promoted standby, each instance must be writing again within this. */
const recoveryAllowanceMs = 5_000;

const haproxyConfig = (listenPort: number, primary: PostgresServer, standby: PostgresServer) => `
defaults
  mode tcp
  timeout connect 2s
  # A refused connection is retried once, on another usable server when there is one, not
  # three times a second apart on the dead one: after the switch a new connection lands on
  # the promoted standby at once.
  retries 1
  option redispatch 1
  # A pooled connection may sit idle for minutes; HAProxy must not cut it.
  timeout client 30m
  timeout server 30m

listen postgres
  bind 127.0.0.1:${listenPort}
  # Health checks mark a dead server down and end its sessions; they never choose
  # a new primary: the standby stays in maintenance until it has been promoted.
  default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions
  server primary 127.0.0.1:${primary.port} check
  server standby 127.0.0.1:${standby.port} check disabled
`;

/**
 * The failover manager's steps, as an operator or Patroni would take them:
 * wait out the detection delay, promote the standby, let it commit alone
 * (no standby is left to wait for), then point HAProxy at it and fence the
 * old primary off.
 */
async function failOver(
  standby: PostgresServer,
  haproxy: Haproxy,
  crashedAt: number,
  log: (line: string) => void,
): Promise<number> {
  await sleep(Math.max(0, crashedAt + detectionDelayMs - performance.now()));
  log('promoting the standby (pg_ctl promote)');
  await standby.promote();
  // A configuration copied from the primary may name a synchronous standby; alone, the
  // promoted server would then hold every commit waiting for a standby that does not exist.
  await setSynchronousStandbys(standby, []);
  log('promoted; pointing HAProxy at it');
  await haproxy.command('set server postgres/primary state maint');
  await haproxy.command('shutdown sessions server postgres/primary');
  await haproxy.command('set server postgres/standby state ready');
  return performance.now();
}

/**
 * Applicants saving through one instance. Witnesses stop at the crash, so their
 * drafts must still hold what was acknowledged before it (later saves would
 * overwrite a loss); the others save through the outage and after it.
 */
interface LoadGroup {
  label: string;
  instance: WaypointInstance;
  role: 'witnesses' | 'through';
  load: SaveLoad;
}

function printFigures(name: string, figures: SaveLoadFigures, loss: LossCheck): void {
  console.log(
    `  ${name}: ${figures.requests} saves, ${figures.acknowledged} acknowledged, ${figures.failed} failed ` +
      `${JSON.stringify(figures.failures)}; p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms; ` +
      `lost ${loss.lost} of ${loss.applicants} applicants`,
  );
  for (const detail of loss.details) console.log(`    LOST ${detail}`);
}

/** Everything the drill started, ended by its finally, a signal or the deadline, whichever comes first. */
const started = {
  servers: [] as PostgresServer[],
  instances: [] as WaypointInstance[],
  haproxy: undefined as Haproxy | undefined,
  loads: [] as SaveLoad[],
  folders: [] as string[],
  walSenders: [] as StalledWalSender[],
};
let cleaning: Promise<void> | undefined;

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const walSender of started.walSenders) walSender.resume();
    await Promise.all(started.loads.map((load) => load.stop()));
    for (const instance of started.instances) await instance.process.stop('SIGTERM', 20_000);
    await started.haproxy?.process.stop();
    // PostgreSQL runs detached from this process (pg_ctl): it must be stopped by its data folder.
    for (const server of [...started.servers].reverse()) await server.remove();
    for (const folder of started.folders) rmSync(folder, { recursive: true, force: true });
  })();
  return cleaning;
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  const log = (line: string) => console.log(`[${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${line}`);
  const { servers, instances, loads } = started;
  try {
    log(`database failover drill, ${asynchronous ? 'ASYNCHRONOUS' : 'synchronous'} replication`);
    buildServer();
    const primary = await createPrimary('pg-primary');
    servers.push(primary);
    const standby = await createStandby(primary, 'pg-standby', standbyName);
    servers.push(standby);
    if (!asynchronous) {
      await setSynchronousStandbys(primary, [standbyName]);
      await waitUntil('the standby to be synchronous', async () => {
        return (await replicationState(primary, standbyName))?.syncState === 'sync';
      });
    }
    log(`primary on 127.0.0.1:${primary.port}, standby on 127.0.0.1:${standby.port} streaming`);
    const proxyPort = await freePort();
    const haproxy = await startHaproxy('haproxy-postgres', haproxyConfig(proxyPort, primary, standby), proxyPort);
    started.haproxy = haproxy;
    const env = sharedInstanceEnv(`postgres://postgres@127.0.0.1:${proxyPort}/postgres`);
    if (env.DATA_DIR) started.folders.push(env.DATA_DIR);
    // One at a time: the first applies the migrations, the second finds them applied.
    for (const name of ['app-a', 'app-b']) instances.push(await startInstance(name, env));
    log(`HAProxy on 127.0.0.1:${proxyPort}; instances ${instances.map((i) => i.url).join(', ')}`);

    const [first, second] = instances as [WaypointInstance, WaypointInstance];
    const applicants = await signUpApplicants(first.url, applicantCount, 'failover');
    const outcomes: TimedOutcome[] = [];
    const quarter = applicantCount / 4;
    const groups: LoadGroup[] = [first, second].flatMap((instance, index) =>
      (['witnesses', 'through'] as const).map((role, roleIndex) => {
        const from = (index * 2 + roleIndex) * quarter;
        const onOutcome = (outcome: SaveOutcome) => outcomes.push({ ...outcome, instance: instance.name });
        const load = startSaveLoad(instance.url, applicants.slice(from, from + quarter), { pauseMs, onOutcome });
        loads.push(load);
        return { label: `${instance.name} ${role}`, instance, role, load };
      }),
    );
    log(`${applicantCount} applicants saving, half through each instance; a quarter each are witnesses`);

    // A warm-up first: the first seconds of a fresh process are slower and would count against one mode.
    await sleep(steadyMs);
    const comparison = asynchronous ? null : await compareCommitModes(primary, standbyName, loads, comparisonRoundMs);
    if (comparison) log(`commit modes: ${comparison}`);
    await sleep(steadyMs);
    if (!asynchronous) {
      await waitUntil('the standby to be synchronous again', async () => {
        return (await replicationState(primary, standbyName))?.syncState === 'sync';
      });
    }
    if (standbyLagMs > 0) {
      const walSender = await stallWalSender(primary, standbyName);
      started.walSenders.push(walSender);
      log(`WAL sender stalled: the standby falls behind for ${standbyLagMs} ms`);
      await sleep(standbyLagMs);
    }
    const state = await replicationState(primary, standbyName);
    log(`before the crash: standby ${state?.syncState ?? 'absent'}, flush lag ${state?.flushLagBytes ?? '?'} bytes`);

    const issuedAt = performance.now();
    // The witnesses send nothing from the crash on: their drafts must hold what was acknowledged before it.
    const witnessesStopped = Promise.all(groups.filter((g) => g.role === 'witnesses').map((g) => g.load.stop()));
    // The primary is told to quit first, then its stalled sender dies with the WAL it held back;
    // told the other way round, the postmaster would restart after its child's death and stream it.
    const crashed = primary.crash();
    for (const walSender of started.walSenders) walSender.kill();
    await crashed;
    const goneAt = performance.now();
    log(`primary crashed (immediate stop, gone after ${round(goneAt - issuedAt)} ms)`);
    const times = { issuedAt, goneAt, switchedAt: await failOver(standby, haproxy, issuedAt, log) };
    log(`HAProxy points at the promoted standby, ${round(times.switchedAt - issuedAt)} ms after the crash`);
    for (let tick = 0; tick < afterFailoverMs / 1000; tick += 1) {
      await sleep(1_000);
      const windows = groups.filter((group) => group.role === 'through').map((group) => group.load.window());
      log(`after the failover: ${windows.map((w) => `${w.requests - w.failed} ok/${w.failed} failed`).join(', ')}`);
    }
    await witnessesStopped;
    const results: [LoadGroup, SaveLoadFigures, LossCheck][] = [];
    for (const group of groups) {
      const figures = await group.load.stop();
      results.push([group, figures, await checkNothingLost(group.instance.url, group.load.tracks)]);
    }
    const healthy = await Promise.all(instances.map((instance) => answers200(`${instance.url}/healthz`)));

    const names = instances.map((instance) => instance.name);
    const outage = outageFigures(outcomes, times, names, recoveryAllowanceMs);
    const lost = results.reduce((sum, [, , loss]) => sum + loss.lost, 0);
    const notRecovered = Object.entries(outage.firstAckAfterSwitchByInstance).filter(
      ([, ms]) => ms === null || ms > recoveryAllowanceMs,
    );
    const show = (ms: number | null) => (ms === null ? 'none' : `${round(ms)} ms`);
    console.log('\nSummary');
    const mode = asynchronous ? 'asynchronous' : 'synchronous (FIRST 1, synchronous_commit on)';
    console.log(`  replication: ${mode}; standby ${standbyLagMs} ms behind at the crash`);
    if (comparison) console.log(`  commit modes: ${comparison}`);
    for (const [group, figures, loss] of results) printFigures(group.label, figures, loss);
    console.log('  saves answered around the crash (per 250 ms, from the crash):');
    for (const line of outage.timeline) console.log(`    ${line}`);
    console.log(`  last save acknowledged before the crash: ${show(outage.lastAckBeforeCrashMs)} (relative)`);
    console.log(
      `  primary gone ${round(goneAt - issuedAt)} ms, HAProxy switched ${round(times.switchedAt - issuedAt)} ms after the crash`,
    );
    console.log(
      `  WRITE OUTAGE (crash to the first save sent after it and acknowledged): ${show(outage.writeOutageMs)}`,
    );
    for (const [name, ms] of Object.entries(outage.firstAckAfterSwitchByInstance)) {
      console.log(`  ${name}: first save acknowledged ${show(ms)} after the switch`);
    }
    console.log(`  failures during the outage: ${outage.failuresDuringOutage}`);
    console.log(`  failures outside the outage: ${outage.failuresOutsideOutage.length}`);
    for (const line of outage.failuresOutsideOutage.slice(0, 10)) console.log(`    ${line}`);
    console.log(`  /healthz after the drill: ${healthy.map((ok) => (ok ? '200' : 'not 200')).join(', ')}`);
    console.log(`  LOST ACKNOWLEDGED SAVES: ${lost}${asynchronous ? ' (asynchronous: allowed, see the record)' : ''}`);

    const broken: string[] = [];
    if (!asynchronous && lost > 0) broken.push(`${lost} acknowledged saves lost`);
    if (outage.failuresOutsideOutage.length > 0) broken.push('saves failed outside the outage');
    if (notRecovered.length > 0) broken.push(`not writing again: ${notRecovered.map(([name]) => name).join(', ')}`);
    if (healthy.some((ok) => !ok)) broken.push('an instance is not healthy after the drill');
    console.log(broken.length === 0 ? '\nPASS' : `\nFAIL: ${broken.join('; ')}`);
    return broken.length === 0 ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

const stopEarly = (why: string, code: number) => {
  console.error(`FAIL: ${why}; stopping what the drill started`);
  void cleanUp().finally(() => process.exit(code));
};
setTimeout(() => stopEarly('the drill ran past 10 minutes', 1), 600_000).unref();
process.once('SIGINT', () => stopEarly('interrupted', 130));
process.once('SIGTERM', () => stopEarly('terminated', 143));

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`FAIL: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
