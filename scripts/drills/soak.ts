import { goodPassword, registerMutation, registerVariables } from '../../apps/server/src/testing/test-accounts.js';
import { freshDatabaseUrl } from '../../apps/server/src/testing/test-app.js';
import { answers200, sleep } from './kit/child-processes.js';
import { openDatabaseGauges, type DatabaseGaugeReader, type DatabaseGauges } from './kit/database-gauges.js';
import { graphql, signUpApplicants, type DrillApplicant } from './kit/drill-applicants.js';
import { startPacedRequests, type PacedRequests } from './kit/paced-requests.js';
import { cpuSeconds, megabytes, residentMemoryBytes } from './kit/process-samples.js';
import { checkNothingLost, startSaveLoad, type SaveLoad } from './kit/save-load.js';
import { compareWindows, printComparison, type MinuteRecord } from './kit/soak-comparison.js';
import { buildServer, sharedInstanceEnv, startInstance, type WaypointInstance } from './kit/waypoint-instances.js';

/**
 * `npm run drill:soak`: one built server with its job runner on, on a fresh
 * PostgreSQL database, under a steady moderate load for SOAK_MINUTES (30 by
 * default; `-- --minutes 3` for a smoke): draft saves from 20 applicants,
 * a sign-up every few seconds (each queues a verification mail, sent by the
 * `mail` job), and reads (a draft, /healthz). Once a minute it prints the
 * server's RSS, the load's figures, the job queue's depth, the outbox and the
 * database size; at the end the first and last five minutes side by side.
 * Exits 1 on a failed request, a lost acknowledged save, a job queue or an
 * outbox that grows or does not drain, a job failed for good, or RSS that grew
 * past its tolerance (kit/soak-comparison.ts). p99 is compared and reported but does not
 * fail the run: the drill machines share their cores.
 */
function numberSetting(flag: string, variable: string, fallback: number): number {
  const at = process.argv.indexOf(`--${flag}`);
  const raw = at >= 0 ? process.argv[at + 1] : process.env[variable];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${flag} / ${variable} must be a positive number`);
  return value;
}

const settings = {
  minutes: Math.round(numberSetting('minutes', 'SOAK_MINUTES', 30)),
  // The first minute after start (JIT, caches, pools filling) is load but not measured.
  warmupSeconds: numberSetting('warmup-seconds', 'SOAK_WARMUP_SECONDS', 60),
  saveApplicants: 20,
  savePauseMs: 1_000,
  readers: 4,
  signUpEveryMs: 5_000,
  readEveryMs: 500,
  sampleEveryMs: 5_000,
  drainTimeoutMs: 60_000,
};

interface Load {
  saves: SaveLoad;
  signUps: PacedRequests;
  reads: PacedRequests;
  signedUp: () => number;
}

function startLoad(baseUrl: string, saveApplicants: DrillApplicant[], readers: DrillApplicant[]): Load {
  const saves = startSaveLoad(baseUrl, saveApplicants, { pauseMs: settings.savePauseMs });
  const stamp = Date.now();
  let signedUp = 0;
  const signUps = startPacedRequests(
    async (index) => {
      const applicant: DrillApplicant = { email: `soak-new-${stamp}-${index}@example.com`, cookies: new Map() };
      const answer = await graphql(
        baseUrl,
        applicant,
        registerMutation,
        registerVariables({ email: applicant.email, password: goodPassword }),
      );
      if (answer.status !== 200 || answer.errors)
        return answer.errors?.[0]?.extensions?.code ?? `HTTP ${answer.status}`;
      signedUp += 1;
      return null;
    },
    { everyMs: settings.signUpEveryMs },
  );
  const reads = startPacedRequests(
    async (index) => {
      // Every other read is the probe an orchestrator sends; the rest read a draft back.
      if (index % 2 === 0) return (await answers200(`${baseUrl}/healthz`)) ? null : 'healthz not 200';
      const reader = readers[Math.floor(index / 2) % readers.length] as DrillApplicant;
      const answer = await graphql<{ getApplicationCache: { income: number | null } | null }>(
        baseUrl,
        reader,
        'query { getApplicationCache { income } }',
      );
      if (answer.status !== 200 || answer.errors)
        return answer.errors?.[0]?.extensions?.code ?? `HTTP ${answer.status}`;
      return null;
    },
    { everyMs: settings.readEveryMs },
  );
  return { saves, signUps, reads, signedUp: () => signedUp };
}

async function sampleServer(pid: number, gauges: DatabaseGaugeReader): Promise<{ rss: number } & DatabaseGauges> {
  return { rss: await residentMemoryBytes(pid), ...(await gauges.read()) };
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);

/** One minute of load, sampled every few seconds; the loops' windows are read at its end. */
async function measureMinute(
  minute: number,
  instance: WaypointInstance,
  gauges: DatabaseGaugeReader,
  load: Load,
): Promise<MinuteRecord> {
  const ends = Date.now() + 60_000;
  const cpuAtStart = await cpuSeconds(instance.process.pid);
  const samples: Awaited<ReturnType<typeof sampleServer>>[] = [];
  while (Date.now() < ends) {
    samples.push(await sampleServer(instance.process.pid, gauges));
    await sleep(Math.min(settings.sampleEveryMs, Math.max(0, ends - Date.now())));
  }
  const last = samples.at(-1) ?? (await sampleServer(instance.process.pid, gauges));
  const saves = load.saves.window();
  const signUps = load.signUps.window();
  const reads = load.reads.window();
  return {
    minute,
    rssMeanMb: megabytes(mean(samples.map((sample) => sample.rss))),
    rssMaxMb: megabytes(Math.max(...samples.map((sample) => sample.rss))),
    cpuPercent: Math.round(((await cpuSeconds(instance.process.pid)) - cpuAtStart) / 0.6),
    saves,
    signUps,
    reads,
    requests: saves.requests + signUps.requests + reads.requests,
    failed: saves.failed + signUps.failed + reads.failed,
    jobsDueMean: Math.round(mean(samples.map((sample) => sample.jobsDue)) * 10) / 10,
    jobsDueMax: Math.max(...samples.map((sample) => sample.jobsDue)),
    oldestDueSecondsMax: Math.max(...samples.map((sample) => sample.oldestDueSeconds)),
    jobsScheduled: last.jobsScheduled,
    jobsCompleted: last.jobsCompleted,
    jobsFailed: last.jobsFailed,
    outboxDueMax: Math.max(...samples.map((sample) => sample.outboxDue)),
    outboxSent: last.outboxSent,
    databaseMb: megabytes(last.databaseBytes),
  };
}

function printMinute(record: MinuteRecord): void {
  const { saves, signUps, reads } = record;
  console.log(
    [
      `min ${String(record.minute).padStart(2)}`,
      `rss ${record.rssMeanMb}/${record.rssMaxMb} MB`,
      `cpu ${record.cpuPercent}%`,
      `req ${record.requests} (fail ${record.failed})`,
      `save p50/p99 ${saves.p50Ms}/${saves.p99Ms} ms`,
      `read p99 ${reads.p99Ms} ms`,
      `sign-up ${signUps.requests} p99 ${signUps.p99Ms} ms`,
      `jobs due ${record.jobsDueMean}/${record.jobsDueMax} (oldest ${record.oldestDueSecondsMax}s)`,
      `scheduled ${record.jobsScheduled} done ${record.jobsCompleted} failed ${record.jobsFailed}`,
      `outbox due ${record.outboxDueMax} sent ${record.outboxSent}`,
      `db ${record.databaseMb} MB`,
    ].join(' | '),
  );
}

/** After the load stops, the due jobs and the outbox must empty: a backlog that stays is one that grew. */
async function waitForDrain(
  gauges: DatabaseGaugeReader,
): Promise<{ drained: boolean; ms: number; last: DatabaseGauges }> {
  const started = Date.now();
  let last = await gauges.read();
  while (Date.now() - started < settings.drainTimeoutMs) {
    if (last.jobsDue === 0 && last.jobsActive === 0 && last.outboxDue === 0) {
      return { drained: true, ms: Date.now() - started, last };
    }
    await sleep(500);
    last = await gauges.read();
  }
  return { drained: false, ms: Date.now() - started, last };
}

/** Other drills build the same dist/ on the same tree; a build that met one of theirs is tried again. */
async function buildServerRetrying(tries = 3): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      buildServer();
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
      console.log(`server build failed (try ${attempt} of ${tries}); trying again in 10 s`);
      await sleep(10_000);
    }
  }
}

async function main(): Promise<number> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('run through scripts/with-postgres.mjs (npm run drill:soak)');
  console.log(
    `soak: ${settings.minutes} min measured after ${settings.warmupSeconds} s warm-up; ` +
      `${settings.saveApplicants} applicants saving every ${settings.savePauseMs} ms, ` +
      `a sign-up every ${settings.signUpEveryMs} ms, a read every ${settings.readEveryMs} ms; job runner polling every 1000 ms`,
  );
  await buildServerRetrying();
  const database = await freshDatabaseUrl(adminUrl);
  let instance: WaypointInstance | undefined;
  let gauges: DatabaseGaugeReader | undefined;
  let load: Load | undefined;
  try {
    instance = await startInstance('soak', sharedInstanceEnv(database.url, { JOB_POLL_INTERVAL_MS: '1000' }));
    gauges = await openDatabaseGauges(database.url);
    console.log(`server PID ${instance.process.pid} on ${instance.url}`);
    const saveApplicants = await signUpApplicants(instance.url, settings.saveApplicants, 'soak-saver');
    const readers = await signUpApplicants(instance.url, settings.readers, 'soak-reader');
    // The job runner must really run here: the sign-ups' verification mails go out through the `mail` queue.
    const started = await waitForDrain(gauges);
    if (!started.drained || started.last.outboxSent === 0) {
      throw new Error(`the job runner sent no mail: ${JSON.stringify(started.last)}`);
    }
    console.log(
      `jobs run: ${started.last.outboxSent} sign-up mails sent by the mail job in ${started.ms} ms; ` +
        `jobs completed ${started.last.jobsCompleted}`,
    );

    load = startLoad(instance.url, saveApplicants, readers);
    await sleep(settings.warmupSeconds * 1000);
    load.saves.window();
    load.signUps.window();
    load.reads.window();
    const databaseMbAtStart = megabytes((await gauges.read()).databaseBytes);
    const records: MinuteRecord[] = [];
    for (let minute = 1; minute <= settings.minutes; minute += 1) {
      const record = await measureMinute(minute, instance, gauges, load);
      records.push(record);
      printMinute(record);
    }

    const { tracks } = load.saves;
    const saves = await load.saves.stop();
    const signUps = await load.signUps.stop();
    const reads = await load.reads.stop();
    load = undefined;
    const drain = await waitForDrain(gauges);
    const lost = await checkNothingLost(instance.url, tracks);
    const byQueue = await gauges.jobsByQueue();
    const byKind = await gauges.outboxByKind();

    console.log('\nwhole run (warm-up included):');
    console.log(
      `  saves: ${saves.requests} sent, ${saves.acknowledged} acknowledged, ${saves.failed} failed, ` +
        `p50 ${saves.p50Ms} ms, p99 ${saves.p99Ms} ms, max ${saves.maxMs} ms`,
    );
    console.log(`  sign-ups: ${signUps.requests} sent, ${signUps.failed} failed, p99 ${signUps.p99Ms} ms`);
    console.log(`  reads: ${reads.requests} sent, ${reads.failed} failed, p99 ${reads.p99Ms} ms`);
    for (const [name, figures] of Object.entries({ saves, signUps, reads })) {
      if (figures.failed > 0)
        console.log(`  ${name} failures: ${JSON.stringify(figures.failures)} ${figures.firstFailures.join('; ')}`);
    }
    console.log(`  lost acknowledged saves: ${lost.lost} of ${lost.applicants} applicants ${lost.details.join('; ')}`);
    console.log(
      `  after the load: due jobs and outbox ${drain.drained ? `drained in ${drain.ms} ms` : `NOT drained in ${drain.ms} ms`}; ` +
        `jobs failed for good ${drain.last.jobsFailed}, outbox failed ${drain.last.outboxFailed}, scheduled for later ${drain.last.jobsScheduled}`,
    );
    console.log(`  jobs by queue: ${byQueue.map((row) => `${row.queue} ${row.state} ${row.jobs}`).join(', ')}`);
    console.log(`  outbox by kind: ${byKind.map((row) => `${row.kind} ${row.status} ${row.messages}`).join(', ')}`);

    const comparison = compareWindows(records, databaseMbAtStart);
    printComparison(comparison);
    const problems = [
      ...comparison.problems,
      ...(saves.failed + signUps.failed + reads.failed > 0 ? ['failed requests'] : []),
      ...(lost.lost > 0 ? ['lost acknowledged saves'] : []),
      ...(drain.drained ? [] : ['the job queue or the outbox did not drain after the load']),
      ...(drain.last.jobsFailed > 0 || drain.last.outboxFailed > 0 ? ['jobs or mails failed for good'] : []),
    ];
    console.log(problems.length === 0 ? '\nSOAK PASSED' : `\nSOAK FAILED: ${problems.join('; ')}`);
    if (problems.length > 0) console.log(`server's last lines:\n${instance.process.tail()}`);
    return problems.length === 0 ? 0 : 1;
  } finally {
    if (load) await Promise.all([load.saves.stop(), load.signUps.stop(), load.reads.stop()]);
    await gauges?.close().catch(() => undefined);
    await instance?.process.stop('SIGTERM', 40_000);
    await database.drop().catch(() => undefined);
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
