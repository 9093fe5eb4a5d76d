import { randomUUID } from 'node:crypto';

/**
 * The stand-in's ledger side of Lithic's API (decision 085), in its
 * published shapes: balances, credit configuration reads, statements,
 * account activity (lists newest first, paged by `starting_after` and
 * `page_size`), external bank accounts (one record per account and numbers:
 * another create answers 409 with `context.existing_token`), payments
 * (COLLECTION / PAYMENT, ACH_NEXT_DAY, a caller's `token`) and account
 * states. Tests seed statements and activity and move payments along.
 */
export type LithicRecord = Record<string, unknown> & { token: string; created: string };

export interface LithicStandInLedger {
  accounts: Map<string, { token: string; state: string; substatus: string | null }>;
  payments: Map<string, LithicRecord>;
  externalBankAccounts: Map<string, LithicRecord>;
  /** Statements per financial account, as Lithic lists them. */
  statements: Map<string, LithicRecord[]>;
  /** Activity per account token besides the payments made here (card transactions, fees, credits). */
  activity: Map<string, LithicRecord[]>;
  /** Balances per financial account; absent, the whole limit is available. */
  balances: Map<string, { available_amount: number; pending_amount: number }>;
  addStatement(financialAccountToken: string, statement: Record<string, unknown>): LithicRecord;
  addActivity(accountToken: string, entry: Record<string, unknown>): LithicRecord;
  /** The payment settles (ACH_ORIGINATION_SETTLED). */
  settlePayment(token: string, at?: Date): LithicRecord;
  /** The bank sends the payment back with an ACH return code (ACH_RETURN_PROCESSED). */
  returnPayment(token: string, returnCode: string, at?: Date): LithicRecord;
}

export interface LedgerRouteContext {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  send(status: number, body: unknown): void;
  refuse(status: number, message: string, extra?: Record<string, unknown>): void;
}

interface LedgerState {
  now(): Date;
  financialAccounts: Map<string, { token: string; account_token: string; type: string }>;
  creditLimits: Map<string, number>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function page(records: LithicRecord[], query: URLSearchParams): { data: LithicRecord[]; has_more: boolean } {
  const size = Math.min(Math.max(Number(query.get('page_size') ?? 50) || 50, 1), 100);
  const after = query.get('starting_after');
  const from = after ? records.findIndex((record) => record.token === after) + 1 : 0;
  const data = records.slice(from, from + size);
  return { data, has_more: from + size < records.length };
}

function newestFirst(records: LithicRecord[]): LithicRecord[] {
  return [...records].sort((a, b) => b.created.localeCompare(a.created));
}

export function createLithicStandInLedger(state: LedgerState) {
  const ledger: LithicStandInLedger = {
    accounts: new Map(),
    payments: new Map(),
    externalBankAccounts: new Map(),
    statements: new Map(),
    activity: new Map(),
    balances: new Map(),
    addStatement(financialAccountToken, statement) {
      const record = { token: randomUUID(), created: state.now().toISOString(), ...statement } as LithicRecord;
      ledger.statements.set(financialAccountToken, [...(ledger.statements.get(financialAccountToken) ?? []), record]);
      return record;
    },
    addActivity(accountToken, entry) {
      const at = state.now().toISOString();
      const record = { token: randomUUID(), created: at, updated: at, ...entry } as LithicRecord;
      ledger.activity.set(accountToken, [...(ledger.activity.get(accountToken) ?? []), record]);
      return record;
    },
    settlePayment(token, at = state.now()) {
      return movePayment(token, 'SETTLED', 'ACH_ORIGINATION_SETTLED', at);
    },
    returnPayment(token, returnCode, at = state.now()) {
      const payment = movePayment(token, 'RETURNED', 'ACH_RETURN_PROCESSED', at);
      payment.method_attributes = { ...(payment.method_attributes as object), return_reason_code: returnCode };
      return payment;
    },
  };

  function movePayment(token: string, status: string, eventType: string, at: Date): LithicRecord {
    const payment = ledger.payments.get(token);
    if (!payment) throw new Error(`the stand-in has no payment ${token}`);
    const amount = payment.pending_amount === 0 ? payment.settled_amount : payment.pending_amount;
    payment.status = status;
    payment.updated = at.toISOString();
    payment.settled_amount = status === 'SETTLED' ? amount : 0;
    payment.pending_amount = 0;
    payment.events = [
      ...(payment.events as object[]),
      { token: randomUUID(), type: eventType, amount, result: 'APPROVED', created: at.toISOString() },
    ];
    return payment;
  }

  function createExternalBankAccount(context: LedgerRouteContext): void {
    const body = context.body ?? {};
    const missing = ['type', 'routing_number', 'account_number', 'country', 'currency', 'owner', 'owner_type'].filter(
      (field) => !body[field],
    );
    if (body.verification_method !== 'EXTERNALLY_VERIFIED' || missing.length > 0)
      return context.refuse(
        400,
        `Invalid external bank account: missing ${['verification_method', ...missing].join(', ')}`,
      );
    if (!/^\d{9}$/.test(String(body.routing_number))) return context.refuse(400, 'routing_number must be 9 digits');
    const existing = [...ledger.externalBankAccounts.values()].find(
      (account) =>
        account.account_token === body.account_token &&
        account.routing_number === body.routing_number &&
        account.account_number === body.account_number,
    );
    if (existing)
      return context.refuse(409, 'External bank account already exists', {
        context: { existing_token: existing.token },
      });
    const account: LithicRecord = {
      token: randomUUID(),
      created: state.now().toISOString(),
      ...body,
      last_four: String(body.account_number).slice(-4),
      state: 'ENABLED',
      verification_state: 'ENABLED',
    };
    ledger.externalBankAccounts.set(account.token, account);
    context.send(201, account);
  }

  function createPayment(context: LedgerRouteContext): void {
    const body = context.body ?? {};
    const issuing = state.financialAccounts.get(String(body.financial_account_token));
    if (!issuing) return context.refuse(404, 'Financial account not found');
    if (!ledger.externalBankAccounts.has(String(body.external_bank_account_token)))
      return context.refuse(404, 'External bank account not found');
    if (body.type !== 'COLLECTION' && body.type !== 'PAYMENT')
      return context.refuse(400, 'type must be COLLECTION or PAYMENT');
    if (body.method !== 'ACH_NEXT_DAY' && body.method !== 'ACH_SAME_DAY')
      return context.refuse(400, 'method must be ACH_NEXT_DAY or ACH_SAME_DAY');
    if (!(body.method_attributes as { sec_code?: unknown } | undefined)?.sec_code)
      return context.refuse(400, 'method_attributes.sec_code is required');
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 1)
      return context.refuse(400, 'amount must be a positive integer');
    const token = typeof body.token === 'string' ? body.token : randomUUID();
    if (!uuidPattern.test(token)) return context.refuse(400, 'token must be a UUID');
    if (ledger.payments.has(token)) return context.refuse(409, 'A transaction with this token already exists');
    const at = state.now().toISOString();
    const amount = body.type === 'COLLECTION' ? body.amount : -body.amount;
    const payment: LithicRecord = {
      token,
      family: 'PAYMENT',
      status: 'PENDING',
      result: 'APPROVED',
      category: 'ACH',
      created: at,
      updated: at,
      type: body.type === 'COLLECTION' ? 'ORIGINATION_DEBIT' : 'ORIGINATION_CREDIT',
      direction: body.type === 'COLLECTION' ? 'DEBIT' : 'CREDIT',
      method: body.method,
      method_attributes: { ...(body.method_attributes as object), return_reason_code: null },
      source: 'CUSTOMER',
      financial_account_token: issuing.token,
      external_bank_account_token: body.external_bank_account_token,
      settled_amount: 0,
      pending_amount: amount,
      events: [{ token: randomUUID(), type: 'ACH_ORIGINATION_INITIATED', amount, result: 'APPROVED', created: at }],
      descriptor: body.memo ?? '',
      user_defined_id: body.user_defined_id ?? null,
      related_account_tokens: { account_token: issuing.account_token, business_account_token: null },
      currency: 'USD',
    };
    ledger.payments.set(token, payment);
    context.send(202, payment);
  }

  function activityOf(accountToken: string | null): LithicRecord[] {
    const payments = [...ledger.payments.values()].filter(
      (payment) => (payment.related_account_tokens as { account_token: string }).account_token === accountToken,
    );
    return newestFirst([...payments, ...(ledger.activity.get(accountToken ?? '') ?? [])]);
  }

  /** Answers a ledger route; false when the request is none of them. */
  function handle(context: LedgerRouteContext): boolean {
    const { method, path, query } = context;
    const financial = /^\/v1\/financial_accounts\/([^/]+)\/(balances|credit_configuration|statements)$/.exec(path);
    if (method === 'GET' && financial) {
      const account = state.financialAccounts.get(financial[1] ?? '');
      if (!account) return (context.refuse(404, 'Financial account not found'), true);
      const limit = state.creditLimits.get(account.token) ?? 0;
      if (financial[2] === 'credit_configuration')
        return (context.send(200, { account_token: account.account_token, credit_limit: limit }), true);
      if (financial[2] === 'balances') {
        const balance = ledger.balances.get(account.token) ?? { available_amount: limit, pending_amount: 0 };
        const at = state.now().toISOString();
        context.send(200, {
          data: [{ token: account.token, type: 'ISSUING', currency: 'USD', created: at, updated: at, ...balance }],
          has_more: false,
        });
        return true;
      }
      const begin = query.get('begin');
      const listed = newestFirst(ledger.statements.get(account.token) ?? []).filter(
        (statement) => !begin || statement.created.slice(0, 10) >= begin,
      );
      return (context.send(200, page(listed, query)), true);
    }
    if (method === 'GET' && path === '/v1/account_activity') {
      const begin = query.get('begin');
      const listed = activityOf(query.get('account_token')).filter((entry) => !begin || entry.created >= begin);
      return (context.send(200, page(listed, query)), true);
    }
    if (method === 'POST' && path === '/v1/external_bank_accounts') return (createExternalBankAccount(context), true);
    if (method === 'POST' && path === '/v1/payments') return (createPayment(context), true);
    const paymentPath = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && paymentPath) {
      const payment = ledger.payments.get(paymentPath[1] ?? '');
      return (payment ? context.send(200, payment) : context.refuse(404, 'Payment not found'), true);
    }
    const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (accountPath && (method === 'GET' || method === 'PATCH')) {
      const account = ledger.accounts.get(accountPath[1] ?? '');
      if (!account) return (context.refuse(404, 'Account not found'), true);
      if (method === 'GET') return (context.send(200, account), true);
      const next = String(context.body?.state);
      if (!['ACTIVE', 'PAUSED', 'CLOSED'].includes(next))
        return (context.refuse(400, 'state must be one of ACTIVE, PAUSED, CLOSED'), true);
      if (account.state === 'CLOSED') return (context.refuse(422, 'A closed account cannot be updated'), true);
      account.state = next;
      account.substatus = typeof context.body?.substatus === 'string' ? context.body.substatus : null;
      return (context.send(200, account), true);
    }
    return false;
  }

  return { ledger, handle };
}
