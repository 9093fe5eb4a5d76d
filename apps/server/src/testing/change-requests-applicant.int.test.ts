import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelMutation,
  changeRequestApplicant,
  overviewQuery,
  proofPdf,
  proofPng,
  startMutation,
  submitMutation,
  uploadProof as uploadFile,
} from './change-requests-test-kit.js';
import { TestBrowser } from './graphql-client.js';
import { createTestApp, type TestApp } from './test-app.js';

interface RequestAnswer {
  id: number;
  status: string;
  codes: string[];
  submittedAt: string;
  closedAt: string | null;
  data: { fieldName: string; fieldValue: string }[];
}
type Pairs = { fieldName: string; fieldValue: string }[];

const fullAddress: Pairs = [
  { fieldName: 'street', fieldValue: '500 Market Street' },
  { fieldName: 'street2', fieldValue: 'Apt 4' },
  { fieldName: 'city', fieldValue: 'San Francisco' },
  { fieldName: 'state', fieldValue: 'ca' },
  { fieldName: 'zip', fieldValue: '941051234' },
];
const newName: Pairs = [
  { fieldName: 'firstName', fieldValue: 'Ana' },
  { fieldName: 'middleName', fieldValue: '' },
  { fieldName: 'lastName', fieldValue: 'Costa' },
];
const activeDuty: Pairs = [{ fieldName: 'activeDutyStartDate', fieldValue: '2024-03-01' }];

const startRequest = (browser: TestBrowser, codes: string[]) =>
  browser.query<{ startChangeRequest: RequestAnswer }>(startMutation, { codes });
const submitRequest = (browser: TestBrowser, id: number, data: Pairs) =>
  browser.query<{ submitChangeRequest: RequestAnswer }>(submitMutation, { id, data });
const cancelRequest = (browser: TestBrowser, id: number) =>
  browser.query<{ cancelChangeRequest: RequestAnswer }>(cancelMutation, { id });
const overview = (browser: TestBrowser, uuid: string) =>
  browser.query<{
    getChangeRequest: {
      changeRequestData: RequestAnswer | null;
      currentAddress: string;
      scraBenefitSince: string | null;
    };
  }>(overviewQuery, { uuid });
type FileAnswer = { id: number; fileName: string; fileType: string | null; version: number };
const fileFields = 'id fileName fileType version';
const filesOf = (browser: TestBrowser, uuid: string, id: number) =>
  browser.query<{ getFiles: Record<'proofOfName' | 'proofOfAddress' | 'proofOfSCRA', FileAnswer[]> }>(
    `query ($uuid: String!, $id: Int!) { getFiles(uuid: $uuid, changeRequestId: $id) {
      proofOfName { ${fileFields} } proofOfAddress { ${fileFields} } proofOfSCRA { ${fileFields} } } }`,
    { uuid, id },
  );
const removeRequestFile = (browser: TestBrowser, fileId: number) =>
  browser.query<{ removeFile: boolean }>(`mutation ($fileId: Int!) { removeFile(fileId: $fileId) }`, { fileId });
const pdf = (fileName = 'bill.pdf') => ({ ...proofPdf('Utility bill'), fileName });
const uploadProof = (browser: TestBrowser, id: number, fileType: string, file = pdf()) =>
  uploadFile(browser, id, fileType, file);

let testApp: TestApp;
const nextApplicant = () => changeRequestApplicant(testApp);

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function started(codes: string[]) {
  const applicant = await nextApplicant();
  const answer = await startRequest(applicant.browser, codes);
  const request = answer.data?.startChangeRequest;
  if (!request) throw new Error(JSON.stringify(answer.errors));
  return { ...applicant, request };
}

describe('starting a change request (decision 036)', () => {
  it('is pending, with its kinds as codes and no submission time yet', async () => {
    const { browser, userId, request } = await started(['address', 'name']);
    expect(request).toMatchObject({ status: 'pending', codes: ['address', 'name'], submittedAt: '', data: [] });
    const seen = await overview(browser, userId);
    expect(seen.data?.getChangeRequest.changeRequestData?.id).toBe(request.id);
  });

  it.each([
    ['no kind', [], 'BAD_USER_INPUT'],
    ['an unknown kind', ['email'], 'BAD_USER_INPUT'],
  ])('refuses %s', async (_case, codes, code) => {
    const { browser } = await nextApplicant();
    const answer = await startRequest(browser, codes);
    expect(answer.errors?.[0]?.extensions.code).toBe(code);
  });

  it('keeps a kind in at most one open request, and frees it when the request closes', async () => {
    const { browser, request } = await started(['address']);
    const again = await startRequest(browser, ['scra', 'address']);
    expect(again.errors?.[0]?.extensions.code).toBe('CHANGE_REQUEST_ALREADY_OPEN');
    expect(again.errors?.[0]?.message).toContain('address');
    // Another kind is fine beside it.
    expect((await startRequest(browser, ['name'])).data?.startChangeRequest.status).toBe('pending');
    await cancelRequest(browser, request.id);
    expect((await startRequest(browser, ['address'])).data?.startChangeRequest.status).toBe('pending');
  });

  it('lets exactly one of two racing starts of one kind through', async () => {
    const { browser } = await nextApplicant();
    const answers = await Promise.all([startRequest(browser, ['scra']), startRequest(browser, ['scra'])]);
    const codes = answers.map((answer) => answer.errors?.[0]?.extensions.code ?? 'ok').sort();
    expect(codes).toEqual(['CHANGE_REQUEST_ALREADY_OPEN', 'ok']);
  });
});

describe('submitting (product-rules#change-requests field rules)', () => {
  it('submits an address change with its proof, normalising the values', async () => {
    const { browser, request } = await started(['address']);
    expect((await uploadProof(browser, request.id, 'proofOfAddress')).statusCode).toBe(201);
    const answer = await submitRequest(browser, request.id, fullAddress);
    const submitted = answer.data?.submitChangeRequest;
    expect(submitted?.status).toBe('submitted');
    expect(submitted?.submittedAt).not.toBe('');
    expect(submitted?.data).toEqual([
      { fieldName: 'street', fieldValue: '500 Market Street' },
      { fieldName: 'street2', fieldValue: 'Apt 4' },
      { fieldName: 'city', fieldValue: 'San Francisco' },
      { fieldName: 'state', fieldValue: 'CA' },
      { fieldName: 'zip', fieldValue: '94105-1234' },
    ]);
  });

  it.each([
    ['a name change without proof of name', ['name'], newName, 'proofOfName'],
    ['an address change without proof of address', ['address'], fullAddress, 'proofOfAddress'],
    ['an SCRA request without proof', ['scra'], activeDuty, 'proofOfSCRA'],
    [
      'an address change without a ZIP code',
      ['address'],
      fullAddress.filter((pair) => pair.fieldName !== 'zip'),
      'zip',
    ],
    [
      'an address outside the US states',
      ['address'],
      fullAddress.map((pair) => (pair.fieldName === 'state' ? { ...pair, fieldValue: 'ZZ' } : pair)),
      'state',
    ],
    ['an SCRA request without the start date', ['scra'], [], 'activeDutyStartDate'],
    [
      'an SCRA start date in the future',
      ['scra'],
      [{ fieldName: 'activeDutyStartDate', fieldValue: '2999-01-01' }],
      'activeDutyStartDate',
    ],
    [
      'a name change without a last name',
      ['name'],
      newName.filter((pair) => pair.fieldName !== 'lastName'),
      'lastName',
    ],
  ])('refuses %s, naming the field', async (_case, codes, data, field) => {
    const { browser, request } = await started(codes);
    const answer = await submitRequest(browser, request.id, data);
    expect(answer.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const fields = (answer.errors?.[0]?.extensions as { fieldErrors?: { field: string }[] }).fieldErrors ?? [];
    expect(fields.map((problem) => problem.field)).toContain(field);
  });

  it('refuses a field outside the request’s kinds, naming it, and stays pending', async () => {
    const { browser, userId, request } = await started(['address']);
    await uploadProof(browser, request.id, 'proofOfAddress');
    const answer = await submitRequest(browser, request.id, [
      ...fullAddress,
      { fieldName: 'lastName', fieldValue: 'Costa' },
    ]);
    expect(answer.errors?.[0]?.message).toBe('lastName is not a field of this change request');
    expect((await overview(browser, userId)).data?.getChangeRequest.changeRequestData?.status).toBe('pending');
  });

  it('refuses a second submit: it is no longer being prepared', async () => {
    const { browser, request } = await started(['scra']);
    await uploadProof(browser, request.id, 'proofOfSCRA');
    await submitRequest(browser, request.id, activeDuty);
    const again = await submitRequest(browser, request.id, activeDuty);
    expect(again.errors?.[0]?.extensions.code).toBe('CHANGE_REQUEST_NOT_EDITABLE');
  });
});

describe('cancelling and the transitions', () => {
  it.each([
    ['pending', false],
    ['submitted', true],
  ])('cancels a %s request', async (_status, submit) => {
    const { browser, request } = await started(['scra']);
    if (submit) {
      await uploadProof(browser, request.id, 'proofOfSCRA');
      await submitRequest(browser, request.id, activeDuty);
    }
    const answer = await cancelRequest(browser, request.id);
    expect(answer.data?.cancelChangeRequest).toMatchObject({ status: 'cancelled' });
    expect(answer.data?.cancelChangeRequest.closedAt).not.toBeNull();
    // A retried cancel answers the same.
    expect((await cancelRequest(browser, request.id)).data?.cancelChangeRequest.status).toBe('cancelled');
    // A cancelled request is never submitted.
    expect((await submitRequest(browser, request.id, activeDuty)).errors?.[0]?.extensions.code).toBe(
      'CHANGE_REQUEST_NOT_EDITABLE',
    );
  });

  it('ends a submit racing a cancel in exactly one of them', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { browser, userId, request } = await started(['scra']);
      await uploadProof(browser, request.id, 'proofOfSCRA');
      const [submit, cancel] = await Promise.all([
        submitRequest(browser, request.id, activeDuty),
        cancelRequest(browser, request.id),
      ]);
      const final = (await overview(browser, userId)).data?.getChangeRequest.changeRequestData;
      // The cancel always wins in the end (a submitted request may be cancelled), but the submit
      // either happened first (and its answer says submitted) or was refused: never both lost.
      expect(cancel.data?.cancelChangeRequest.status).toBe('cancelled');
      expect(final?.status).toBe('cancelled');
      if (submit.data) expect(submit.data.submitChangeRequest.status).toBe('submitted');
      else expect(submit.errors?.[0]?.extensions.code).toBe('CHANGE_REQUEST_NOT_EDITABLE');
      expect(final?.submittedAt !== '').toBe(Boolean(submit.data));
    }
  });
});

describe('files (the documents pipeline, decision 036)', () => {
  it('lists uploads in their group, hides a removed one at once, and removes again as true', async () => {
    const { browser, userId, request } = await started(['address', 'name']);
    const first = JSON.parse((await uploadProof(browser, request.id, 'proofOfAddress', pdf('bill.pdf'))).body);
    const second = JSON.parse(
      (await uploadProof(browser, request.id, 'proofOfAddress', { ...proofPng(), fileName: 'lease.png' })).body,
    );
    expect(first).toMatchObject({
      fileName: 'bill.pdf',
      fileType: 'proofOfAddress',
      contentType: 'application/pdf',
      version: 1,
    });
    expect(second).toMatchObject({ fileName: 'lease.png', contentType: 'image/png', version: 2 });
    expect((await removeRequestFile(browser, first.id)).data?.removeFile).toBe(true);
    expect((await removeRequestFile(browser, first.id)).data?.removeFile).toBe(true);
    const groups = (await filesOf(browser, userId, request.id)).data?.getFiles;
    expect(groups?.proofOfAddress.map((file) => file.fileName)).toEqual(['lease.png']);
    expect(groups?.proofOfName).toEqual([]);
    expect(groups?.proofOfSCRA).toEqual([]);
  });

  it('refuses a group the request does not ask for, an unknown group, a wrong type and an oversized file', async () => {
    const { browser, userId, request } = await started(['address']);
    const codeOf = (response: { json<T>(): T }) =>
      response.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code;
    const notAsked = await uploadProof(browser, request.id, 'proofOfName');
    expect([notAsked.statusCode, codeOf(notAsked)]).toEqual([400, 'FILE_TYPE_NOT_ASKED']);
    const unknown = await uploadProof(browser, request.id, 'passport');
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([400, 'UNKNOWN_DOCUMENT_TYPE']);
    const text = await uploadProof(browser, request.id, 'proofOfAddress', {
      content: Buffer.from('just some text, not a document'),
      fileName: 'a.pdf',
      contentType: 'application/pdf',
    });
    expect([text.statusCode, codeOf(text)]).toEqual([415, 'FILE_TYPE_NOT_ACCEPTED']);
    const big = await uploadProof(browser, request.id, 'proofOfAddress', {
      content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]),
      fileName: 'big.pdf',
      contentType: 'application/pdf',
    });
    expect([big.statusCode, codeOf(big)]).toEqual([413, 'FILE_TOO_LARGE']);
    const groups = (await filesOf(browser, userId, request.id)).data?.getFiles;
    expect(groups?.proofOfAddress).toEqual([]);
  });

  it('takes no upload and no removal once submitted', async () => {
    const { browser, request } = await started(['scra']);
    const uploaded = JSON.parse((await uploadProof(browser, request.id, 'proofOfSCRA')).body);
    await submitRequest(browser, request.id, activeDuty);
    expect((await uploadProof(browser, request.id, 'proofOfSCRA')).statusCode).toBe(409);
    expect((await removeRequestFile(browser, uploaded.id)).data?.removeFile).toBe(false);
  });
});

describe('another account’s ids answer as missing ones', () => {
  it('never shows or changes another user’s request or file', async () => {
    const owner = await started(['address']);
    const uploaded = JSON.parse((await uploadProof(owner.browser, owner.request.id, 'proofOfAddress')).body);
    const stranger = await nextApplicant();
    const theirs = await overview(stranger.browser, owner.userId);
    expect(theirs.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(theirs.data).toBeNull();
    expect((await filesOf(stranger.browser, stranger.userId, owner.request.id)).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await filesOf(stranger.browser, owner.userId, owner.request.id)).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await submitRequest(stranger.browser, owner.request.id, fullAddress)).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await cancelRequest(stranger.browser, owner.request.id)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await removeRequestFile(stranger.browser, uploaded.id)).data?.removeFile).toBe(false);
    expect((await uploadProof(stranger.browser, owner.request.id, 'proofOfAddress')).statusCode).toBe(404);
    const download = await stranger.browser.send({ method: 'GET', url: `/api/v1/change-request-files/${uploaded.id}` });
    expect(download.statusCode).toBe(404);
    // The owner's request is untouched and their file is theirs to download.
    expect((await overview(owner.browser, owner.userId)).data?.getChangeRequest.changeRequestData?.status).toBe(
      'pending',
    );
    const own = await owner.browser.send({ method: 'GET', url: `/api/v1/change-request-files/${uploaded.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
  });

  it('answers a signed-out caller with the session error', async () => {
    const answer = await new TestBrowser(testApp.app).query(`{ myChangeRequests { id } }`);
    expect(answer.errors?.[0]?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
  });
});

describe('the account’s address', () => {
  it('is empty before any application or change', async () => {
    const { browser, userId } = await nextApplicant();
    expect((await overview(browser, userId)).data?.getChangeRequest).toEqual({
      changeRequestData: null,
      currentAddress: '',
      scraBenefitSince: null,
    });
  });
});
