import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelMutation,
  changeRequestAuditOf,
  changeRequestRow,
  decisionMailsTo,
  overviewQuery,
  preparedChangeRequest,
  submittedChangeRequest,
  type StartedRequest,
} from '../../testing/change-requests-test-kit.js';
import type { GraphqlResponse } from '../../testing/graphql-client.js';
import { signedInStaff, type StaffMember } from '../../testing/staff-actions-test-kit.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Staff approve or decline a submitted change request (decision 036): the change applied to the account
// in the same transaction, the status, the audit event and the applicant's e-mail.
const viewFields = `request { id status closedAt declineReason } currentName currentAddress currentScraBenefitSince
  decidedBy allowedActions`;
const approveMutation = `mutation A($id: Int!) { opsApproveChangeRequest(id: $id) { ${viewFields} } }`;
const declineMutation = `mutation D($id: Int!, $reason: String!) { opsDeclineChangeRequest(id: $id, reason: $reason) { ${viewFields} } }`;

interface DecisionView {
  request: { id: number; status: string; closedAt: string | null; declineReason: string | null };
  currentName: string;
  currentAddress: string;
  currentScraBenefitSince: string | null;
  decidedBy: string | null;
  allowedActions: string[];
}

interface Overview {
  getChangeRequest: {
    changeRequestData: { id: number; status: string; declineReason: string | null } | null;
    currentAddress: string;
    scraBenefitSince: string | null;
  };
}

let app: TestApp;
let reviewer: StaffMember;
let approver: StaffMember;
let admin: StaffMember;

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: 'https://waypoint.test' });
  reviewer = await signedInStaff(app, 'reviewer@waypoint.test', 'reviewer');
  approver = await signedInStaff(app, 'approver@waypoint.test', 'approver');
  admin = await signedInStaff(app, 'admin@waypoint.test', 'admin');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const approve = async (staff: StaffMember, id: number) => {
  const answer = await staff.browser.query<{ opsApproveChangeRequest: DecisionView }>(approveMutation, { id });
  return { ...answer, view: answer.data?.opsApproveChangeRequest ?? null };
};

const decline = async (staff: StaffMember, id: number, reason: string) => {
  const answer = await staff.browser.query<{ opsDeclineChangeRequest: DecisionView }>(declineMutation, { id, reason });
  return { ...answer, view: answer.data?.opsDeclineChangeRequest ?? null };
};

const codeOf = (answer: GraphqlResponse<unknown>) => answer.errors?.[0]?.extensions.code;

async function overviewOf(request: StartedRequest) {
  const answer = await request.browser.query<Overview>(overviewQuery, { uuid: request.userId });
  if (answer.errors) throw new Error(`getChangeRequest refused: ${JSON.stringify(answer.errors)}`);
  return answer.data?.getChangeRequest;
}

async function sessionNameOf(request: StartedRequest) {
  const answer = await request.browser.query<{ checkToken: { firstName: string; lastName: string } }>(
    `{ checkToken(returnUserData: true) { firstName lastName } }`,
  );
  return answer.data?.checkToken;
}

/** Everything a decision on the request could write, to prove a refused one wrote nothing. */
async function footprintOf(request: StartedRequest) {
  return {
    row: await changeRequestRow(app, request.changeRequestId),
    audit: (await changeRequestAuditOf(app, request.changeRequestId)).length,
    mails: (await decisionMailsTo(app, request.email)).length,
    overview: await overviewOf(request),
    name: await sessionNameOf(request),
  };
}

describe('approving applies the change to the account', () => {
  it('a name: the account’s name is the new one, as the applicant’s session and the staff view read it', async () => {
    const request = await submittedChangeRequest(app, ['name'], {
      values: { firstName: 'Ana', middleName: 'Maria', lastName: 'Costa' },
    });
    const { view, errors } = await approve(approver, request.changeRequestId);
    expect(errors).toBeUndefined();
    expect(view).toMatchObject({
      request: { status: 'approved', declineReason: null },
      currentName: 'Ana Maria Costa',
      decidedBy: approver.email,
      allowedActions: [],
    });
    expect(view?.request.closedAt).not.toBeNull();
    expect(await sessionNameOf(request)).toEqual({ firstName: 'Ana', lastName: 'Costa' });
    const [event] = await changeRequestAuditOf(app, request.changeRequestId);
    expect(event).toMatchObject({
      actorType: 'staff',
      actorId: approver.staffId,
      actorEmail: approver.email,
      action: 'change_request.approve',
      before: { status: 'submitted', name: { firstName: 'Ana', middleName: '', lastName: 'Silva' } },
      after: {
        status: 'approved',
        codes: ['name'],
        name: { firstName: 'Ana', middleName: 'Maria', lastName: 'Costa' },
      },
    });
    const [mail] = await decisionMailsTo(app, request.email);
    expect(mail?.subject).toBe('Your change request is approved');
    expect(mail?.text).toContain('Name: Ana Maria Costa');
    expect(mail?.text).toContain('https://waypoint.test/account');
  });

  it('an address: getChangeRequest’s currentAddress is the new one; the audit keeps a ZIP+4 without the SSN shape', async () => {
    const request = await submittedChangeRequest(app, ['address'], {
      values: { street: '200 Harbor Way', street2: 'Apt 4', city: 'Portland', state: 'OR', zip: '97201-1234' },
    });
    expect((await overviewOf(request))?.currentAddress).toBe('');
    const { view, errors } = await approve(admin, request.changeRequestId);
    expect(errors).toBeUndefined();
    expect(view).toMatchObject({
      currentAddress: '200 Harbor Way, Apt 4, Portland, OR 97201-1234',
      decidedBy: admin.email,
    });
    expect(await overviewOf(request)).toMatchObject({
      currentAddress: '200 Harbor Way, Apt 4, Portland, OR 97201-1234',
      changeRequestData: { id: request.changeRequestId, status: 'approved' },
    });
    const [event] = await changeRequestAuditOf(app, request.changeRequestId);
    expect(event).toMatchObject({
      action: 'change_request.approve',
      actorEmail: admin.email,
      before: { status: 'submitted', address: null },
      after: { status: 'approved', address: '200 Harbor Way, Apt 4, Portland, OR 97201 1234' },
    });
    const [mail] = await decisionMailsTo(app, request.email);
    expect(mail?.text).toContain('Home address: 200 Harbor Way, Apt 4, Portland, OR 97201-1234');
  });

  it('SCRA: getChangeRequest’s scraBenefitSince is the start of active duty; a later approval moves it', async () => {
    const request = await submittedChangeRequest(app, ['scra'], { values: { activeDutyStartDate: '2025-03-01' } });
    expect((await overviewOf(request))?.scraBenefitSince).toBeNull();
    expect((await approve(approver, request.changeRequestId)).view?.currentScraBenefitSince).toBe('2025-03-01');
    expect((await overviewOf(request))?.scraBenefitSince).toBe('2025-03-01');
    const again = await submittedChangeRequest(app, ['scra'], {
      applicant: request,
      values: { activeDutyStartDate: '2024-11-15' },
    });
    await approve(approver, again.changeRequestId);
    expect((await overviewOf(request))?.scraBenefitSince).toBe('2024-11-15');
    const [event] = await changeRequestAuditOf(app, again.changeRequestId);
    expect(event).toMatchObject({
      before: { scraBenefitSince: '2025-03-01' },
      after: { scraBenefitSince: '2024-11-15' },
    });
  });

  it('several kinds in one request: each is applied, and the e-mail names each', async () => {
    const request = await submittedChangeRequest(app, ['name', 'address', 'scra']);
    expect((await approve(approver, request.changeRequestId)).errors).toBeUndefined();
    expect(await sessionNameOf(request)).toEqual({ firstName: 'Ana', lastName: 'Costa' });
    expect(await overviewOf(request)).toMatchObject({
      currentAddress: '200 Harbor Way, Apt 4, Portland, OR 97201',
      scraBenefitSince: '2025-03-01',
    });
    const [mail] = await decisionMailsTo(app, request.email);
    expect(mail?.text).toContain('your name, home address and servicemember (SCRA) status');
  });
});

describe('declining', () => {
  it('keeps the account as it was, records the trimmed reason, audits it and e-mails it', async () => {
    const request = await submittedChangeRequest(app, ['name', 'address']);
    const { view, errors } = await decline(admin, request.changeRequestId, '  The lease is not signed.  ');
    expect(errors).toBeUndefined();
    expect(view).toMatchObject({
      request: { status: 'declined', declineReason: 'The lease is not signed.' },
      currentName: 'Ana Silva',
      currentAddress: '',
      decidedBy: admin.email,
      allowedActions: [],
    });
    expect(await sessionNameOf(request)).toEqual({ firstName: 'Ana', lastName: 'Silva' });
    expect((await overviewOf(request))?.changeRequestData).toMatchObject({
      status: 'declined',
      declineReason: 'The lease is not signed.',
    });
    expect(await changeRequestAuditOf(app, request.changeRequestId)).toMatchObject([
      {
        action: 'change_request.decline',
        actorId: admin.staffId,
        before: { status: 'submitted' },
        after: { status: 'declined', declineReason: 'The lease is not signed.' },
      },
    ]);
    const mails = await decisionMailsTo(app, request.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('The lease is not signed.');
    expect(mails[0]?.text).toContain('You may file a new request');
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['over 500 characters', 'x'.repeat(501)],
    ['SSN-shaped', 'SSN 123-45-6789 on the form does not match.'],
  ])('refuses a reason that is %s with BAD_USER_INPUT on reason, writing nothing', async (_label, reason) => {
    const request = await submittedChangeRequest(app, ['scra']);
    const before = await footprintOf(request);
    const answer = await decline(approver, request.changeRequestId, reason);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message.startsWith('reason:')).toBe(true);
    expect(await footprintOf(request)).toEqual(before);
  });
});

describe('who may decide, and when', () => {
  it('a reviewer may not approve or decline: STAFF_FORBIDDEN, nothing written but the refusals', async () => {
    const request = await submittedChangeRequest(app, ['name']);
    const before = await footprintOf(request);
    expect(codeOf(await approve(reviewer, request.changeRequestId))).toBe('STAFF_FORBIDDEN');
    expect(codeOf(await decline(reviewer, request.changeRequestId, 'No.'))).toBe('STAFF_FORBIDDEN');
    // Each refusal is on record (decision 069); nothing else changed.
    const after = await footprintOf(request);
    expect({ ...after, audit: after.audit - 2 }).toEqual(before);
    const refusals = (await changeRequestAuditOf(app, request.changeRequestId)).slice(-2);
    expect(refusals.map((event) => [event.action, event.after?.code, event.after?.attempted])).toEqual([
      ['change_request.action_refused', 'STAFF_FORBIDDEN', 'approve'],
      ['change_request.action_refused', 'STAFF_FORBIDDEN', 'decline'],
    ]);
  });

  const decided = {
    approved: async (request: StartedRequest) => approve(approver, request.changeRequestId),
    declined: async (request: StartedRequest) => decline(approver, request.changeRequestId, 'Unreadable.'),
    cancelled: async (request: StartedRequest) =>
      request.browser.query(cancelMutation, { id: request.changeRequestId }),
  };

  it.each(['approved', 'declined', 'cancelled'] as const)(
    'a request already %s is refused with CHANGE_REQUEST_NOT_EDITABLE by approve and decline, writing nothing',
    async (status) => {
      const request = await submittedChangeRequest(app, ['address']);
      expect((await decided[status](request)).errors).toBeUndefined();
      const before = await footprintOf(request);
      expect(before.row.status).toBe(status);
      expect(codeOf(await approve(admin, request.changeRequestId))).toBe('CHANGE_REQUEST_NOT_EDITABLE');
      expect(codeOf(await decline(admin, request.changeRequestId, 'Late.'))).toBe('CHANGE_REQUEST_NOT_EDITABLE');
      expect(await footprintOf(request)).toEqual(before);
    },
  );

  it('a pending request (the applicant’s draft) is refused with CHANGE_REQUEST_NOT_EDITABLE, writing nothing', async () => {
    const draft = await preparedChangeRequest(app, ['name']);
    const before = await footprintOf(draft);
    expect(codeOf(await approve(admin, draft.changeRequestId))).toBe('CHANGE_REQUEST_NOT_EDITABLE');
    expect(codeOf(await decline(admin, draft.changeRequestId, 'No.'))).toBe('CHANGE_REQUEST_NOT_EDITABLE');
    expect(await footprintOf(draft)).toEqual(before);
  });

  it('a missing request answers NOT_FOUND', async () => {
    expect(codeOf(await approve(admin, 999_999))).toBe('NOT_FOUND');
    expect(codeOf(await decline(admin, 999_999, 'No.'))).toBe('NOT_FOUND');
  });

  it('two approvers at once: exactly one decision, the other gets CHANGE_REQUEST_NOT_EDITABLE', async () => {
    const request = await submittedChangeRequest(app, ['address', 'scra']);
    const { version } = await changeRequestRow(app, request.changeRequestId);
    const answers = await Promise.all([
      approve(approver, request.changeRequestId),
      decline(admin, request.changeRequestId, 'Not a utility bill.'),
    ]);
    const won = answers.filter((answer) => !answer.errors);
    const lost = answers.filter((answer) => answer.errors);
    expect(won).toHaveLength(1);
    expect(lost.map(codeOf)).toEqual(['CHANGE_REQUEST_NOT_EDITABLE']);
    const row = await changeRequestRow(app, request.changeRequestId);
    expect(row.status).toBe(won[0]?.view?.request.status);
    expect(row.version).toBe(version + 1);
    expect(await changeRequestAuditOf(app, request.changeRequestId)).toHaveLength(1);
    expect(await decisionMailsTo(app, request.email)).toHaveLength(1);
  });

  it('two approvers approving at once: one approval, applied once', async () => {
    const request = await submittedChangeRequest(app, ['scra']);
    const answers = await Promise.all([
      approve(approver, request.changeRequestId),
      approve(admin, request.changeRequestId),
    ]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors).map(codeOf)).toEqual(['CHANGE_REQUEST_NOT_EDITABLE']);
    expect(await changeRequestAuditOf(app, request.changeRequestId)).toHaveLength(1);
    expect(await decisionMailsTo(app, request.email)).toHaveLength(1);
  });
});
