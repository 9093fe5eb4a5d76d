import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import { buildSamplePdf } from '../../apps/server/src/modules/documents/document-check/samples/sample-documents.js';
import { freshDatabaseUrl } from '../../apps/server/src/testing/test-app.js';
import { sleep } from './kit/child-processes.js';
import { signUpApplicants, type DrillApplicant } from './kit/drill-applicants.js';
import { checkMailLedger, outboxRows, waitForOutboxEmpty, type MailLedger } from './kit/mail-ledger.js';
import { startMailLoad, type MailRequestOutcome } from './kit/mail-load.js';
import { startStoppableS3, type StoppableS3 } from './kit/s3-store.js';
import { startSmtpSink, type SmtpSink } from './kit/smtp-sink.js';
import { saveLoadsAcross } from './kit/split-save-load.js';
import { checkStorageLedger, type StorageLedger } from './kit/storage-ledger.js';
import { downloadOnce, startUploadLoad, uploaderOf, type UploadOutcome, type Uploader } from './kit/upload-load.js';
import { buildServer, sharedInstanceEnv, startInstance, type WaypointInstance } from './kit/waypoint-instances.js';

/**
 * `npm run drill:outages`: the object store and the SMTP server each stopped
 * for a minute under traffic, against two built servers on one PostgreSQL
 * database (scripts/with-postgres.mjs). The promises: during the storage
 * outage uploads are refused with a clear error and nothing is half-written,
 * drafts keep saving; during the mail outage every request still succeeds,
 * the mail waits in the outbox and is delivered once after recovery, none
 * lost, none twice. Exits 1 when one is broken.
 */
const outageMs = 60_000;
const baselineMs = 15_000;
const storageRecoveryMs = 30_000;
const mailTrafficAfterMs = 15_000;
// The mail job backs off 4–8 s doubling (platform/mail/outbox.ts): a message that failed all
// through the minute is tried again within about another minute; five is the bound we wait.
const mailDeliveryBoundMs = 5 * 60_000;
// An upload in flight when the store stops or restarts may go either way.
const edgeMs = 5_000;
const storageUnavailableCode = 'STORAGE_UNAVAILABLE';
const saversCount = 12;
const uploadersCount = 8;

interface Phase {
  stoppedAt: number;
  restartedAt: number;
  healthzDuringOutage: string;
  metricsDuringOutage: string[];
}

const broken: string[] = [];
const promise = (kept: boolean, what: string) => {
  if (!kept) broken.push(what);
};

async function healthzOf(instance: WaypointInstance): Promise<string> {
  try {
    const response = await fetch(`${instance.url}/healthz`, { signal: AbortSignal.timeout(3_000) });
    return `${response.status} ${await response.text()}`;
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

/** The /metrics lines an operator would look at for this outage (outside production /metrics answers loopback). */
async function metricLines(instance: WaypointInstance, patterns: RegExp[]): Promise<string[]> {
  try {
    const response = await fetch(`${instance.url}/metrics`, { signal: AbortSignal.timeout(3_000) });
    const text = await response.text();
    return text.split('\n').filter((line) => !line.startsWith('#') && patterns.some((pattern) => pattern.test(line)));
  } catch (error) {
    return [`/metrics failed: ${(error as Error).message}`];
  }
}

function countBy<T>(items: readonly T[], kindOf: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[kindOf(item)] = (counts[kindOf(item)] ?? 0) + 1;
  return counts;
}

async function storageOutage(
  instances: readonly WaypointInstance[],
  s3: StoppableS3,
  savers: readonly DrillApplicant[],
  uploaders: readonly Uploader[],
) {
  const urls = instances.map((instance) => instance.url);
  const pdf = buildSamplePdf(['proofOfIncome of Ana Silva', 'Issued for the Waypoint drills.']);
  const saves = saveLoadsAcross(instances, savers);
  const uploads = startUploadLoad(
    urls,
    uploaders,
    { bytes: pdf, name: 'income.pdf', contentType: 'application/pdf' },
    {
      fileType: 'proofOfIncome',
      pauseMs: 3_000,
      // Under the route's 40 per user in 10 minutes.
      maxPerUploader: 36,
    },
  );
  const mail = startMailLoad(urls, 'outage-s3-signup', [], { pauseMs: 2_000, maxRequests: 100 });
  await sleep(baselineMs);
  const stoppedAt = Date.now();
  await s3.stop();
  console.log(`storage: s3rver (port ${s3.port}) killed; uploads and saves go on for ${outageMs / 1000} s`);
  await sleep(outageMs / 2);
  const healthzDuringOutage = await healthzOf(instances[0] as WaypointInstance);
  // Reported, not promised: a stored file asked for while the store is down.
  const storedBefore = uploads.outcomes.find((upload) => upload.fileId !== null);
  const owner = uploaders.find((uploader) => uploader.applicant.email === storedBefore?.applicant);
  const downloadDuringOutage =
    storedBefore?.fileId && owner ? await downloadOnce(urls[0] ?? '', owner.applicant, storedBefore.fileId) : 'no file';
  const metricsDuringOutage = await metricLines(instances[0] as WaypointInstance, [
    /waypoint_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/applications\/:applicationId\/files\/:fileType"/,
  ]);
  await sleep(outageMs / 2);
  await s3.start();
  const restartedAt = Date.now();
  console.log('storage: s3rver started again on the same port and folder');
  await sleep(storageRecoveryMs);
  await Promise.all([uploads.stop(), mail.stop()]);
  const savesResult = await saves.stop();
  const phase: Phase = { stoppedAt, restartedAt, healthzDuringOutage, metricsDuringOutage };
  return { phase, saves: savesResult, uploads: uploads.outcomes, mailRequests: mail.outcomes, downloadDuringOutage };
}

async function mailOutage(
  instances: readonly WaypointInstance[],
  database: Database,
  smtp: SmtpSink,
  savers: readonly DrillApplicant[],
) {
  const urls = instances.map((instance) => instance.url);
  const settled = await waitForOutboxEmpty(database, 120_000);
  if (settled === null) throw new Error('the outbox did not empty before the mail outage');
  const saves = saveLoadsAcross(instances, savers);
  const mail = startMailLoad(urls, 'outage-smtp-signup', savers, { pauseMs: 1_000, maxRequests: 200, resetEvery: 3 });
  await sleep(baselineMs);
  const stoppedAt = Date.now();
  await smtp.stop();
  console.log(`mail: SMTP server (port ${smtp.port}) stopped; sign-ups and resets go on for ${outageMs / 1000} s`);
  await sleep(outageMs - 5_000);
  const healthzDuringOutage = await healthzOf(instances[0] as WaypointInstance);
  const metricsDuringOutage = await metricLines(instances[0] as WaypointInstance, [
    /^waypoint_mail_outbox_/,
    /^waypoint_provider_calls_total\{provider="mail"/,
    /^waypoint_job_queue_jobs\{queue="mail"/,
  ]);
  await sleep(5_000);
  const pendingAtRestart = (await outboxRows(database)).filter((row) => row.status === 'pending').length;
  await smtp.start();
  const restartedAt = Date.now();
  console.log(`mail: SMTP server started again on the same port; ${pendingAtRestart} messages pending in the outbox`);
  await sleep(mailTrafficAfterMs);
  await mail.stop();
  const savesResult = await saves.stop();
  const waitedMs = await waitForOutboxEmpty(database, mailDeliveryBoundMs);
  const rows = await outboxRows(database);
  const duringOutage = rows.filter(
    (row) => row.createdAt.getTime() >= stoppedAt && row.createdAt.getTime() < restartedAt,
  );
  const lastSentAt = Math.max(...rows.map((row) => row.sentAt?.getTime() ?? 0));
  const phase: Phase = { stoppedAt, restartedAt, healthzDuringOutage, metricsDuringOutage };
  return {
    phase,
    saves: savesResult,
    mailRequests: mail.outcomes,
    pendingAtRestart,
    producedDuringOutage: duringOutage.length,
    retriedOfThose: duringOutage.filter((row) => row.attempts > 1).length,
    waitedMs,
    recoveredInMs: lastSentAt - restartedAt,
  };
}

function requestFailures(outcomes: readonly MailRequestOutcome[]) {
  const failed = outcomes.filter((outcome) => outcome.failure !== null);
  return {
    requests: outcomes.length,
    failed: failed.length,
    kinds: countBy(failed, (outcome) => `${outcome.kind}: ${outcome.failure}`),
  };
}

function reportStorage(result: Awaited<ReturnType<typeof storageOutage>>, ledger: StorageLedger) {
  const { phase, uploads, saves } = result;
  const before = uploads.filter((upload) => upload.at < phase.stoppedAt - edgeMs);
  const during = uploads.filter((upload) => upload.at >= phase.stoppedAt && upload.at < phase.restartedAt);
  const after = uploads.filter((upload) => upload.at >= phase.restartedAt + edgeMs);
  const firstOk = uploads.find((upload) => upload.at >= phase.restartedAt && upload.status === 201);
  const failed = uploads.filter((upload) => upload.status !== 201);
  // Clear: the store's own refusal (upload-errors.ts), not a timeout, a bare 500 or the database's 503.
  const unclear = during.filter((upload) => upload.status !== 201 && upload.code !== storageUnavailableCode);
  const kinds = countBy(
    failed,
    (upload: UploadOutcome) => `${upload.status} ${upload.code}: ${upload.message ?? '(no message)'}`,
  );
  const mailRequests = requestFailures(result.mailRequests);
  console.log('\n== storage outage (S3-compatible store killed for 60 s) ==');
  console.log(
    `uploads: ${uploads.length} (${uploads.filter((upload) => upload.status === 201).length} stored), ` +
      `before ${before.length} / during ${during.length} / after ${after.length}`,
  );
  console.log(`upload failures by kind: ${JSON.stringify(kinds)}`);
  console.log(
    `upload latency during the outage: max ${Math.round(Math.max(0, ...during.map((upload) => upload.ms)))} ms`,
  );
  console.log(
    `first stored upload after the restart: ${firstOk ? `${firstOk.at - phase.restartedAt} ms after it` : 'none'}`,
  );
  console.log(
    `draft saves: ${saves.figures.requests} requests, ${saves.figures.failed} failed ${JSON.stringify(saves.figures.failures)}, ` +
      `p99 ${saves.figures.p99Ms} ms, lost acknowledged saves ${saves.lost}`,
  );
  console.log(
    `sign-ups meanwhile: ${mailRequests.requests} requests, ${mailRequests.failed} failed ${JSON.stringify(mailRequests.kinds)}`,
  );
  console.log(
    `rows ${ledger.rows}, objects ${ledger.objects}; half-written ${ledger.halfWritten.length}; ` +
      `acknowledged uploads without a row ${ledger.acknowledgedWithoutRow.length}; ` +
      `orphan objects ${ledger.orphans.length} (the sweep, an hour on, deleted ${ledger.sweptOrphans})`,
  );
  for (const line of [...ledger.halfWritten, ...ledger.orphans].slice(0, 10)) console.log(`  ${line}`);
  console.log(`a download during the outage: ${result.downloadDuringOutage}`);
  console.log(`healthz during the outage: ${phase.healthzDuringOutage}`);
  for (const line of phase.metricsDuringOutage) console.log(`  /metrics: ${line}`);

  promise(
    during.some((upload) => upload.status !== 201),
    'storage: no upload failed while the store was down (was it down?)',
  );
  promise(
    unclear.length === 0,
    `storage: ${unclear.length} uploads during the outage were not refused as ${storageUnavailableCode}`,
  );
  promise(
    before.every((upload) => upload.status === 201),
    'storage: an upload failed before the outage',
  );
  promise(
    after.length > 0 && after.every((upload) => upload.status === 201),
    'storage: uploads did not all succeed after recovery',
  );
  promise(
    saves.figures.failed === 0 && saves.lost === 0,
    'storage: draft saves failed or were lost during the storage outage',
  );
  promise(mailRequests.failed === 0, 'storage: sign-ups failed during the storage outage');
  promise(ledger.halfWritten.length === 0, 'storage: a recorded file lacks its whole object');
  promise(ledger.acknowledgedWithoutRow.length === 0, 'storage: an acknowledged upload has no row');
  promise(ledger.sweptOrphans === ledger.orphans.length, 'storage: orphan objects the sweep did not take');
}

function reportMail(result: Awaited<ReturnType<typeof mailOutage>>, ledger: MailLedger) {
  const { phase, saves } = result;
  const mailRequests = requestFailures(result.mailRequests);
  console.log('\n== mail outage (SMTP server stopped for 60 s) ==');
  console.log(
    `mail-producing requests: ${mailRequests.requests} (${JSON.stringify(countBy(result.mailRequests, (outcome) => outcome.kind))}), ` +
      `${mailRequests.failed} failed ${JSON.stringify(mailRequests.kinds)}`,
  );
  console.log(
    `draft saves: ${saves.figures.requests} requests, ${saves.figures.failed} failed ${JSON.stringify(saves.figures.failures)}, ` +
      `p99 ${saves.figures.p99Ms} ms, lost acknowledged saves ${saves.lost}`,
  );
  console.log(
    `mail produced during the outage: ${result.producedDuringOutage}, retried after a failed try: ${result.retriedOfThose}; ` +
      `pending in the outbox at the restart: ${result.pendingAtRestart}`,
  );
  console.log(
    `outbox (whole drill): ${ledger.produced} messages, ${ledger.sent} sent, ${ledger.pending} pending, ${ledger.failed} failed, ${ledger.retried} needed retries`,
  );
  console.log(
    `SMTP server received ${ledger.delivered}; duplicates ${ledger.duplicates.length}; lost ${ledger.lost.length}; ` +
      `not from the outbox ${ledger.unexpected.length}; repeated Message-IDs ${ledger.repeatedMessageIds}`,
  );
  for (const line of [...ledger.duplicates, ...ledger.lost, ...ledger.unexpected].slice(0, 10))
    console.log(`  ${line}`);
  console.log(
    `outbox empty ${result.waitedMs === null ? `NOT within ${mailDeliveryBoundMs / 1000} s` : `${Math.round(result.waitedMs / 1000)} s after the traffic stopped`}; ` +
      `last mail sent ${Math.round(result.recoveredInMs / 1000)} s after the SMTP server came back`,
  );
  console.log(`healthz during the outage: ${phase.healthzDuringOutage}`);
  for (const line of phase.metricsDuringOutage) console.log(`  /metrics: ${line}`);

  promise(
    result.producedDuringOutage > 0 && result.pendingAtRestart > 0,
    'mail: no mail waited in the outbox (was the server down?)',
  );
  promise(mailRequests.failed === 0, 'mail: mail-producing requests failed while the SMTP server was down');
  promise(
    saves.figures.failed === 0 && saves.lost === 0,
    'mail: draft saves failed or were lost during the mail outage',
  );
  promise(ledger.duplicates.length === 0 && ledger.repeatedMessageIds === 0, 'mail: a message was delivered twice');
  promise(ledger.lost.length === 0 && ledger.pending === 0 && ledger.failed === 0, 'mail: a message was not delivered');
  promise(ledger.unexpected.length === 0, 'mail: the SMTP server received mail the outbox did not hold');
}

async function main(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('run under scripts/with-postgres.mjs (npm run drill:outages)');
  const started = Date.now();
  buildServer();
  const fresh = await freshDatabaseUrl(adminUrl);
  const cleanups: (() => Promise<unknown>)[] = [fresh.drop];
  try {
    const s3 = await startStoppableS3();
    cleanups.push(() => s3.stop());
    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.stop());
    const env = sharedInstanceEnv(fresh.url, { ...s3.env, SMTP_URL: smtp.url, JOB_POLL_INTERVAL_MS: '500' });
    const instances: WaypointInstance[] = [];
    for (const name of ['waypoint-a', 'waypoint-b']) {
      const instance = await startInstance(name, env);
      instances.push(instance);
      cleanups.push(() => instance.process.stop('SIGTERM', 40_000));
    }
    const [first, second] = instances as [WaypointInstance, WaypointInstance];
    const database = await openDatabase({ databaseUrl: fresh.url, pgliteDir: undefined });
    cleanups.push(() => database.close());
    const savers = await signUpApplicants(first.url, saversCount, 'outage-saver');
    const uploaders = await Promise.all(
      (await signUpApplicants(second.url, uploadersCount, 'outage-uploader')).map((applicant) =>
        uploaderOf(second.url, applicant),
      ),
    );
    console.log(
      `two servers (${first.url}, ${second.url}), s3rver :${s3.port}, SMTP :${smtp.port}; ` +
        `${saversCount} applicants saving drafts, ${uploadersCount} uploading`,
    );

    const storage = await storageOutage(instances, s3, savers, uploaders);
    const storageLedger = await checkStorageLedger(
      database,
      s3.storage,
      storage.uploads.flatMap((upload) => (upload.fileId === null ? [] : [upload.fileId])),
    );
    const mail = await mailOutage(instances, database, smtp, savers);
    const mailLedger = await checkMailLedger(database, smtp);

    reportStorage(storage, storageLedger);
    reportMail(mail, mailLedger);
    console.log(`\ndrill took ${Math.round((Date.now() - started) / 1000)} s`);
    if (broken.length > 0) {
      console.log(`BROKEN PROMISES:\n${broken.map((line) => `- ${line}`).join('\n')}`);
      for (const instance of instances) console.log(`--- ${instance.name} last lines ---\n${instance.process.tail()}`);
      process.exitCode = 1;
    } else {
      console.log('all promises kept: uploads refused clearly and nothing half-written; mail kept and sent once');
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
  }
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
// The S3 client's and the database pool's idle sockets would keep the process a while longer.
process.exit(process.exitCode ?? 0);
