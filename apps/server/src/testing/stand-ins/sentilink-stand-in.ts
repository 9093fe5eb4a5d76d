import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for SentiLink's application scoring API (POST
 * /v2/application, HTTP Basic with the account id and token, JSON
 * `{application: {...}, products: [...]}`; the answer holds one object per
 * product, `{score, version, reason_codes: [{code, direction, explanation,
 * rank}]}` or `{error_code, errors}`, with `response_status` SUCCESS, PARTIAL
 * or FAILURE), for contract tests and the production-like e2e run
 * (RISK_SCORE_URL=<url>, RISK_SCORE_ACCOUNT_ID and RISK_SCORE_TOKEN below).
 *
 * What it answers follows the sandbox's test inputs (docs/sandbox.md "Identity
 * risk score", "Stand-ins"), so an e2e walk behaves alike on either:
 * - SSN serial 9999: synthetic score 912; group 99: identity theft score 880;
 *   born before 1920-01-01: synthetic score 820 (SSN and birth date disagree);
 * - serial 1100 to 1999: both scores are the serial less 1000 (1750 scores 750),
 *   as SentiLink's own sandbox does;
 * - last name `Theft` (for applicants without an SSN): identity theft score 905;
 * - serial 0013: HTTP 500; 0014: no answer until the caller gives up; 0429: HTTP 429;
 *   0503: HTTP 503; 0206: PARTIAL, the synthetic score errors;
 * - a product's required field missing, a birth date not YYYY-MM-DD, an SSN not nine
 *   digits: that product errors (400 FAILURE when all do);
 * - anything else (the e2e's applicants): synthetic 120, identity theft 85, approved.
 */
export const sentilinkStandInAccountId = 'stand-in-sentilink-account';
export const sentilinkStandInToken = 'stand-in-sentilink-token';

export interface SentilinkStandIn {
  url: string;
  /** Every scoring request's body as sent (a test's own server: the applicant data is fictional). */
  requests: unknown[];
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
type Product = 'sentilink_synthetic_score' | 'sentilink_id_theft_score';

const reasons = {
  nonsense: { code: 'R000', direction: 'more_fraudy', explanation: 'Whether the supplied name or SSN is nonsense' },
  clump: {
    code: 'R008',
    direction: 'more_fraudy',
    explanation: 'Whether the SSN is tied to a clump of SSNs empirically used for fraud',
  },
  dobSsn: {
    code: 'R004',
    direction: 'more_fraudy',
    explanation: "Whether the supplied SSN aligns with the consumer's DOB",
  },
  otherIdentity: {
    code: 'R011',
    direction: 'more_fraudy',
    explanation: 'Whether the SSN has been seen with a different name or date of birth',
  },
  longHistory: {
    code: 'R010',
    direction: 'less_fraudy',
    explanation: 'Length of history of the identity at the supplied address',
  },
} as const;

const versions: Record<Product, string> = { sentilink_synthetic_score: '1.8.1', sentilink_id_theft_score: '1.7.2' };
const required: Record<Product, readonly string[]> = {
  sentilink_synthetic_score: [
    'first_name',
    'last_name',
    'dob',
    'ssn',
    'address_line_1',
    'city',
    'state_code',
    'zipcode',
  ],
  sentilink_id_theft_score: ['first_name', 'last_name', 'dob', 'address_line_1', 'city', 'state_code', 'zipcode'],
};

function scored(product: Product, score: number, codes: readonly (typeof reasons)[keyof typeof reasons][]) {
  return {
    score,
    version: versions[product],
    reason_codes: codes.map((reason, index) => ({ ...reason, rank: index + 1 })),
  };
}

function productAnswer(product: Product, application: Json): Json {
  const missing = required[product].filter(
    (field) => typeof application[field] !== 'string' || application[field] === '',
  );
  if (missing.length > 0) return { error_code: 2000, errors: missing.map((field) => `${field} is required`) };
  // SentiLink's published input rules: a YYYY-MM-DD birth date after 1901-12-31; an SSN of nine digits.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(application.dob)) || String(application.dob) <= '1901-12-31')
    return { error_code: 2001, errors: ['dob must be in YYYY-MM-DD format and after 1901-12-31'] };
  if (product === 'sentilink_synthetic_score' && !/^\d{9}$/.test(String(application.ssn)))
    return { error_code: 2001, errors: ['ssn must be 9 digits'] };
  const ssn = String(application.ssn ?? '');
  const [group, serial] = [ssn.slice(3, 5), ssn.slice(5, 9)];
  if (product === 'sentilink_synthetic_score' && serial === '0206')
    return { error_code: 3000, errors: ['score temporarily unavailable'] };
  const threshold = /^1\d{3}$/.test(serial) && serial >= '1100' ? Number(serial) - 1000 : null;
  if (threshold !== null) return scored(product, threshold, [reasons.clump]);
  if (product === 'sentilink_synthetic_score') {
    if (serial === '9999') return scored(product, 912, [reasons.nonsense, reasons.clump]);
    if (String(application.dob) < '1920-01-01') return scored(product, 820, [reasons.dobSsn]);
    return scored(product, 120, [reasons.longHistory]);
  }
  if (group === '99' || String(application.last_name).toLowerCase() === 'theft')
    return scored(product, group === '99' ? 880 : 905, [reasons.otherIdentity]);
  return scored(product, 85, [reasons.longHistory]);
}

function envelope(): Json {
  return {
    customer_id: sentilinkStandInAccountId,
    environment: 'SANDBOX',
    transaction_id: `stand-in-${Date.now().toString(36)}`,
    timestamp: new Date().toISOString(),
    latency_ms: 3,
  };
}

function sendJson(reply: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}) {
  reply.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    // One application's fields: a few kilobytes at most.
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const expectedAuthorization = (accountId: string, token: string) =>
  `Basic ${Buffer.from(`${accountId}:${token}`).toString('base64')}`;

export async function startSentilinkStandIn(
  options: { accountId?: string; token?: string } = {},
): Promise<SentilinkStandIn> {
  const authorization = expectedAuthorization(
    options.accountId ?? sentilinkStandInAccountId,
    options.token ?? sentilinkStandInToken,
  );
  const requests: unknown[] = [];
  const hanging = new Set<ServerResponse>();

  async function answer(request: IncomingMessage, reply: ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v2/application')
      return sendJson(reply, 404, { ...envelope(), error: 'Not Found', error_code: 1404 });
    if (request.headers.authorization !== authorization)
      return sendJson(reply, 401, { ...envelope(), transaction_id: '', error: 'Unauthorized', error_code: 1000 });
    let body: Json;
    try {
      body = JSON.parse(await readBody(request)) as Json;
    } catch {
      return sendJson(reply, 400, {
        ...envelope(),
        response_status: 'FAILURE',
        errors: ['malformed JSON'],
        error_code: 2000,
      });
    }
    requests.push(body);
    const application = (body.application ?? {}) as Json;
    const products = (Array.isArray(body.products) ? body.products : []).filter(
      (product): product is Product =>
        product === 'sentilink_synthetic_score' || product === 'sentilink_id_theft_score',
    );
    if (products.length === 0)
      return sendJson(reply, 400, {
        ...envelope(),
        response_status: 'FAILURE',
        errors: ['no products requested'],
        error_code: 2000,
      });
    const serial = String(application.ssn ?? '').slice(5, 9);
    if (serial === '0013')
      return sendJson(reply, 500, { ...envelope(), error: 'Internal Server Error', error_code: 5000 });
    if (serial === '0503')
      return sendJson(reply, 503, { ...envelope(), error: 'Service Unavailable', error_code: 5030 });
    if (serial === '0429')
      return sendJson(
        reply,
        429,
        { ...envelope(), error: 'Too Many Requests', error_code: 4290 },
        { 'retry-after': '1' },
      );
    if (serial === '0014') {
      // Held until the caller gives up, or a minute at most so nothing waits forever.
      hanging.add(reply);
      const giveUp = setTimeout(() => reply.destroy(), 60_000).unref();
      reply.on('close', () => {
        clearTimeout(giveUp);
        hanging.delete(reply);
      });
      return;
    }
    const answers = Object.fromEntries(products.map((product) => [product, productAnswer(product, application)]));
    const failed = products.filter((product) => 'errors' in (answers[product] ?? {})).length;
    const status = failed === 0 ? 'SUCCESS' : failed < products.length ? 'PARTIAL' : 'FAILURE';
    sendJson(reply, status === 'FAILURE' ? 400 : 200, {
      ...envelope(),
      application_id: application.application_id,
      response_status: status,
      ...answers,
    });
  }

  const server = createServer((request, reply) => {
    answer(request, reply).catch(() => {
      if (!reply.headersSent) sendJson(reply, 413, { error: 'Payload Too Large', error_code: 4130 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const reply of hanging) reply.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
