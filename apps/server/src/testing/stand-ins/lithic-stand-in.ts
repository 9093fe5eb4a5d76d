import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signLithicWebhook } from '../../modules/cards/lithic-webhooks.js';
import { createLithicStandInLedger, type LithicStandInLedger } from './lithic-stand-in-ledger.js';

/**
 * A local stand-in for Lithic's card-issuing API (decision 045), on loopback,
 * following its published request and response shapes: account holders
 * (KYC_BYO), financial accounts and their credit configuration, cards
 * (PHYSICAL, state OPEN/PAUSED/CLOSED), management operations, the ledger
 * side (balances, statements, account activity, external bank accounts,
 * payments, account states; lithic-stand-in-ledger.ts), and webhooks
 * signed Svix-style (webhook-id, webhook-timestamp, webhook-signature). Errors
 * come as Lithic's `{ message, debugging_request_id }`. For contract tests and
 * the production-like run (CARD_ISSUER_URL=<url>, CARD_ISSUER_API_KEY and
 * CARD_ISSUER_WEBHOOK_SECRET below); docs/sandbox.md "Stand-ins" lists it.
 */
export const lithicStandInApiKey = 'stand-in-lithic-api-key';
/** A whsec_ secret as Lithic shows it for an event subscription (base64 after the prefix). */
export const lithicStandInWebhookSecret = `whsec_${Buffer.from('stand-in-lithic-webhook-secret!!').toString('base64')}`;

/** What the next matching request gets instead of its answer: an error status, or no answer at all. */
export type LithicFault = { status: number; message?: string } | { hang: true };

export interface RecordedLithicRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}

interface Card {
  token: string;
  account_token: string;
  type: string;
  state: string;
  last_four: string;
  exp_month: string;
  exp_year: string;
  created: string;
  memo: string | null;
  /** The card this one replaces (Lithic's `replacement_for`), and why (its `replacement_substatus`). */
  replacement_for: string | null;
  replacement_substatus: string | null;
}

interface Holder {
  token: string;
  account_token: string;
  status: string;
  external_id: string | null;
  individual: Record<string, unknown>;
}

export interface LithicStandIn extends LithicStandInLedger {
  url: string;
  requests: RecordedLithicRequest[];
  holders: Map<string, Holder>;
  cards: Map<string, Card>;
  creditLimits: Map<string, number>;
  managementOperations: Map<string, Record<string, unknown>>;
  /** Forgets every Idempotency-Key, as Lithic does after a while (decision 045). */
  forgetIdempotencyKeys(): void;
  /** The next request whose method and path (without query) match gets `fault`. */
  failNext(method: string, pathPattern: RegExp, fault: LithicFault): void;
  /** Posts a signed event to `webhookUrl`, as Lithic delivers it; answers the receiver's status. */
  sendWebhook(
    webhookUrl: string,
    payload: Record<string, unknown>,
    options?: { secret?: string; at?: Date; id?: string },
  ): Promise<number>;
  /** Lithic's `payment_transaction.updated` with a payment as it stands (settle or return it first). */
  sendPaymentUpdate(webhookUrl: string, paymentToken: string, at?: Date): Promise<number>;
  /** Lithic's `card.shipped` for a card. */
  shipCard(webhookUrl: string, cardToken: string, at?: Date): Promise<number>;
  close(): Promise<void>;
}

const kycIndividualFields = ['first_name', 'last_name', 'email', 'phone_number', 'dob', 'government_id', 'address'];

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function refuse(response: ServerResponse, status: number, message: string, extra: Record<string, unknown> = {}): void {
  send(response, status, { message, debugging_request_id: randomUUID(), ...extra });
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return null;
  return JSON.parse(text) as Record<string, unknown>;
}

export async function startLithicStandIn(options: { now?: () => Date } = {}): Promise<LithicStandIn> {
  const now = options.now ?? (() => new Date());
  const requests: RecordedLithicRequest[] = [];
  const holders = new Map<string, Holder>();
  const cards = new Map<string, Card>();
  const financialAccounts = new Map<string, { token: string; account_token: string; type: string }>();
  const creditLimits = new Map<string, number>();
  const managementOperations = new Map<string, Record<string, unknown>>();
  // Idempotency-Key → the body it was first sent with and the answer it got.
  const idempotent = new Map<string, { body: string; answer: unknown }>();
  const faults: { method: string; path: RegExp; fault: LithicFault }[] = [];
  let cardsMade = 0;
  const { ledger, handle: handleLedger } = createLithicStandInLedger({ now, financialAccounts, creditLimits });
  const hanging = new Set<ServerResponse>();

  function create(response: ServerResponse, key: string | undefined, body: unknown, make: () => unknown): void {
    if (key) {
      const seen = idempotent.get(key);
      if (seen && seen.body !== JSON.stringify(body))
        return refuse(response, 409, 'Idempotency-Key was already used with a different request body');
      if (seen) return send(response, 201, seen.answer);
    }
    const answer = make();
    if (key) idempotent.set(key, { body: JSON.stringify(body), answer });
    send(response, 201, answer);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    requests.push({ method, path: url.pathname + url.search, headers: request.headers, body });
    const faultAt = faults.findIndex((entry) => entry.method === method && entry.path.test(url.pathname));
    if (faultAt >= 0) {
      const fault = faults.splice(faultAt, 1)[0]?.fault ?? { status: 500 };
      if ('hang' in fault) {
        hanging.add(response);
        return;
      }
      return refuse(response, fault.status, fault.message ?? `stand-in fault ${fault.status}`);
    }
    if (request.headers.authorization !== lithicStandInApiKey)
      return refuse(response, 401, 'Please provide API key in Authorization header');
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined;
    const path = url.pathname;
    const query = url.searchParams;

    if (method === 'GET' && path === '/v1/account_holders') {
      const data = [...holders.values()].filter(
        (holder) =>
          (!query.has('external_id') || holder.external_id === query.get('external_id')) &&
          (!query.has('account_token') || holder.account_token === query.get('account_token')),
      );
      return send(response, 200, { data, has_more: false });
    }
    if (method === 'POST' && path === '/v1/account_holders') {
      const individual = (body?.individual ?? {}) as Record<string, unknown>;
      const missing = kycIndividualFields.filter((field) => !individual[field]);
      if (body?.workflow !== 'KYC_BYO' || !body.kyc_passed_timestamp || !body.tos_timestamp || missing.length > 0)
        return refuse(response, 400, `Invalid KYC_BYO request: missing ${['individual', ...missing].join(', ')}`);
      return create(response, key, body, () => {
        const holder: Holder = {
          token: randomUUID(),
          account_token: randomUUID(),
          status: 'ACCEPTED',
          external_id: typeof body.external_id === 'string' ? body.external_id : null,
          individual,
        };
        holders.set(holder.token, holder);
        ledger.accounts.set(holder.account_token, { token: holder.account_token, state: 'ACTIVE', substatus: null });
        const issuing = { token: randomUUID(), account_token: holder.account_token, type: 'ISSUING' };
        financialAccounts.set(issuing.token, issuing);
        return { token: holder.token, account_token: holder.account_token, status: holder.status, status_reasons: [] };
      });
    }
    if (method === 'GET' && path === '/v1/financial_accounts') {
      const data = [...financialAccounts.values()].filter(
        (account) =>
          account.account_token === query.get('account_token') &&
          (!query.has('type') || account.type === query.get('type')),
      );
      return send(response, 200, { data, has_more: false });
    }
    const creditConfiguration = /^\/v1\/financial_accounts\/([^/]+)\/credit_configuration$/.exec(path);
    if (method === 'PATCH' && creditConfiguration) {
      const account = financialAccounts.get(creditConfiguration[1] ?? '');
      if (!account) return refuse(response, 404, 'Financial account not found');
      if (typeof body?.credit_limit !== 'number' || body.credit_limit < 0)
        return refuse(response, 400, 'credit_limit must be a non-negative integer');
      creditLimits.set(account.token, body.credit_limit);
      return send(response, 200, { account_token: account.account_token, credit_limit: body.credit_limit });
    }
    if (method === 'GET' && path === '/v1/cards') {
      const data = [...cards.values()].filter((card) => card.account_token === query.get('account_token'));
      return send(response, 200, { data, has_more: false });
    }
    if (method === 'POST' && path === '/v1/cards') {
      const holder = [...holders.values()].find((candidate) => candidate.account_token === body?.account_token);
      if (!holder) return refuse(response, 404, 'Account not found');
      if (body?.type === 'PHYSICAL' && !body.shipping_address)
        return refuse(response, 400, 'shipping_address is required for PHYSICAL cards');
      const replaced = body?.replacement_for === undefined ? null : cards.get(String(body.replacement_for));
      if (replaced === undefined || (replaced && replaced.account_token !== holder.account_token))
        return refuse(response, 400, 'replacement_for must be a card on the same account');
      return create(response, key, body, () => {
        cardsMade += 1;
        const issued = now();
        const card: Card = {
          token: randomUUID(),
          account_token: holder.account_token,
          type: String(body?.type),
          state: body?.state === 'PAUSED' ? 'PAUSED' : 'OPEN',
          last_four: String(4000 + cardsMade).slice(-4),
          exp_month: String(issued.getUTCMonth() + 1).padStart(2, '0'),
          exp_year: String(issued.getUTCFullYear() + 4),
          created: issued.toISOString(),
          memo: typeof body?.memo === 'string' ? body.memo : null,
          replacement_for: replaced?.token ?? null,
          replacement_substatus: typeof body?.replacement_substatus === 'string' ? body.replacement_substatus : null,
        };
        cards.set(card.token, card);
        return card;
      });
    }
    const cardPath = /^\/v1\/cards\/([^/]+)$/.exec(path);
    if (cardPath && (method === 'PATCH' || method === 'GET')) {
      const card = cards.get(cardPath[1] ?? '');
      if (!card) return refuse(response, 404, 'Card not found');
      if (method === 'GET') return send(response, 200, card);
      if (!['OPEN', 'PAUSED', 'CLOSED'].includes(String(body?.state)))
        return refuse(response, 400, 'state must be one of OPEN, PAUSED, CLOSED');
      if (card.state === 'CLOSED') return refuse(response, 422, 'A closed card cannot be updated');
      card.state = String(body?.state);
      return send(response, 200, card);
    }
    const operationPath = /^\/v1\/management_operations\/([^/]+)$/.exec(path);
    if (method === 'GET' && operationPath) {
      const operation = managementOperations.get(operationPath[1] ?? '');
      return operation ? send(response, 200, operation) : refuse(response, 404, 'Management operation not found');
    }
    if (method === 'POST' && path === '/v1/management_operations') {
      const account = financialAccounts.get(String(body?.financial_account_token));
      if (!account) return refuse(response, 404, 'Financial account not found');
      if (typeof body?.amount !== 'number' || body.amount <= 0) return refuse(response, 400, 'amount must be positive');
      const token = typeof body.token === 'string' ? body.token : randomUUID();
      if (managementOperations.has(token)) return refuse(response, 409, 'A transaction with this token already exists');
      const operation = {
        token,
        family: 'MANAGEMENT_OPERATION',
        status: 'SETTLED',
        result: 'APPROVED',
        category: body.category,
        direction: body.direction,
        financial_account_token: account.token,
        settled_amount: body.amount,
        user_defined_id: body.user_defined_id ?? null,
        created: now().toISOString(),
        updated: now().toISOString(),
      };
      managementOperations.set(token, operation);
      return send(response, 201, operation);
    }
    const answered = handleLedger({
      method,
      path,
      query,
      body,
      send: (status, answer) => send(response, status, answer),
      refuse: (status, message, extra) => refuse(response, status, message, extra),
    });
    if (answered) return;
    return refuse(response, 404, `No route for ${method} ${path}`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => refuse(response, 400, `Unreadable request: ${String(error)}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function sendWebhook(
    webhookUrl: string,
    payload: Record<string, unknown>,
    signing: { secret?: string; at?: Date; id?: string } = {},
  ): Promise<number> {
    const body = JSON.stringify(payload);
    const id = signing.id ?? `msg_${randomUUID().replaceAll('-', '')}`;
    const timestamp = Math.floor((signing.at ?? now()).getTime() / 1000);
    const answer = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signLithicWebhook(signing.secret ?? lithicStandInWebhookSecret, id, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await answer.arrayBuffer();
    return answer.status;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    holders,
    cards,
    creditLimits,
    managementOperations,
    ...ledger,
    forgetIdempotencyKeys() {
      idempotent.clear();
    },
    failNext(method, pathPattern, fault) {
      faults.push({ method, path: pathPattern, fault });
    },
    sendWebhook,
    sendPaymentUpdate(webhookUrl, paymentToken, at) {
      const payment = ledger.payments.get(paymentToken);
      if (!payment) throw new Error(`the stand-in has no payment ${paymentToken}`);
      return sendWebhook(webhookUrl, { event_type: 'payment_transaction.updated', ...payment }, { at });
    },
    shipCard(webhookUrl, cardToken, at) {
      return sendWebhook(
        webhookUrl,
        {
          event_type: 'card.shipped',
          card_token: cardToken,
          shipping_method: 'USPS without tracking',
          tracking_number: null,
          bulk_order_token: null,
        },
        { at },
      );
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
