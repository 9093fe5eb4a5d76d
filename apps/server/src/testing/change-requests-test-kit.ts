import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { ChangeRequestKind } from '@waypoint/domain/change-requests/change-request-kinds';
import { buildSamplePdf, samplePng } from '../modules/documents/document-check/samples/sample-documents.js';
import { TestBrowser } from './graphql-client.js';
import { stepUpByEmail } from './step-up-test-kit.js';
import { registerUser } from './test-accounts.js';
import type { TestApp } from './test-app.js';
import { multipartBody } from './uploads.js';

/**
 * Shared setup for the change-request tests (decision 036): an applicant who
 * starts a request, uploads its proofs and submits it through the public
 * GraphQL operations and the upload route, as the web does.
 */

export const changeRequestFields =
  'id status codes submittedAt createdAt closedAt data { fieldName fieldValue } declineReason';

export const startMutation = `mutation Start($codes: [String!]!) { startChangeRequest(codes: $codes) { ${changeRequestFields} } }`;
export const submitMutation = `mutation Submit($id: Int!, $data: [ChangeRequestFieldInput!]!) {
  submitChangeRequest(id: $id, data: $data) { ${changeRequestFields} }
}`;
export const cancelMutation = `mutation Cancel($id: Int!) { cancelChangeRequest(id: $id) { ${changeRequestFields} } }`;
export const overviewQuery = `query Overview($uuid: String!) {
  getChangeRequest(uuid: $uuid) { changeRequestData { ${changeRequestFields} } currentAddress scraBenefitSince }
}`;

export const changeRequestUploadUrl = (changeRequestId: number, fileType: string) =>
  `/api/v1/change-requests/${changeRequestId}/files/${fileType}`;

/** The values a submission of each kind sends; a test overrides what it is about. */
export const sampleChangeValues: Record<ChangeRequestKind, Record<string, string>> = {
  name: { firstName: 'Ana', middleName: 'Maria', lastName: 'Costa' },
  address: { street: '200 Harbor Way', street2: 'Apt 4', city: 'Portland', state: 'OR', zip: '97201' },
  scra: { activeDutyStartDate: '2025-03-01' },
};

const proofOf: Record<ChangeRequestKind, string> = {
  name: 'proofOfName',
  address: 'proofOfAddress',
  scra: 'proofOfSCRA',
};

export interface ChangeRequestApplicant {
  browser: TestBrowser;
  userId: string;
  email: string;
}

/** A newly registered, signed-in applicant with a unique e-mail. */
export async function changeRequestApplicant(
  app: TestApp,
  name: { firstName?: string; lastName?: string } = {},
  { stepUp = true }: { stepUp?: boolean } = {},
): Promise<ChangeRequestApplicant> {
  const browser = new TestBrowser(app.app);
  const email = `changes-${randomUUID()}@example.com`;
  const registered = await registerUser(browser, { email, ...name });
  const userId = registered.data?.register.id;
  if (typeof userId !== 'string') throw new Error(`register refused: ${JSON.stringify(registered.errors)}`);
  // A name or address change asks for a recent step-up (decision 073); the step-up's own tests start without one.
  if (stepUp) await stepUpByEmail(app, browser, email);
  return { browser, userId, email };
}

/** A proof file as the web uploads it: one part named "file". */
export async function uploadProof(
  browser: TestBrowser,
  changeRequestId: number,
  fileType: string,
  file: { content: Buffer; fileName: string; contentType: string },
): Promise<LightMyRequestResponse> {
  const body = multipartBody([{ filename: file.fileName, contentType: file.contentType, content: file.content }]);
  return browser.send({
    method: 'POST',
    url: changeRequestUploadUrl(changeRequestId, fileType),
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

export const proofPdf = (text: string) => ({
  content: buildSamplePdf([text, 'Issued for the Waypoint tests.']),
  fileName: `${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
  contentType: 'application/pdf',
});

export const proofPng = () => ({ content: samplePng(), fileName: 'photo of the bill.png', contentType: 'image/png' });

export interface StartedRequest extends ChangeRequestApplicant {
  changeRequestId: number;
}

/** A pending request of these kinds with one proof (a PDF) in each kind's group. */
export async function preparedChangeRequest(
  app: TestApp,
  codes: readonly ChangeRequestKind[],
  applicant?: ChangeRequestApplicant,
): Promise<StartedRequest> {
  const who = applicant ?? (await changeRequestApplicant(app));
  const started = await who.browser.query<{ startChangeRequest: { id: number } }>(startMutation, { codes });
  const changeRequestId = started.data?.startChangeRequest.id;
  if (!changeRequestId) throw new Error(`start refused: ${JSON.stringify(started.errors)}`);
  for (const kind of codes) {
    const uploaded = await uploadProof(who.browser, changeRequestId, proofOf[kind], proofPdf(`Proof of ${kind}`));
    if (uploaded.statusCode !== 201) throw new Error(`upload refused: ${uploaded.statusCode} ${uploaded.body}`);
  }
  return { ...who, changeRequestId };
}

/** A submitted request of these kinds, with the sample values unless given others. */
export async function submittedChangeRequest(
  app: TestApp,
  codes: readonly ChangeRequestKind[],
  options: {
    values?: Record<string, string>;
    applicant?: ChangeRequestApplicant;
    /** Proofs added after each kind's PDF, such as a photo for the back office to show inline. */
    moreProofs?: readonly { fileType: string; file: Parameters<typeof uploadProof>[3] }[];
  } = {},
): Promise<StartedRequest> {
  const prepared = await preparedChangeRequest(app, codes, options.applicant);
  for (const proof of options.moreProofs ?? []) {
    const uploaded = await uploadProof(prepared.browser, prepared.changeRequestId, proof.fileType, proof.file);
    if (uploaded.statusCode !== 201) throw new Error(`upload refused: ${uploaded.statusCode} ${uploaded.body}`);
  }
  const values = {
    ...Object.assign({}, ...codes.map((kind) => sampleChangeValues[kind])),
    ...options.values,
  } as Record<string, string>;
  const data = Object.entries(values).map(([fieldName, fieldValue]) => ({ fieldName, fieldValue }));
  const submitted = await prepared.browser.query(submitMutation, { id: prepared.changeRequestId, data });
  if (submitted.errors) throw new Error(`submit refused: ${JSON.stringify(submitted.errors)}`);
  return prepared;
}

const rowsOf = async <T>(app: TestApp, sql: string, params: unknown[]) =>
  (await app.database.sql.executeSql(sql, params)).rows as T[];

export interface ChangeRequestAuditRow {
  actorType: string;
  actorId: string;
  actorEmail: string | null;
  action: string;
  ip: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit events of actions on a change request, oldest first; staff reads of it are recorded apart (decision 069). */
export const changeRequestAuditOf = (app: TestApp, changeRequestId: number) =>
  rowsOf<ChangeRequestAuditRow>(
    app,
    `select actor_type as "actorType", actor_id as "actorId", actor_email as "actorEmail", action, ip, before, after
     from audit_events where subject_type = 'change_request' and subject_id = $1
     and action not like '%.personal_data_read' order by id`,
    [String(changeRequestId)],
  );

/** The change-request decision e-mails queued to an address. */
export const decisionMailsTo = (app: TestApp, to: string) =>
  rowsOf<{ subject: string; text: string; html: string }>(
    app,
    `select subject, text, html from outbox_messages where kind = 'change-request-decision' and to_address = $1 order by created_at`,
    [to],
  );

/** The request's row as stored. */
export async function changeRequestRow(app: TestApp, changeRequestId: number) {
  const [row] = await rowsOf<{
    status: string;
    version: number;
    decidedBy: string | null;
    declineReason: string | null;
  }>(
    app,
    `select status, version, decided_by as "decidedBy", decline_reason as "declineReason" from change_requests where id = $1`,
    [changeRequestId],
  );
  if (!row) throw new Error(`no change request ${changeRequestId}`);
  return row;
}
