import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedBureau, primeFile } from '../modules/credit-report/credit-report-test-kit.js';
import { queueDecisionNotice } from '../modules/decision-notices/decision-notice-job.js';
import { decisionNotices, incompletenessNotices } from '../modules/decision-notices/decision-notices-tables.js';
import { insertDecision, lastSequence } from '../modules/decisions/decisions-repository.js';
import { applicationDecisions } from '../modules/decisions/decisions-tables.js';
import { outboxMessages } from '../platform/mail/mail-tables.js';
import { letters } from '../platform/post/letter-tables.js';
import type { TestBrowser } from './graphql-client.js';
import { act, currentVersion, signedInStaff, submittedApplication } from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * E-sign withdrawal and paper (decision 089): a required notice goes by post
 * after a withdrawal or a bounce and not by e-mail; a paper copy request is
 * one letter however often it is retried; the letters land in the sandbox.
 */

const bounceSecret = 'a-bounce-webhook-secret-for-tests-only-0123';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function submitted() {
  const app = await createTestApp(
    { MAIL_BOUNCE_WEBHOOK_SECRET: bounceSecret },
    undefined,
    undefined,
    scriptedBureau([primeFile]).provider,
  );
  testApp = app;
  const { applicant, applicationId } = await submittedApplication(app, 'Okafor');
  return { app, applicant, applicationId };
}

/** A final decline stored as staff would store it, its notice queued, then every job run. */
async function declineFinally(app: TestApp, applicationId: number): Promise<string> {
  const [automatic] = await app.database.db
    .select()
    .from(applicationDecisions)
    .where(eq(applicationDecisions.applicationId, applicationId));
  if (!automatic) throw new Error('no automatic decision');
  const decisionId = randomUUID();
  await app.database.db.transaction(async (tx) => {
    await insertDecision(tx, {
      ...automatic,
      id: decisionId,
      sequence: (await lastSequence(tx, applicationId)) + 1,
      outcome: 'decline',
      reasons: ['incomeInsufficient'],
      creditLimit: null,
      aprBps: null,
      consumerReportUsed: true,
      decidedBy: randomUUID(),
      trigger: 'staff',
      createdAt: undefined,
    });
    await queueDecisionNotice(tx, { applicationId, decisionId });
  });
  await app.jobs.drain();
  const [notice] = await app.database.db
    .select()
    .from(decisionNotices)
    .where(eq(decisionNotices.decisionId, decisionId));
  if (!notice) throw new Error('no notice');
  return notice.id;
}

const consentMutation = (name: 'withdrawEsignConsent' | 'giveEsignConsent') =>
  `mutation { ${name} { consent { state changedAt } mailingAddress emailBounced } }`;

const adverseMails = (app: TestApp) =>
  app.database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'decision-adverse-action'));

const lettersOfKind = (app: TestApp, kind: string) =>
  app.database.db.select().from(letters).where(eq(letters.kind, kind));

async function sandboxLetters(app: TestApp) {
  const answer = await app.app.inject({ method: 'GET', url: '/dev/letters?format=json' });
  return (answer.json() as { letters: { title: string; to: string[]; status: string; kind: string }[] }).letters;
}

async function paperDocuments(applicant: TestBrowser) {
  const answer = await applicant.query<{
    myPaperDocuments: {
      consent: { state: string };
      emailBounced: boolean;
      documents: { kind: string; id: string; title: string }[];
      letters: { id: string; title: string; status: string }[];
    };
  }>('{ myPaperDocuments { consent { state } emailBounced documents { kind id title } letters { id title status } } }');
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.myPaperDocuments;
}

describe('e-sign withdrawal', () => {
  it('withdrawn: the next required notice is a letter in the sandbox, and no e-mail', async () => {
    const { app, applicant, applicationId } = await submitted();
    const withdrawn = await applicant.query<{
      withdrawEsignConsent: { consent: { state: string }; mailingAddress: string };
    }>(consentMutation('withdrawEsignConsent'));
    expect(withdrawn.data?.withdrawEsignConsent.consent.state).toBe('withdrawn');
    expect(withdrawn.data?.withdrawEsignConsent.mailingAddress).not.toBe('');
    const mailsBefore = (await adverseMails(app)).length;

    await declineFinally(app, applicationId);

    expect(await adverseMails(app)).toHaveLength(mailsBefore);
    const [letter, ...more] = await lettersOfKind(app, 'decision-adverse-action');
    expect(more).toEqual([]);
    expect(letter).toMatchObject({ status: 'sent', provider: 'sandbox', providerId: expect.stringMatching(/^ltr_/) });
    expect(Buffer.from(letter?.pdf.subarray(0, 5) ?? []).toString('latin1')).toBe('%PDF-');
    expect(letter?.toAddress.name).toContain('Okafor');
    const inSandbox = await sandboxLetters(app);
    expect(inSandbox.map((item) => item.kind)).toContain('decision-adverse-action');
    expect((await paperDocuments(applicant)).letters).toHaveLength(1);
  });

  it('is recorded once however often it is sent, with the session; consenting again brings e-mail back', async () => {
    const { app, applicant, applicationId } = await submitted();
    await applicant.query(consentMutation('withdrawEsignConsent'));
    await applicant.query(consentMutation('withdrawEsignConsent'));
    const { rows } = await app.database.sql.executeSql('select action, session_id from esign_consent_changes', []);
    expect(rows).toEqual([{ action: 'withdrawn', session_id: expect.any(String) }]);

    const given = await applicant.query<{ giveEsignConsent: { consent: { state: string } } }>(
      consentMutation('giveEsignConsent'),
    );
    expect(given.data?.giveEsignConsent.consent.state).toBe('given');
    const mailsBefore = (await adverseMails(app)).length;
    await declineFinally(app, applicationId);
    expect(await adverseMails(app)).toHaveLength(mailsBefore + 1);
    expect(await lettersOfKind(app, 'decision-adverse-action')).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    const { app } = await submitted();
    const answer = await app.app.inject({
      method: 'POST',
      url: '/api/v1/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: consentMutation('withdrawEsignConsent') },
    });
    expect(JSON.stringify(answer.json())).not.toContain('"withdrawn"');
  });
});

describe('the notice of incompleteness (Reg B 1002.9(c)(2))', () => {
  it.each([
    ['consent given: e-mailed, and no letter', false],
    ['consent withdrawn: the kept letter posted, and no e-mail', true],
  ])('%s', async (_case, withdraw) => {
    const { app, applicant, applicationId } = await submitted();
    if (withdraw) await applicant.query(consentMutation('withdrawEsignConsent'));
    await app.jobs.drain();
    const reviewer = await signedInStaff(app, 'reviewer@bank.example', 'reviewer');
    const asked = await act(reviewer.browser, 'requestInformation', {
      applicationId,
      expectedVersion: await currentVersion(app, applicationId),
    });
    expect(asked.errors).toBeUndefined();
    await app.jobs.drain();

    const mails = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'information-requested'));
    const posted = await lettersOfKind(app, 'information-requested');
    expect([mails.length, posted.length]).toEqual(withdraw ? [0, 1] : [1, 0]);
    if (!withdraw) return;
    const [letter] = posted;
    expect(letter?.toAddress.name).toContain('Okafor');
    // The letter is the notice as kept, the same bytes the applicant can download.
    const [kept] = await app.database.db
      .select({ pdf: incompletenessNotices.pdf })
      .from(incompletenessNotices)
      .where(eq(incompletenessNotices.applicationId, applicationId));
    expect(kept && Buffer.from(kept.pdf).equals(Buffer.from(letter?.pdf ?? []))).toBe(true);
  });
});

describe('a bounced e-mail address', () => {
  it('reported by the webhook: the next required notice goes by post, not e-mail', async () => {
    const { app, applicant, applicationId } = await submitted();
    const { rows } = await app.database.sql.executeSql(
      'select u.email from applications a join users u on u.id = a.user_id where a.id = $1',
      [applicationId],
    );
    const email = (rows as { email: string }[])[0]?.email ?? '';
    const refused = await app.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/mail-bounces',
      headers: { authorization: 'Bearer not-the-secret' },
      payload: { address: email, reason: 'hard' },
    });
    expect(refused.statusCode).toBe(401);
    const reported = await app.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/mail-bounces',
      headers: { authorization: `Bearer ${bounceSecret}` },
      payload: { address: email.toUpperCase(), reason: 'hard' },
    });
    expect(reported.statusCode).toBe(204);
    expect((await paperDocuments(applicant)).emailBounced).toBe(true);
    const mailsBefore = (await adverseMails(app)).length;

    await declineFinally(app, applicationId);

    expect(await adverseMails(app)).toHaveLength(mailsBefore);
    expect(await lettersOfKind(app, 'decision-adverse-action')).toEqual([
      expect.objectContaining({ status: 'sent', provider: 'sandbox' }),
    ]);
  });
});

describe('a paper copy', () => {
  it('is one letter however often the same request is retried; another request is another letter', async () => {
    const { app, applicant, applicationId } = await submitted();
    await declineFinally(app, applicationId);
    const notice = (await paperDocuments(applicant)).documents.find((item) => item.kind === 'notice');
    expect(notice?.title).toBe('Notice of action taken on your application');
    const requestKey = randomUUID();
    const request = `mutation M($id: String!, $key: ID!) { requestPaperCopy(kind: "notice", id: $id, requestKey: $key) { id title status } }`;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        applicant.query<{ requestPaperCopy: { id: string; title: string } }>(request, {
          id: notice?.id,
          key: requestKey,
        }),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.data?.requestPaperCopy.id));
    expect(ids.size).toBe(1);
    expect(answers[0]?.data?.requestPaperCopy.title).toBe('Paper copy: Notice of action taken on your application');
    await app.jobs.drain();
    expect(await lettersOfKind(app, 'paperCopy')).toEqual([expect.objectContaining({ status: 'sent' })]);
    const { rows } = await app.database.sql.executeSql('select count(*)::int as n from paper_copy_requests', []);
    expect(rows).toEqual([{ n: 1 }]);

    await applicant.query(request, { id: notice?.id, key: randomUUID() });
    expect(await lettersOfKind(app, 'paperCopy')).toHaveLength(2);
  });

  it("refuses a document that is not the member's", async () => {
    const { applicant } = await submitted();
    const answer = await applicant.query(
      `mutation { requestPaperCopy(kind: "notice", id: "${randomUUID()}", requestKey: "${randomUUID()}") { id } }`,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('DOCUMENT_NOT_FOUND');
  });
});
