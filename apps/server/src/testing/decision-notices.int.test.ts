import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ecoaNoticeText } from '@waypoint/domain/decisions/adverse-action-notice';
import {
  approvalActionText,
  approvalNoticeVersion,
  riskBasedPricingHeading,
} from '@waypoint/domain/decisions/approval-notice';
import { declineReasonTexts, type DeclineReason } from '@waypoint/domain/decisions/decision-reasons';
import { ecoaAgencies } from '@waypoint/domain/decisions/ecoa-agencies';
import { sandboxCreditor } from '../config/notice-settings.js';
import { primeFile, scriptedBureau, testBureau } from '../modules/credit-report/credit-report-test-kit.js';
import { decisionNoticeQueue, queueDecisionNotice } from '../modules/decision-notices/decision-notice-job.js';
import { decisionNotices } from '../modules/decision-notices/decision-notices-tables.js';
import { pdfText } from '../modules/decision-notices/decision-notices-test-kit.js';
import { insertDecision, lastSequence } from '../modules/decisions/decisions-repository.js';
import { applicationDecisions } from '../modules/decisions/decisions-tables.js';
import { enqueueJob } from '../platform/jobs/enqueue-job.js';
import { outboxMessages } from '../platform/mail/mail-tables.js';
import { TestBrowser } from './graphql-client.js';
import { submittedApplication } from './staff-actions-test-kit.js';
import { registerUser } from './test-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A submitted application whose automatic decision is made, then a final decision stored as staff would store it. */
async function finallyDecided(
  outcome: 'approve' | 'decline',
  reasons: string[],
  consumerReportUsed: boolean,
  answer: typeof primeFile = primeFile,
) {
  const app = await createTestApp({}, undefined, undefined, scriptedBureau([answer]).provider);
  testApp = app;
  const { applicant: browser, applicationId } = await submittedApplication(app, 'Okafor');
  const [automatic] = await app.database.db
    .select()
    .from(applicationDecisions)
    .where(eq(applicationDecisions.applicationId, applicationId));
  if (!automatic) throw new Error('no automatic decision');
  const decisionId = randomUUID();
  const noticeIds = await app.database.db.transaction(async (tx) => {
    await insertDecision(tx, {
      ...automatic,
      id: decisionId,
      sequence: (await lastSequence(tx, applicationId)) + 1,
      outcome,
      reasons,
      creditLimit: outcome === 'approve' ? 3000 : null,
      aprBps: outcome === 'approve' ? 2199 : null,
      consumerReportUsed,
      decidedBy: randomUUID(),
      trigger: 'staff',
      createdAt: undefined,
    });
    // Called twice for one decision: one notice.
    return [
      await queueDecisionNotice(tx, { applicationId, decisionId }),
      await queueDecisionNotice(tx, { applicationId, decisionId }),
    ];
  });
  return { app, browser, applicationId, decisionId, noticeIds };
}

const noticesOf = (app: TestApp, decisionId: string) =>
  app.database.db.select().from(decisionNotices).where(eq(decisionNotices.decisionId, decisionId));

const mailsOf = (app: TestApp, kind: string) =>
  app.database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind));

describe('the notice of a final decision', () => {
  it('a decline: the PDF is stored with its hash and e-mailed once, even when its job runs twice', async () => {
    const reasons: DeclineReason[] = ['incomeInsufficient', 'delinquentObligations'];
    const { app, decisionId, noticeIds } = await finallyDecided('decline', reasons, true);
    expect(noticeIds[0]).toEqual(expect.any(String));
    expect(noticeIds[1]).toBeNull();
    await app.jobs.drain();
    // The same notice's job again, as a retry after a lost acknowledgement would run it.
    await app.database.db.transaction((tx) =>
      enqueueJob(tx, decisionNoticeQueue, { noticeId: noticeIds[0] ?? '' }, { id: randomUUID() }),
    );
    await app.jobs.drain();

    const [notice, ...others] = await noticesOf(app, decisionId);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ status: 'sent', kind: 'adverseAction', noticeVersion: expect.any(String) });
    const pdf = notice?.pdf ?? new Uint8Array();
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(notice?.pdfSha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    const text = await pdfText(pdf);
    for (const reason of reasons) expect(text).toContain(declineReasonTexts[reason].notice);
    expect(text).toContain(testBureau.name);
    expect(text).toContain(testBureau.phone);
    expect(text).toContain('Equal Credit Opportunity Act');
    expect(text).toContain('Your credit score: 781');
    // The creditor and its agency come from the config: outside production, marked sandbox values (decision 054).
    expect(text).toContain(`${sandboxCreditor.name} ${sandboxCreditor.address}`);
    expect(text).toContain(ecoaNoticeText(ecoaAgencies.occ));
    expect(text).not.toContain('Consumer Financial Protection Bureau');

    const mails = await mailsOf(app, 'decision-adverse-action');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.id).toBe(notice?.outboxMessageId);
    expect(mails[0]?.text).toContain(declineReasonTexts.incomeInsufficient.notice);
    expect(mails[0]?.text).toContain(ecoaNoticeText(ecoaAgencies.occ).slice(0, 60));
    expect(mails[0]?.text).toContain('Download it from your account');
  });

  it('a decline without a consumer report leaves out the FCRA statement', async () => {
    const { app, decisionId } = await finallyDecided('decline', ['identityNotVerified'], false);
    await app.jobs.drain();
    const [notice] = await noticesOf(app, decisionId);
    const text = await pdfText(notice?.pdf ?? new Uint8Array());
    expect(text).toContain(declineReasonTexts.identityNotVerified.notice);
    expect(text).not.toContain(testBureau.name);
    expect(text).not.toContain('free copy of your report');
  });

  it('an approval at the best price: the letter gives the limit, the APR and next steps, kept as a PDF', async () => {
    const { app, decisionId } = await finallyDecided('approve', [], true);
    await app.jobs.drain();
    const [notice] = await noticesOf(app, decisionId);
    expect(notice).toMatchObject({ status: 'sent', kind: 'approval', noticeVersion: approvalNoticeVersion });
    const text = await pdfText(notice?.pdf ?? new Uint8Array());
    expect(text).toContain(approvalActionText);
    expect(text).toContain('Credit limit: $3,000.');
    expect(text).toContain('Purchase APR: 21.99%.');
    // The best tier: no risk-based pricing notice (Reg V 1022.72(b)(2)).
    expect(text).not.toContain(riskBasedPricingHeading);
    const mails = await mailsOf(app, 'decision-approved');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('$3,000');
    expect(mails[0]?.text).toContain('Next steps');
  });

  it('an approval priced from the report below the best tier carries the risk-based pricing notice', async () => {
    const buildingFile = {
      ...primeFile,
      file: {
        ...primeFile.file,
        score: { ...primeFile.file.score!, value: 650, keyFactors: ['Too many accounts with balances'] },
      },
    };
    const { app, decisionId } = await finallyDecided('approve', [], true, buildingFile);
    await app.jobs.drain();
    const [notice] = await noticesOf(app, decisionId);
    const text = await pdfText(notice?.pdf ?? new Uint8Array());
    // Reg V 1022.73(a)(1): the parts a reader must find, as the stored PDF reads.
    for (const part of [
      riskBasedPricingHeading,
      'based on information from a consumer report',
      'may be less favorable than the terms offered to consumers with better credit histories',
      testBureau.name,
      `Toll-free telephone ${testBureau.phone}`,
      'without charge for 60 days',
      'www.consumerfinance.gov/learnmore',
      'Your credit score: 650 (FICO Score 8)',
      'Scores range from a low of 300 to a high of 850',
      'Key factors that adversely affected your credit score: Too many accounts with balances.',
      'Date: November 25, 2026.',
    ])
      expect(text).toContain(part);
    const mails = await mailsOf(app, 'decision-approved');
    expect(mails[0]?.text).toContain(riskBasedPricingHeading);
  });
});

describe('downloading a notice', () => {
  it('gives the stored bytes to their owner, and 404 to anyone else', async () => {
    const { app, browser, decisionId } = await finallyDecided('decline', ['excessiveObligations'], true);
    await app.jobs.drain();
    const [notice] = await noticesOf(app, decisionId);
    const url = `/api/v1/notices/${notice?.id ?? ''}.pdf`;

    const own = await browser.send({ method: 'GET', url });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="waypoint-notice-[0-9a-f-]{36}\.pdf"$/);
    expect(Buffer.compare(own.rawPayload, Buffer.from(notice?.pdf ?? new Uint8Array()))).toBe(0);

    const stranger = new TestBrowser(app.app);
    await registerUser(stranger, { email: 'stranger@example.com' });
    for (const path of [url, `/api/v1/notices/${randomUUID()}.pdf`, `/api/v1/notices/${notice?.id ?? ''}`]) {
      const refused = await stranger.send({ method: 'GET', url: path });
      expect(refused.statusCode, path).toBe(404);
    }
    const anonymous = await new TestBrowser(app.app).send({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });
});

const myDecisionQuery = `query { myDecision { outcome creditLimit aprPercent reasons notices { id kind downloadUrl sentAt } } }`;

describe('myDecision', () => {
  it('is null while only the policy has decided, then shows the decline with its notice to download', async () => {
    const { app, browser, decisionId } = await finallyDecided('decline', ['excessiveObligations', 'nope'], true);
    // The notice is queued but not sent: the account page shows nothing yet.
    expect((await browser.query(myDecisionQuery)).data).toEqual({ myDecision: null });
    await app.jobs.drain();
    const [notice] = await noticesOf(app, decisionId);
    const answer = await browser.query(myDecisionQuery);
    expect(answer.data).toEqual({
      myDecision: {
        outcome: 'declined',
        creditLimit: null,
        aprPercent: null,
        reasons: [declineReasonTexts.excessiveObligations.applicant],
        notices: [
          {
            id: notice?.id,
            kind: 'adverseAction',
            downloadUrl: `/api/v1/notices/${notice?.id ?? ''}.pdf`,
            sentAt: expect.any(String) as string,
          },
        ],
      },
    });
    const stranger = new TestBrowser(app.app);
    await registerUser(stranger, { email: 'other@example.com' });
    expect((await stranger.query(myDecisionQuery)).data).toEqual({ myDecision: null });
  });

  it('shows an approval with its limit and APR', async () => {
    const { app, browser } = await finallyDecided('approve', [], true);
    await app.jobs.drain();
    const answer = await browser.query<{ myDecision: Record<string, unknown> }>(myDecisionQuery);
    expect(answer.data?.myDecision).toMatchObject({
      outcome: 'approved',
      creditLimit: 3000,
      aprPercent: 21.99,
      reasons: [],
    });
  });
});
