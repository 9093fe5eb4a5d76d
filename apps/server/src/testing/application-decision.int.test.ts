import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DECISION_POLICY_VERSION } from '@waypoint/domain/decisions/decision-policy';
import { creditInquiries } from '../modules/credit-report/credit-report-tables.js';
import { primeFile, scriptedBureau, testBureau } from '../modules/credit-report/credit-report-test-kit.js';
import { hardPullJobHandler, hardPullQueue } from '../modules/credit-report/hard-pull-service.js';
import { decisionJobHandler, decisionQueue } from '../modules/decisions/decision-job.js';
import { redecide, storedAnswerOf } from '../modules/decisions/decision-policies.js';
import { replayStoredDecisions } from '../modules/decisions/decision-replay.js';
import { applicationDecisions } from '../modules/decisions/decisions-tables.js';
import { auditEvents } from '../platform/audit/audit-tables.js';
import { makeJobDue } from '../platform/jobs/jobs-test-kit.js';
import { submittedApplication } from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function appWith(bureau?: ReturnType<typeof scriptedBureau>) {
  testApp = await createTestApp({}, undefined, undefined, bureau?.provider);
  return testApp;
}

const decisionsOf = (app: TestApp, applicationId: number) =>
  app.database.db
    .select()
    .from(applicationDecisions)
    .where(eq(applicationDecisions.applicationId, applicationId))
    .orderBy(asc(applicationDecisions.sequence));

const decisionAudits = (app: TestApp, applicationId: number) =>
  app.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subjectId, String(applicationId)))
    .orderBy(asc(auditEvents.id));

async function queuedDecisionJobs(app: TestApp) {
  const { rows } = await app.database.sql.executeSql(
    `select data, state::text as state from pgboss.job where name = $1 order by created_on`,
    [decisionQueue.name],
  );
  return rows as { data: { applicationId: number; trigger: string }; state: string }[];
}

const hardInquiryOf = async (app: TestApp, applicationId: number) =>
  (await app.database.db.select().from(creditInquiries).where(eq(creditInquiries.applicationId, applicationId)))[0];

describe('the automatic decision', () => {
  it('is queued with the submit and made by a job, stored with its version and a snapshot without the SSN', async () => {
    const app = await appWith(scriptedBureau([primeFile]));
    const { applicationId } = await submittedApplication(app, 'Ortega', { runJobs: false });
    // Nothing is decided inside the request: the job is queued in the submit's transaction.
    expect(await decisionsOf(app, applicationId)).toEqual([]);
    expect(await queuedDecisionJobs(app)).toEqual([
      { data: { applicationId, trigger: 'submitted' }, state: 'created' },
    ]);

    await app.jobs.drain();

    const decisions = await decisionsOf(app, applicationId);
    expect(decisions).toHaveLength(1);
    const [decision] = decisions;
    expect(decision).toMatchObject({
      sequence: 1,
      policyVersion: DECISION_POLICY_VERSION,
      decidedBy: 'policy',
      outcome: 'approve',
      reasons: [],
      consumerReportUsed: true,
    });
    expect(decision?.creditLimit).toBeGreaterThan(0);
    expect(decision?.inputs).toMatchObject({
      track: 'usExpat',
      ageYears: expect.any(Number) as number,
      residenceStatusUS: 'H-1B',
      income: 50_000,
      creditReport: { status: 'completed', file: primeFile.file },
    });
    const snapshot = JSON.stringify(decision?.inputs);
    for (const secret of ['123-45-6789', '123456789', '1990-01-01', 'Rosa', 'Ortega']) {
      expect(snapshot).not.toContain(secret);
    }
    // The hard pull's end queued a second job; whichever ran second found the same inputs and stored nothing.
    expect((await queuedDecisionJobs(app)).map((job) => `${job.data.trigger} ${job.state}`).sort()).toEqual([
      'creditReport completed',
      'submitted completed',
    ]);
    expect(['submitted', 'creditReport']).toContain(decision?.trigger);

    const audits = await decisionAudits(app, applicationId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorType: 'system',
      actorId: 'decision-policy',
      action: 'decision.automatic',
      subjectType: 'application',
      before: null,
      after: {
        outcome: 'approve',
        reasons: [],
        policyVersion: DECISION_POLICY_VERSION,
        trigger: decision?.trigger,
        sequence: 1,
      },
    });
  });

  it('makes no guess while the credit report is pending, and decides when the report arrives', async () => {
    const app = await appWith(scriptedBureau(['outage', primeFile]));
    const { applicationId } = await submittedApplication(app, 'Ortega', { runJobs: false });
    await app.jobs.drain();
    // The bureau failed once: the pull waits for its retry, and the decision job ended without a decision.
    const inquiry = await hardInquiryOf(app, applicationId);
    expect(inquiry?.status).toBe('pending');
    expect(await decisionsOf(app, applicationId)).toEqual([]);
    expect(await queuedDecisionJobs(app)).toMatchObject([{ state: 'completed' }]);
    expect(await decisionAudits(app, applicationId)).toEqual([]);

    await makeJobDue(app.database, hardPullQueue, inquiry?.jobId ?? '');
    await app.jobs.drain();
    expect(await decisionsOf(app, applicationId)).toMatchObject([
      { sequence: 1, trigger: 'creditReport', outcome: 'approve' },
    ]);
  });

  it('refers when the bureau gave up, queued by the pull’s last try', async () => {
    const app = await appWith(scriptedBureau(['outage']));
    const { applicationId } = await submittedApplication(app, 'Ortega', { runJobs: false });
    await app.jobs.drain();
    const inquiry = await hardInquiryOf(app, applicationId);
    await hardPullJobHandler(app.creditReport)({
      id: inquiry?.jobId ?? '',
      data: { inquiryId: inquiry?.id ?? '' },
      retryCount: 8,
      finalAttempt: true,
    });
    await app.jobs.drain();
    expect(await decisionsOf(app, applicationId)).toMatchObject([
      { trigger: 'creditReport', outcome: 'refer', reasons: ['creditReportUnavailable'], consumerReportUsed: false },
    ]);
  });

  it('decides once however often its job runs: a retry, a duplicate, two at once', async () => {
    const app = await appWith(scriptedBureau([primeFile]));
    const { applicationId } = await submittedApplication(app, 'Ortega', { runJobs: false });
    await app.jobs.drain();
    const run = decisionJobHandler(app.decisions);
    const job = (retryCount: number) => ({
      id: `retry-${retryCount}`,
      data: { applicationId, trigger: 'submitted' as const },
      retryCount,
      finalAttempt: false,
    });
    // As pg-boss would after a crash between the commit and the job's completion.
    await run(job(1));
    await Promise.all([run(job(2)), run(job(3)), run({ ...job(4), data: { applicationId, trigger: 'creditReport' } })]);
    expect(await decisionsOf(app, applicationId)).toHaveLength(1);
    expect(await decisionAudits(app, applicationId)).toHaveLength(1);
  });

  it('decides again when the facts change, after the decision it replaces', async () => {
    const app = await appWith(scriptedBureau([{ outcome: 'frozen', bureau: testBureau }, primeFile]));
    const { applicant: browser, applicationId } = await submittedApplication(app, 'Ortega', { runJobs: false });
    await app.jobs.drain();
    expect(await decisionsOf(app, applicationId)).toMatchObject([
      { sequence: 1, outcome: 'refer', reasons: ['creditReportFrozen'] },
    ]);
    // The applicant lifted the freeze and asked again: the new report decides anew.
    expect((await browser.query(`mutation { retryCreditCheck { status } }`)).errors).toBeUndefined();
    await app.jobs.drain();
    const decisions = await decisionsOf(app, applicationId);
    expect(decisions).toMatchObject([
      { sequence: 1, outcome: 'refer' },
      { sequence: 2, outcome: 'approve', trigger: 'creditReport' },
    ]);
    expect((await decisionAudits(app, applicationId)).map((event) => [event.before, event.after])).toMatchObject([
      [null, { outcome: 'refer', reasons: ['creditReportFrozen'] }],
      [
        { outcome: 'refer', reasons: ['creditReportFrozen'] },
        { outcome: 'approve', sequence: 2 },
      ],
    ]);
  });

  it('decides nothing for an application canceled before its job ran', async () => {
    const app = await appWith(scriptedBureau([primeFile]));
    const { applicant: browser, applicationId } = await submittedApplication(app, 'Ortega', { runJobs: false });
    await browser.query(`mutation { applicationUpdateStatusUser(status: "canceled") { status } }`);
    await app.jobs.drain();
    expect(await decisionsOf(app, applicationId)).toEqual([]);
    const [job] = await queuedDecisionJobs(app);
    expect(job?.state).toBe('completed');
  });
});

describe('re-running stored decisions', () => {
  it('gives every stored decision, of every outcome, its stored answer under its own version', async () => {
    // The sandbox bureau's personas (docs/sandbox.md "Credit report"): a clean file, a frozen one, a low score.
    const app = await appWith();
    const outcomes = new Map<string, string>();
    for (const [lastName, outcome] of [
      ['Prime', 'approve'],
      ['Frozen', 'refer'],
      ['Subprime', 'decline'],
    ] as const) {
      const { applicationId } = await submittedApplication(app, lastName, { runJobs: false });
      await app.jobs.drain();
      const [decision] = await decisionsOf(app, applicationId);
      expect(decision?.outcome).toBe(outcome);
      outcomes.set(lastName, decision?.outcome ?? '');
      if (decision) expect(redecide(decision)).toEqual(storedAnswerOf(decision));
    }
    expect(new Set(outcomes.values())).toEqual(new Set(['approve', 'refer', 'decline']));

    expect(await replayStoredDecisions(app.database.db)).toEqual({ checked: 3, differences: [] });
  });

  it('reports a stored decision whose version is not kept, or whose snapshot was changed', async () => {
    const app = await appWith(scriptedBureau([primeFile]));
    const { applicationId } = await submittedApplication(app, 'Ortega', { runJobs: false });
    await app.jobs.drain();
    const [decision] = await decisionsOf(app, applicationId);
    if (!decision) throw new Error('no decision was stored');
    // Rows written by hand, as a bad migration or a tampered row would leave them.
    const unknownVersion = { ...decision, id: randomUUID(), sequence: 2, policyVersion: 'decision-1999-01' };
    const tampered = { ...decision, id: randomUUID(), sequence: 3, inputs: { ...decision.inputs, income: 'lots' } };
    await app.database.db.insert(applicationDecisions).values([unknownVersion, tampered as unknown as typeof decision]);

    const report = await replayStoredDecisions(app.database.db);
    expect(report.checked).toBe(3);
    const errors = new Map(report.differences.map((difference) => [difference.decisionId, difference.rerun]));
    expect(errors.size).toBe(2);
    expect(errors.get(unknownVersion.id)).toEqual({
      error: 'no decision policy of version "decision-1999-01" is kept',
    });
    expect(errors.get(tampered.id)).toEqual({ error: expect.stringContaining('income') as string });
  });
});
