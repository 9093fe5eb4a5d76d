import { afterEach, describe, expect, it } from 'vitest';
import { primeFile, scriptedBureau, submitMutation } from '../modules/credit-report/credit-report-test-kit.js';
import { addStaffAccount, enrolStaffAccount, StaffBrowser } from '../modules/staff/staff-test-kit.js';
import { applicantReadyToSubmit } from './submit-walk.js';
import { createTestApp, type TestApp } from './test-app.js';

// The audit log as the app wires it (decisions 028–030): the staff gate in front of it, the automatic decision in it.
let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const auditQuery = `query A($filter: AuditEventFilter) {
  auditEvents(filter: $filter) { events { actorType actorId action subjectType after } nextCursor }
}`;

interface AuditAnswer {
  auditEvents: { events: { actorType: string; actorId: string; action: string; subjectType: string; after: string }[] };
}

async function signedInStaff(app: TestApp, email: string, role: 'reviewer' | 'approver' | 'admin') {
  const browser = new StaffBrowser(app.app);
  const { enrolled } = await enrolStaffAccount(app, browser, await addStaffAccount(app, email, role));
  if (enrolled.errors) throw new Error(`enrolment refused: ${JSON.stringify(enrolled.errors)}`);
  return browser;
}

describe('the audit log in the app', () => {
  it('shows an approver the automatic decision, refuses a reviewer, and is closed to applicants', async () => {
    testApp = await createTestApp({}, undefined, undefined, scriptedBureau([primeFile]).provider);
    const app = testApp;
    const applicant = await applicantReadyToSubmit(app, 'Ortega');
    await applicant.query(submitMutation);
    await app.jobs.drain();
    await app.jobs.drain();

    const approver = await signedInStaff(app, 'approver@bank.example', 'approver');
    const seen = await approver.query<AuditAnswer>(auditQuery, { filter: { action: 'decision.automatic' } });
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.auditEvents.events).toEqual([
      expect.objectContaining({ actorType: 'system', actorId: 'decision-policy', subjectType: 'application' }),
    ]);
    expect(JSON.parse(seen.data?.auditEvents.events[0]?.after ?? '{}')).toMatchObject({ outcome: 'approve' });

    const reviewer = await signedInStaff(app, 'reviewer@bank.example', 'reviewer');
    expect((await reviewer.query(auditQuery)).errors?.[0]?.extensions.code).toBe('STAFF_FORBIDDEN');
    expect((await applicant.query(auditQuery)).errors?.[0]?.extensions.code).toBe('STAFF_SESSION_INVALID');
    const csv = await applicant.send({ method: 'GET', url: '/api/v1/ops/audit.csv' });
    expect(csv.statusCode).toBe(401);
    const exported = await approver.send({ method: 'GET', url: '/api/v1/ops/audit.csv?action=decision.automatic' });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('decision.automatic');
  });
});
