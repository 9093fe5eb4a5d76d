import pg from 'pg';
import { sleep } from './kit/child-processes.js';
import { setSynchronousStandbys, type PostgresServer } from './kit/postgres-servers.js';
import type { SaveLoad, SaveOutcome } from './kit/save-load.js';

/**
 * The figures of `npm run drill:failover` (scripts/drills/database-failover.ts,
 * docs/decisions/060-database-failover.md): what synchronous replication
 * costs, and how long writes stopped when the primary crashed.
 */
export interface TimedOutcome extends SaveOutcome {
  instance: string;
}

export interface CrashTimes {
  /** When the drill began the crash (`pg_ctl -m immediate stop` started). */
  issuedAt: number;
  /** When the primary's processes were all gone: a save sent after this cannot have reached it. */
  goneAt: number;
  /** When HAProxy pointed at the promoted standby. */
  switchedAt: number;
}

export const round = (ms: number) => Math.round(ms);

interface ModeFigures {
  savesPerSecond: number;
  saveP50Ms: number;
  commitMs: number;
}

/** Saves acknowledged per second over both loads, and their median latency, for `ms`. */
async function measureSaves(loads: readonly SaveLoad[], ms: number): Promise<{ perSecond: number; p50Ms: number }> {
  for (const load of loads) load.window();
  await sleep(ms);
  const windows = loads.map((load) => load.window());
  const acknowledged = windows.reduce((sum, figures) => sum + figures.requests - figures.failed, 0);
  const p50Ms = windows.reduce((sum, figures) => sum + figures.p50Ms, 0) / windows.length;
  return { perSecond: (acknowledged * 1000) / ms, p50Ms };
}

/** The median time of one single-row commit on the primary itself, on one connection: the cost apart from the app. */
async function measureCommit(primary: PostgresServer, commits: number): Promise<number> {
  const client = new pg.Client({ connectionString: primary.url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const took: number[] = [];
    for (let index = 0; index < commits; index += 1) {
      const started = performance.now();
      await client.query('INSERT INTO drill_commit_probe (at) VALUES (now())');
      took.push(performance.now() - started);
    }
    return took.sort((a, b) => a - b)[Math.floor(commits / 2)] ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Synchronous against asynchronous commits on the same servers under the same
 * load, in the order async, sync, sync, async so that a drift over time (a
 * warming process, a growing table) and the noise of a shared machine fall on
 * both alike. Leaves the primary synchronous on `standbyName`.
 */
export async function compareCommitModes(
  primary: PostgresServer,
  standbyName: string,
  loads: readonly SaveLoad[],
  roundMs: number,
): Promise<string> {
  await primary.query('CREATE TABLE IF NOT EXISTS drill_commit_probe (at timestamptz NOT NULL)');
  const probeCommits = 100;
  const totals: Record<'sync' | 'async', ModeFigures> = {
    sync: { savesPerSecond: 0, saveP50Ms: 0, commitMs: 0 },
    async: { savesPerSecond: 0, saveP50Ms: 0, commitMs: 0 },
  };
  const order = ['async', 'sync', 'sync', 'async'] as const;
  const passes = order.length / 2;
  for (const mode of order) {
    await setSynchronousStandbys(primary, mode === 'sync' ? [standbyName] : []);
    await sleep(200);
    const saves = await measureSaves(loads, roundMs);
    const commitMs = await measureCommit(primary, probeCommits);
    totals[mode].savesPerSecond += saves.perSecond / passes;
    totals[mode].saveP50Ms += saves.p50Ms / passes;
    totals[mode].commitMs += commitMs / passes;
  }
  await setSynchronousStandbys(primary, [standbyName]);
  const commit = (mode: 'sync' | 'async') => totals[mode].commitMs.toFixed(2);
  const ratio = totals.sync.savesPerSecond / Math.max(totals.async.savesPerSecond, 1);
  return [
    `synchronous ${totals.sync.savesPerSecond.toFixed(1)} saves/s (p50 ${round(totals.sync.saveP50Ms)} ms, ` +
      `one commit ${commit('sync')} ms)`,
    `asynchronous ${totals.async.savesPerSecond.toFixed(1)} saves/s (p50 ${round(totals.async.saveP50Ms)} ms, ` +
      `one commit ${commit('async')} ms)`,
    `sync/async save throughput ${ratio.toFixed(2)}`,
  ].join('; ');
}

export interface OutageFigures {
  /** Relative to `issuedAt`: negative before the crash. */
  lastAckBeforeCrashMs: number | null;
  /** The write outage: from the crash to the first save sent after it that a server acknowledged. */
  writeOutageMs: number | null;
  firstAckAfterSwitchByInstance: Record<string, number | null>;
  failuresDuringOutage: number;
  failuresOutsideOutage: string[];
  /** Saves answered per 250 ms around the crash: `ok/failed`, for the record. */
  timeline: string[];
}

/** The outage as the applicants saw it; a failure counts as the outage's until `recoveryAllowanceMs` after the switch. */
export function outageFigures(
  outcomes: readonly TimedOutcome[],
  times: CrashTimes,
  instances: readonly string[],
  recoveryAllowanceMs: number,
): OutageFigures {
  const acknowledged = outcomes.filter((outcome) => outcome.acknowledged);
  const before = acknowledged.filter((outcome) => outcome.answeredAt < times.goneAt).map((o) => o.answeredAt);
  const after = acknowledged.filter((outcome) => outcome.sentAt >= times.goneAt).map((o) => o.answeredAt);
  const firstAckAfterSwitchByInstance: Record<string, number | null> = {};
  for (const instance of instances) {
    const first = acknowledged
      .filter((outcome) => outcome.instance === instance && outcome.sentAt >= times.switchedAt)
      .map((outcome) => outcome.answeredAt);
    firstAckAfterSwitchByInstance[instance] = first.length > 0 ? Math.min(...first) - times.switchedAt : null;
  }
  const outageEnd = times.switchedAt + recoveryAllowanceMs;
  const failures = outcomes.filter((outcome) => !outcome.acknowledged);
  const inOutage = (outcome: TimedOutcome) => outcome.answeredAt >= times.issuedAt && outcome.sentAt <= outageEnd;
  const outside = failures
    .filter((outcome) => !inOutage(outcome))
    .map((o) => `${o.instance} ${o.kind ?? '?'} answered ${round(o.answeredAt - times.issuedAt)} ms after the crash`);
  return {
    lastAckBeforeCrashMs: before.length > 0 ? Math.max(...before) - times.issuedAt : null,
    writeOutageMs: after.length > 0 ? Math.min(...after) - times.issuedAt : null,
    firstAckAfterSwitchByInstance,
    failuresDuringOutage: failures.filter(inOutage).length,
    failuresOutsideOutage: outside,
    timeline: timeline(outcomes, times.issuedAt),
  };
}

/** Saves answered in each 250 ms from half a second before the crash to four seconds after. */
function timeline(outcomes: readonly TimedOutcome[], issuedAt: number): string[] {
  const bucketMs = 250;
  const lines: string[] = [];
  for (let from = -500; from < 4_000; from += bucketMs) {
    const inBucket = outcomes.filter(
      (o) => o.answeredAt - issuedAt >= from && o.answeredAt - issuedAt < from + bucketMs,
    );
    const ok = inBucket.filter((o) => o.acknowledged).length;
    lines.push(`${String(from).padStart(5)} ms: ${ok} ok, ${inBucket.length - ok} failed`);
  }
  return lines;
}
