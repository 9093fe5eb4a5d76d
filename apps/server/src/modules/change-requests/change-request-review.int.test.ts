import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelMutation,
  changeRequestApplicant,
  preparedChangeRequest,
  proofPng,
  submittedChangeRequest,
  uploadProof,
  type StartedRequest,
} from '../../testing/change-requests-test-kit.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { signedInStaff, type StaffMember } from '../../testing/staff-actions-test-kit.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// The staff side of change requests as the app wires it (decision 036): the queue, one request, its files.
const dayMs = 24 * 60 * 60 * 1000;

const queueQuery = `query Q($status: String, $page: Int, $pageSize: Int) {
  opsChangeRequests(status: $status, page: $page, pageSize: $pageSize) {
    items { id status codes applicantName submittedAt ageDays }
    total page pageSize
  }
}`;

const viewQuery = `query V($id: Int!) {
  opsChangeRequest(id: $id) {
    request { id status codes submittedAt closedAt data { fieldName fieldValue } declineReason }
    applicantName applicantEmail currentName currentAddress currentScraBenefitSince
    files { id fileName fileType contentType byteSize version uploadedAt }
    decidedBy allowedActions
  }
}`;

interface QueueAnswer {
  opsChangeRequests: {
    items: {
      id: number;
      status: string;
      codes: string[];
      applicantName: string;
      submittedAt: string;
      ageDays: number;
    }[];
    total: number;
    page: number;
    pageSize: number;
  };
}

interface ViewAnswer {
  opsChangeRequest: {
    request: { id: number; status: string; codes: string[]; data: { fieldName: string; fieldValue: string }[] };
    applicantName: string;
    applicantEmail: string;
    currentName: string;
    currentAddress: string;
    currentScraBenefitSince: string | null;
    files: { id: number; fileName: string; fileType: string; contentType: string; byteSize: number; version: number }[];
    decidedBy: string | null;
    allowedActions: string[];
  };
}

const fileUrl = (fileId: number | string) => `/api/v1/ops/change-request-files/${fileId}`;

let app: TestApp;
let reviewer: StaffMember;
let approver: StaffMember;
let admin: StaffMember;
// The queue's requests, made first: the clock moves days on, which would end any session made before.
let first: StartedRequest;
let second: StartedRequest;
let pending: StartedRequest;

beforeAll(async () => {
  app = await createTestApp();
  first = await submittedChangeRequest(app, ['address']);
  app.clock.advance(3 * dayMs);
  second = await submittedChangeRequest(app, ['name', 'scra'], {
    applicant: await changeRequestApplicant(app, { firstName: 'Bea', lastName: 'Queue' }),
  });
  pending = await preparedChangeRequest(app, ['address']);
  app.clock.advance(dayMs);
  reviewer = await signedInStaff(app, 'reviewer@waypoint.test', 'reviewer');
  approver = await signedInStaff(app, 'approver@waypoint.test', 'approver');
  admin = await signedInStaff(app, 'admin@waypoint.test', 'admin');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const queue = (staff: StaffMember, variables: Record<string, unknown> = {}) =>
  staff.browser.query<QueueAnswer>(queueQuery, variables);

describe('the change-request queue', () => {
  it('lists submitted requests oldest first, with the applicant, the kinds and the age in days; a pending one is not there', async () => {
    const answer = await queue(reviewer);
    expect(answer.errors).toBeUndefined();
    const page = answer.data?.opsChangeRequests;
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(page?.items.map((item) => item.id)).toEqual([first.changeRequestId, second.changeRequestId]);
    expect(page?.items[0]).toMatchObject({
      status: 'submitted',
      codes: ['address'],
      applicantName: 'Ana Silva',
      ageDays: 4,
    });
    expect(page?.items[1]).toMatchObject({ codes: ['name', 'scra'], applicantName: 'Bea Queue', ageDays: 1 });
    expect(page?.items.map((item) => item.id)).not.toContain(pending.changeRequestId);
  });

  it.each([
    ['reviewer', () => reviewer],
    ['approver', () => approver],
    ['admin', () => admin],
  ])('a %s reads it', async (_role, staff) => {
    const answer = await queue(staff());
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.opsChangeRequests.total).toBe(2);
  });

  it('pages: a page size of one gives the second request on page two, with the total over every page', async () => {
    const answer = await queue(reviewer, { page: 2, pageSize: 1 });
    expect(answer.data?.opsChangeRequests).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(answer.data?.opsChangeRequests.items.map((item) => item.id)).toEqual([second.changeRequestId]);
  });

  it('filters by status: a cancelled request shows under cancelled, no longer under submitted', async () => {
    const cancelled = await submittedChangeRequest(app, ['scra']);
    const cancel = await cancelled.browser.query(cancelMutation, { id: cancelled.changeRequestId });
    expect(cancel.errors).toBeUndefined();
    const under = await queue(reviewer, { status: 'cancelled' });
    expect(under.data?.opsChangeRequests.items.map((item) => item.id)).toEqual([cancelled.changeRequestId]);
    const submitted = await queue(reviewer, { status: 'submitted' });
    expect(submitted.data?.opsChangeRequests.items.map((item) => item.id)).not.toContain(cancelled.changeRequestId);
  });

  it.each([
    ['a pending status (the applicant’s draft)', { status: 'pending' }, 'status'],
    ['an unknown status', { status: 'open' }, 'status'],
    ['page 0', { page: 0 }, 'page'],
    ['a page size over 50', { pageSize: 51 }, 'pageSize'],
    ['a page size of 0', { pageSize: 0 }, 'pageSize'],
  ])('refuses %s with BAD_USER_INPUT naming the field', async (_label, variables, field) => {
    const answer = await queue(reviewer, variables);
    expect(answer.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message.startsWith(`${field}:`)).toBe(true);
  });
});

describe('one change request as staff review it', () => {
  let request: StartedRequest;

  beforeAll(async () => {
    request = await preparedChangeRequest(app, ['name', 'address']);
    const photo = await uploadProof(request.browser, request.changeRequestId, 'proofOfAddress', proofPng());
    expect(photo.statusCode).toBe(201);
    const submitted = await request.browser.query(
      `mutation S($id: Int!, $data: [ChangeRequestFieldInput!]!) { submitChangeRequest(id: $id, data: $data) { id } }`,
      {
        id: request.changeRequestId,
        data: [
          { fieldName: 'firstName', fieldValue: 'Ana' },
          { fieldName: 'middleName', fieldValue: '' },
          { fieldName: 'lastName', fieldValue: 'Costa' },
          { fieldName: 'street', fieldValue: '200 Harbor Way' },
          { fieldName: 'city', fieldValue: 'Portland' },
          { fieldName: 'state', fieldValue: 'OR' },
          { fieldName: 'zip', fieldValue: '97201-1234' },
        ],
      },
    );
    expect(submitted.errors).toBeUndefined();
  }, 60_000);

  it('shows the request with its values, the applicant, what the account holds now and the files, newest first', async () => {
    const answer = await reviewer.browser.query<ViewAnswer>(viewQuery, { id: request.changeRequestId });
    expect(answer.errors).toBeUndefined();
    const view = answer.data?.opsChangeRequest;
    expect(view?.request).toMatchObject({
      id: request.changeRequestId,
      status: 'submitted',
      codes: ['name', 'address'],
    });
    expect(Object.fromEntries(view?.request.data.map((pair) => [pair.fieldName, pair.fieldValue]) ?? [])).toEqual({
      firstName: 'Ana',
      middleName: '',
      lastName: 'Costa',
      street: '200 Harbor Way',
      street2: '',
      city: 'Portland',
      state: 'OR',
      zip: '97201-1234',
    });
    expect(view).toMatchObject({
      applicantName: 'Ana Silva',
      applicantEmail: request.email,
      currentName: 'Ana Silva',
      // Registered only: no application, no approved change.
      currentAddress: '',
      currentScraBenefitSince: null,
      decidedBy: null,
    });
    expect(view?.files.map((file) => [file.fileType, file.contentType])).toEqual([
      ['proofOfAddress', 'image/png'],
      ['proofOfAddress', 'application/pdf'],
      ['proofOfName', 'application/pdf'],
    ]);
  });

  it.each([
    ['reviewer', () => reviewer, []],
    ['approver', () => approver, ['approve', 'decline']],
    ['admin', () => admin, ['approve', 'decline']],
  ])('a %s is offered %j', async (_role, staff, actions) => {
    const answer = await staff().browser.query<ViewAnswer>(viewQuery, { id: request.changeRequestId });
    expect(answer.data?.opsChangeRequest.allowedActions).toEqual(actions);
  });

  it('answers NOT_FOUND for a pending request (the applicant’s draft) and for a missing one', async () => {
    const draft = await preparedChangeRequest(app, ['scra']);
    for (const id of [draft.changeRequestId, 999_999, -1]) {
      const answer = await reviewer.browser.query(viewQuery, { id });
      expect(answer.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
  });

  it('serves a file inline with its stored type, the cleaned name, no caching and a policy under which nothing runs', async () => {
    const view = (await reviewer.browser.query<ViewAnswer>(viewQuery, { id: request.changeRequestId })).data;
    const photo = view?.opsChangeRequest.files.find((file) => file.contentType === 'image/png');
    expect(photo).toBeDefined();
    const response = await reviewer.browser.send({ method: 'GET', url: fileUrl(photo?.id ?? 0) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="photo of the bill.png"; filename*=UTF-8''photo%20of%20the%20bill.png`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; sandbox");
    expect(response.rawPayload.equals(proofPng().content)).toBe(true);
  });

  it('answers 404 for a file of a pending request, a removed file and a missing one', async () => {
    const draft = await preparedChangeRequest(app, ['scra']);
    const files = await draft.browser.query<{ getFiles: { proofOfSCRA: { id: number }[] } }>(
      `query F($uuid: String!, $id: Int!) { getFiles(uuid: $uuid, changeRequestId: $id) { proofOfSCRA { id } } }`,
      { uuid: draft.userId, id: draft.changeRequestId },
    );
    const draftFileId = files.data?.getFiles.proofOfSCRA[0]?.id ?? 0;
    expect(draftFileId).toBeGreaterThan(0);
    const extra = await uploadProof(draft.browser, draft.changeRequestId, 'proofOfSCRA', proofPng());
    const removedId = (extra.json() as { id: number }).id;
    const removed = await draft.browser.query(`mutation R($fileId: Int!) { removeFile(fileId: $fileId) }`, {
      fileId: removedId,
    });
    expect(removed.errors).toBeUndefined();
    const submit = await draft.browser.query(
      `mutation S($id: Int!, $data: [ChangeRequestFieldInput!]!) { submitChangeRequest(id: $id, data: $data) { id } }`,
      { id: draft.changeRequestId, data: [{ fieldName: 'activeDutyStartDate', fieldValue: '2025-03-01' }] },
    );
    expect(submit.errors).toBeUndefined();
    // Once submitted, the kept file shows; the removed one stays out of reach.
    expect((await reviewer.browser.send({ method: 'GET', url: fileUrl(draftFileId) })).statusCode).toBe(200);
    for (const id of [removedId, 999_999, 'abc', '0']) {
      const response = await reviewer.browser.send({ method: 'GET', url: fileUrl(id) });
      expect(response.statusCode).toBe(404);
    }
    const stillPending = await preparedChangeRequest(app, ['name']);
    const pendingFiles = await stillPending.browser.query<{ getFiles: { proofOfName: { id: number }[] } }>(
      `query F($uuid: String!, $id: Int!) { getFiles(uuid: $uuid, changeRequestId: $id) { proofOfName { id } } }`,
      { uuid: stillPending.userId, id: stillPending.changeRequestId },
    );
    const pendingFileId = pendingFiles.data?.getFiles.proofOfName[0]?.id ?? 0;
    expect(pendingFileId).toBeGreaterThan(0);
    expect((await reviewer.browser.send({ method: 'GET', url: fileUrl(pendingFileId) })).statusCode).toBe(404);
  });
});

describe('who reaches the staff side', () => {
  it('an applicant’s session and a stranger reach no query, no decision and no file', async () => {
    const request = await submittedChangeRequest(app, ['address']);
    const stranger = new TestBrowser(app.app);
    const files = (await reviewer.browser.query<ViewAnswer>(viewQuery, { id: request.changeRequestId })).data
      ?.opsChangeRequest.files;
    const fileId = files?.[0]?.id ?? 0;
    for (const browser of [request.browser, stranger]) {
      const answers = [
        await browser.query(queueQuery),
        await browser.query(viewQuery, { id: request.changeRequestId }),
        await browser.query(`mutation A($id: Int!) { opsApproveChangeRequest(id: $id) { allowedActions } }`, {
          id: request.changeRequestId,
        }),
        await browser.query(
          `mutation D($id: Int!) { opsDeclineChangeRequest(id: $id, reason: "No") { allowedActions } }`,
          {
            id: request.changeRequestId,
          },
        ),
      ];
      for (const answer of answers) expect(answer.errors?.[0]?.extensions.code).toBe('STAFF_SESSION_INVALID');
      const file = await browser.send({ method: 'GET', url: fileUrl(fileId) });
      expect(file.statusCode).toBe(401);
    }
    const view = await reviewer.browser.query<ViewAnswer>(viewQuery, { id: request.changeRequestId });
    expect(view.data?.opsChangeRequest.request.status).toBe('submitted');
  });

  it('a staff session does not stand in for the applicant: getChangeRequest refuses it', async () => {
    const answer = await admin.browser.query(
      `query O($uuid: String!) { getChangeRequest(uuid: $uuid) { currentAddress } }`,
      {
        uuid: admin.staffId,
      },
    );
    expect(answer.errors?.[0]?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
    expect(answer.data).toBeNull();
  });
});
