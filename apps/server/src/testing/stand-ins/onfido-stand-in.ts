import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { birthDatesMatch, namesMatch } from '../../modules/documents/document-check/compare-identity.js';
import { decodeDocument } from '../../modules/documents/document-check/decode-document.js';
import type { AcceptedContentType } from '../../modules/documents/document-check/document-check-provider.js';
import { expiryDate, isoDay } from '../../modules/documents/document-check/judge-zone.js';
import { findMrzLines, readMrz, type MrzReading } from '../../modules/documents/document-check/read-mrz.js';

/**
 * A local stand-in for Onfido's API v3.6 as the document check uses it
 * (`Authorization: Token token=<token>`; POST /v3.6/applicants JSON; POST
 * /v3.6/documents multipart `applicant_id`, `type`, `file`; POST /v3.6/checks
 * `{applicant_id, report_names: ['document'], document_ids}`; GET
 * /v3.6/reports/{id}; errors as `{error: {type, message, fields}}`), for
 * contract tests and the production-like e2e run (DOCUMENT_CHECK_URL=<url>,
 * DOCUMENT_CHECK_API_TOKEN below).
 *
 * Every report is `awaiting_approval` when first read and `complete` after,
 * so the adapter's polling runs. Where Onfido reads the document's image, the
 * stand-in reads what the sandbox can: the file decodes (else a 422 on the
 * upload), and a passport's or visa's machine-readable zone carried as text
 * gives the type, names, birth date and expiry Onfido would extract, compared
 * with the applicant as Onfido's data comparison does. Without a zone the
 * document is clear: the type asked, the applicant's own name, an expiry five
 * years from today. Text in the file changes that (docs/sandbox.md
 * "Stand-ins"); the sandbox's triggers mean the same here:
 * - `SANDBOX-EXPIRED`: document_expiration consider, expired 2024-03-03;
 * - `SANDBOX-MISMATCH`: data_comparison last_name consider (the document says SMITH);
 * - `SANDBOX-INVALID`: data_validation document_numbers consider;
 * - `STANDIN-UNSUPPORTED`: image_integrity supported_document consider;
 * - `STANDIN-BLURRY`: image_integrity image_quality consider;
 * - `STANDIN-LOOKS-LIKE-VISA`: the report reads the document as a visa;
 * - `STANDIN-SUSPECTED`: visual_authenticity consider (sub_result suspected);
 * - `STANDIN-REFUSE-FILE`: 422 validation_error on the upload;
 * - `STANDIN-SLOW`: the report never completes; `STANDIN-WITHDRAWN`: it is withdrawn;
 * - `STANDIN-500`, `STANDIN-429`: that status on the upload.
 * An applicant without a first or last name is refused 422, as Onfido does.
 */
export const onfidoStandInToken = 'stand-in-onfido-token';

export interface OnfidoStandIn {
  url: string;
  /** What each call carried (applicants' fields, documents' type and size): a test's own server. */
  calls: { method: string; path: string; fields?: Record<string, unknown> }[];
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
interface Applicant {
  first_name: string;
  last_name: string;
  dob: string | null;
}
interface StoredDocument {
  documentId: string;
  applicantId: string;
  type: string;
  /** The file's bytes as text and its decoded text lines: where the triggers are looked for. */
  text: string;
  /** The machine-readable zone, when the file carries one as text. */
  zone: MrzReading | null;
}
interface Report {
  documentId: string;
  reads: number;
}

const prefix = '/v3.6';
const clear = { result: 'clear' };
const consider = (...flagged: string[]) => ({
  result: 'consider',
  breakdown: Object.fromEntries(flagged.map((name) => [name, { result: 'consider', properties: {} }])),
});

function sendJson(reply: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}) {
  reply.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

const onfidoError = (type: string, message: string, fields: Json = {}) => ({ error: { type, message, fields } });

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Onfido's upload limit, plus the multipart framing.
    if (size > 11 * 1024 * 1024) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function inFiveYears(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 5);
  return date.toISOString().slice(0, 10);
}

/** What Onfido would extract from a document with a machine-readable zone, compared with the applicant. */
function zoneFindings(zone: MrzReading | null, applicant: Applicant) {
  if (!zone) return null;
  if (!zone.valid) return { invalid: true, kind: zone.kind } as const;
  const expiresOn = zone.expirationDate ? expiryDate(zone.expirationDate, new Date()) : null;
  const nameMatches = namesMatch(
    { surname: zone.surname, givenNames: zone.givenNames, mayBeTruncated: zone.namesMayBeTruncated },
    { firstName: applicant.first_name, lastName: applicant.last_name, dob: applicant.dob },
  );
  const birthDateMatches = !applicant.dob || !zone.birthDate || birthDatesMatch(zone.birthDate, applicant.dob);
  return { invalid: false, kind: zone.kind, expiresOn, zone, nameMatches, birthDateMatches } as const;
}

function documentReport(id: string, document: StoredDocument, applicant: Applicant, status: string): Json {
  const has = (marker: string) => document.text.includes(marker);
  const read = zoneFindings(document.zone, applicant);
  const fromZone = read && !read.invalid ? read : null;
  const expiresOn = has('SANDBOX-EXPIRED') ? '2024-03-03' : (fromZone?.expiresOn ?? inFiveYears());
  const expired = has('SANDBOX-EXPIRED') || expiresOn < isoDay(new Date());
  const comparisonFlags = [
    ...(has('SANDBOX-MISMATCH') || (fromZone && !fromZone.nameMatches) ? ['last_name'] : []),
    ...(fromZone && !fromZone.birthDateMatches ? ['date_of_birth'] : []),
  ];
  const validationFlags = [
    ...(has('SANDBOX-INVALID') ? ['document_numbers'] : []),
    ...(read?.invalid ? ['mrz'] : []),
    ...(expired ? ['document_expiration'] : []),
  ];
  const breakdown: Json = {
    image_integrity: has('STANDIN-UNSUPPORTED')
      ? consider('supported_document')
      : has('STANDIN-BLURRY')
        ? consider('image_quality')
        : clear,
    data_validation: validationFlags.length > 0 ? consider(...validationFlags) : clear,
    data_comparison: comparisonFlags.length > 0 ? consider(...comparisonFlags) : clear,
    visual_authenticity: has('STANDIN-SUSPECTED') ? consider('security_features') : clear,
    data_consistency: clear,
    compromised_document: clear,
    police_record: clear,
  };
  const zoneKind = read && read.kind !== 'other' ? read.kind : null;
  const flagged = Object.values(breakdown).some((part) => (part as Json).result === 'consider');
  const complete = status === 'complete';
  return {
    id,
    name: 'document',
    status,
    result: complete ? (flagged ? 'consider' : 'clear') : null,
    sub_result: complete ? (has('STANDIN-SUSPECTED') ? 'suspected' : flagged ? 'caution' : 'clear') : null,
    created_at: new Date().toISOString(),
    documents: [{ id: document.documentId }],
    breakdown: complete ? breakdown : {},
    properties: complete
      ? {
          document_type: has('STANDIN-LOOKS-LIKE-VISA') ? 'visa' : (zoneKind ?? document.type),
          first_name: fromZone ? fromZone.zone.givenNames : applicant.first_name,
          last_name: has('SANDBOX-MISMATCH') ? 'SMITH' : fromZone ? fromZone.zone.surname : applicant.last_name,
          date_of_birth: applicant.dob,
          date_of_expiry: expiresOn,
        }
      : {},
  };
}

const acceptedTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/heic', 'application/pdf'];

/** The file as the stand-in reads it, or null when it does not decode (Onfido refuses such a file). */
async function readFile(bytes: Buffer, contentType: string): Promise<Pick<StoredDocument, 'text' | 'zone'> | null> {
  if (!acceptedTypes.includes(contentType)) return null;
  const decoded = await decodeDocument(contentType as AcceptedContentType, bytes);
  if (!decoded.decoded) return null;
  const { textLines, declaredMrzLines } = decoded.content;
  const zoneLines = declaredMrzLines ?? findMrzLines(textLines);
  return {
    text: `${bytes.toString('latin1')}\n${textLines.join('\n')}`,
    zone: zoneLines ? readMrz(zoneLines) : null,
  };
}

export async function startOnfidoStandIn(options: { token?: string } = {}): Promise<OnfidoStandIn> {
  const authorization = `Token token=${options.token ?? onfidoStandInToken}`;
  const calls: OnfidoStandIn['calls'] = [];
  const applicants = new Map<string, Applicant>();
  const documents = new Map<string, StoredDocument>();
  const reports = new Map<string, Report>();

  async function createApplicant(request: IncomingMessage, reply: ServerResponse) {
    const body = JSON.parse((await readBody(request)).toString('utf8')) as Json;
    calls.push({ method: 'POST', path: '/applicants', fields: body });
    const missing = ['first_name', 'last_name'].filter((key) => typeof body[key] !== 'string' || body[key] === '');
    if (missing.length > 0)
      return sendJson(
        reply,
        422,
        onfidoError('validation_error', 'There was a validation error on this request', {
          ...Object.fromEntries(missing.map((key) => [key, ["can't be blank"]])),
        }),
      );
    const id = randomUUID();
    const applicant = {
      first_name: String(body.first_name),
      last_name: String(body.last_name),
      dob: (body.dob as string) ?? null,
    };
    applicants.set(id, applicant);
    sendJson(reply, 201, { id, ...applicant, created_at: new Date().toISOString() });
  }

  async function uploadDocument(request: IncomingMessage, reply: ServerResponse) {
    const raw = await readBody(request);
    const form = await new Response(raw, { headers: { 'content-type': request.headers['content-type'] ?? '' } })
      .formData()
      .catch(() => null);
    const file = form?.get('file');
    const applicantId = String(form?.get('applicant_id') ?? '');
    const type = String(form?.get('type') ?? '');
    if (!form || !(file instanceof Blob) || !applicants.has(applicantId) || type === '')
      return sendJson(reply, 422, onfidoError('validation_error', 'There was a validation error on this request'));
    const bytes = Buffer.from(await file.arrayBuffer());
    const text = bytes.toString('latin1');
    calls.push({
      method: 'POST',
      path: '/documents',
      fields: { type, size: file.size, issuing_country: form.get('issuing_country') },
    });
    if (text.includes('STANDIN-500'))
      return sendJson(reply, 500, onfidoError('internal_server_error', 'Something went wrong'));
    if (text.includes('STANDIN-429'))
      return sendJson(reply, 429, onfidoError('rate_limit', 'Rate limit exceeded'), { 'retry-after': '1' });
    if (text.includes('STANDIN-REFUSE-FILE'))
      return sendJson(
        reply,
        422,
        onfidoError('validation_error', 'There was a validation error on this request', { file: ['is invalid'] }),
      );
    const read = await readFile(bytes, file.type);
    if (!read)
      return sendJson(
        reply,
        422,
        onfidoError('validation_error', 'There was a validation error on this request', { file: ['is corrupt'] }),
      );
    const documentId = randomUUID();
    documents.set(documentId, { documentId, applicantId, type, ...read });
    sendJson(reply, 201, { id: documentId, type, file_size: file.size, created_at: new Date().toISOString() });
  }

  async function createCheck(request: IncomingMessage, reply: ServerResponse) {
    const body = JSON.parse((await readBody(request)).toString('utf8')) as Json;
    calls.push({ method: 'POST', path: '/checks', fields: body });
    const documentIds = Array.isArray(body.document_ids) ? body.document_ids.map(String) : [];
    const reportNames = Array.isArray(body.report_names) ? body.report_names : [];
    if (!applicants.has(String(body.applicant_id)) || !reportNames.includes('document') || documentIds.length !== 1)
      return sendJson(reply, 422, onfidoError('validation_error', 'There was a validation error on this request'));
    const reportId = randomUUID();
    reports.set(reportId, { documentId: documentIds[0] as string, reads: 0 });
    sendJson(reply, 201, {
      id: randomUUID(),
      applicant_id: body.applicant_id,
      status: 'in_progress',
      result: null,
      report_ids: [reportId],
      created_at: new Date().toISOString(),
    });
  }

  function readReport(reportId: string, reply: ServerResponse) {
    calls.push({ method: 'GET', path: '/reports' });
    const report = reports.get(reportId);
    const document = report ? documents.get(report.documentId) : undefined;
    const applicant = document ? applicants.get(document.applicantId) : undefined;
    if (!report || !document || !applicant)
      return sendJson(reply, 404, onfidoError('resource_not_found', 'The resource could not be found'));
    report.reads += 1;
    const status = document.text.includes('STANDIN-WITHDRAWN')
      ? 'withdrawn'
      : document.text.includes('STANDIN-SLOW') || report.reads < 2
        ? 'awaiting_approval'
        : 'complete';
    sendJson(reply, 200, documentReport(reportId, document, applicant, status));
  }

  async function answer(request: IncomingMessage, reply: ServerResponse) {
    if (request.headers.authorization !== authorization) {
      // Read what was sent first: a client still writing its body would see the connection reset.
      await readBody(request).catch(() => undefined);
      return sendJson(
        reply,
        401,
        onfidoError('authorization_error', 'Authorization error: please re-check your credentials'),
      );
    }
    const path = (request.url ?? '').startsWith(prefix) ? (request.url ?? '').slice(prefix.length) : '';
    if (request.method === 'POST' && path === '/applicants') return createApplicant(request, reply);
    if (request.method === 'POST' && path === '/documents') return uploadDocument(request, reply);
    if (request.method === 'POST' && path === '/checks') return createCheck(request, reply);
    const reportPath = /^\/reports\/([\w-]{1,100})$/.exec(path);
    if (request.method === 'GET' && reportPath) return readReport(reportPath[1] as string, reply);
    sendJson(reply, 404, onfidoError('resource_not_found', 'The resource could not be found'));
  }

  const server = createServer((request, reply) => {
    answer(request, reply).catch(() => {
      if (!reply.headersSent) sendJson(reply, 400, onfidoError('bad_request', 'Malformed request'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
