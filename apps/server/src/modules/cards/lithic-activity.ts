import { addCalendarDays, endOfEasternDay } from '@waypoint/domain/card-account/payment-timing';
import type { InterestBalanceMethod } from '@waypoint/domain/card-account/statement-interest-balance';
import type { IssuerStatement, IssuerTransaction } from './card-issuing-provider.js';
import type { CardWebhookEvent } from './card-webhook-events.js';

/**
 * Lithic's ledger objects as our postings (decision 085), one mapping shared
 * by the webhook reader (lithic-webhooks.ts) and the reconciliation reads
 * (lithic-card-issuer.ts statementsOf/transactionsOf), so an event and a
 * read give the same transaction id and the receiver keeps one.
 */
export interface LithicEvent {
  type: string;
  amount?: number;
  created?: string;
}

/** A card transaction (family CARD; `card_transaction.updated`). */
export interface LithicCardTransaction {
  token: string;
  account_token: string;
  status: string;
  settled_amount: number;
  merchant?: { descriptor?: string } | null;
  events?: LithicEvent[];
  created?: string;
  updated?: string;
}

/** A payment (family PAYMENT; `payment_transaction.created/updated`). */
export interface LithicPayment {
  token: string;
  status: string;
  /** ORIGINATION_DEBIT is a COLLECTION (the holder's bank pays the card); ORIGINATION_CREDIT is a PAYMENT out. */
  type?: string | null;
  settled_amount: number;
  pending_amount?: number;
  events?: LithicEvent[];
  created: string;
  updated: string;
  method_attributes?: { return_reason_code?: string | null } | null;
  related_account_tokens?: { account_token?: string | null } | null;
  user_defined_id?: string | null;
}

/** A fee, interest or statement credit (families INTERNAL and MANAGEMENT_OPERATION). */
export interface LithicLedgerEntry {
  token: string;
  status: string;
  category?: string;
  direction?: string | null;
  settled_amount: number;
  events?: LithicEvent[];
  created: string;
  updated: string;
  descriptor?: string | null;
  memo?: string | null;
}

export interface LithicStatement {
  token: string;
  statement_start_date: string;
  statement_end_date: string;
  payment_due_date: string | null;
  starting_balance: number;
  ending_balance: number;
  amount_due: { amount: number; past_due: number };
  period_totals: { payments: number; purchases: number; fees: number; credits: number; interest: number };
  interest_details?: {
    effective_apr?: { purchases?: string | null } | null;
    interest_calculation_method?: string | null;
    daily_balance_amounts?: { purchases?: string | null } | null;
  } | null;
  /** The maximum credit balance extended by the lender, in cents. */
  credit_limit?: number | null;
  statement_type?: string;
  created: string;
}

const maxCents = 100_000_000;
const settledPayment = new Set(['ACH_ORIGINATION_SETTLED', 'ACH_ORIGINATION_RELEASED']);
const returnedPayment = new Set(['ACH_RETURN_PROCESSED', 'ACH_RETURN_SETTLED']);
const feeEvents = new Set(['LATE_PAYMENT', 'ANNUAL', 'QUARTERLY', 'MONTHLY', 'RETURNED_PAYMENT']);

function cents(amount: number): number {
  return Math.min(Math.abs(amount), maxCents);
}

function iso(at: string | undefined, fallback: string): string {
  const parsed = new Date(at ?? fallback);
  return Number.isNaN(parsed.getTime()) ? new Date(fallback).toISOString() : parsed.toISOString();
}

/**
 * What a Lithic figure means as an amount owed. Lithic describes a
 * statement's `amount_due.amount` from the account's side: "Negative amount
 * indicates something is owed"; its balances are read the same way
 * (decision 085 asks this to be confirmed in Lithic's sandbox).
 */
export function owedOf(lithicAmount: number): number {
  return -lithicAmount;
}

/** `user_defined_id` of a payment or deposit we create: it names our account, as the event may not (decision 085). */
export function lithicPaymentReference(accountId: string, idempotencyKey: string): string {
  return `${accountId}:${idempotencyKey}`.slice(0, 512);
}

/** The account a payment belongs to: Lithic's related account, else the one our reference names. */
export function accountOfPayment(payment: LithicPayment): string | null {
  const related = payment.related_account_tokens?.account_token;
  if (related) return related;
  const reference = payment.user_defined_id ?? '';
  const at = reference.indexOf(':');
  return at > 0 ? reference.slice(0, at) : null;
}

/** A settled card transaction: a purchase, or a refund when its last event is a RETURN. Authorisations post nothing. */
export function cardTransactionPostings(transaction: LithicCardTransaction, fallbackAt: string): IssuerTransaction[] {
  if (transaction.status !== 'SETTLED' || transaction.settled_amount === 0) return [];
  const lastEvent = transaction.events?.at(-1)?.type;
  return [
    {
      id: transaction.token,
      kind: lastEvent === 'RETURN' ? 'refund' : 'purchase',
      amountCents: cents(transaction.settled_amount),
      description: (transaction.merchant?.descriptor ?? '').slice(0, 200),
      postedAt: iso(transaction.updated ?? transaction.created, fallbackAt),
    },
  ];
}

function paymentAmount(payment: LithicPayment): number {
  const first = payment.events?.[0]?.amount;
  return cents(first ?? (payment.settled_amount || (payment.pending_amount ?? 0)));
}

function returnOf(payment: LithicPayment): { at: string; returnCode?: string } | null {
  const event = payment.events?.find((candidate) => returnedPayment.has(candidate.type));
  if (payment.status !== 'RETURNED' && !event) return null;
  const code = payment.method_attributes?.return_reason_code ?? '';
  return { at: iso(event?.created, payment.updated), ...(/^R\d{2}$/.test(code) ? { returnCode: code } : {}) };
}

function hasSettled(payment: LithicPayment): boolean {
  return (
    payment.status === 'SETTLED' ||
    payment.status === 'RETURNED' ||
    (payment.events ?? []).some((event) => settledPayment.has(event.type))
  );
}

/**
 * A collection (the holder's payment) once it settled: a `payment` posted
 * at the instant it was received (its creation, Reg Z 1026.10(a),
 * product-rules#card-payments), and a `payment_return` with the ACH code
 * when the bank sent it back. Pending, cancelled and rejected post nothing.
 */
export function paymentPostings(payment: LithicPayment): IssuerTransaction[] {
  if (payment.type !== 'ORIGINATION_DEBIT' || !hasSettled(payment)) return [];
  const amountCents = paymentAmount(payment);
  if (amountCents === 0) return [];
  const posted: IssuerTransaction = {
    id: payment.token,
    kind: 'payment',
    amountCents,
    description: 'Payment',
    paymentId: payment.token,
    postedAt: iso(payment.created, payment.updated),
  };
  const returned = returnOf(payment);
  if (!returned) return [posted];
  return [
    posted,
    {
      id: `${payment.token}-return`,
      kind: 'payment_return',
      amountCents,
      description: 'Payment returned',
      paymentId: payment.token,
      ...(returned.returnCode ? { returnCode: returned.returnCode } : {}),
      postedAt: returned.at,
    },
  ];
}

type DepositUpdate = Extract<CardWebhookEvent, { type: 'deposit.updated' }>['deposit'];

/** A cash-back deposit to the holder's bank (a PAYMENT out) once it settled or came back; null while pending. */
export function depositUpdateOf(payment: LithicPayment): DepositUpdate | null {
  if (payment.type !== 'ORIGINATION_CREDIT') return null;
  const returned = returnOf(payment);
  if (returned) return { id: payment.token, status: 'returned', ...returned };
  if (!hasSettled(payment)) return null;
  const settledEvent = payment.events?.find((event) => settledPayment.has(event.type));
  return { id: payment.token, status: 'settled', at: iso(settledEvent?.created, payment.updated) };
}

/**
 * A settled fee, interest charge or statement credit. Reversals and
 * adjustments have no kind of ours and are left out (decision 085).
 */
export function ledgerEntryPosting(entry: LithicLedgerEntry): IssuerTransaction | null {
  if (entry.status !== 'SETTLED' || entry.settled_amount === 0) return null;
  const lastEvent = entry.events?.at(-1)?.type ?? '';
  const kind: IssuerTransaction['kind'] | null =
    lastEvent === 'INTEREST'
      ? 'interest'
      : feeEvents.has(lastEvent)
        ? 'fee'
        : lastEvent === 'CASH_BACK' || (entry.category === 'MANAGEMENT_REWARD' && entry.direction === 'CREDIT')
          ? 'credit'
          : null;
  if (!kind) return null;
  return {
    id: entry.token,
    kind,
    amountCents: cents(entry.settled_amount),
    description: (entry.descriptor ?? entry.memo ?? '').slice(0, 200),
    postedAt: iso(entry.updated, entry.created),
  };
}

/** "24.99" (a percentage) as basis points; anything else is left out. */
function aprBpsOf(apr: string | null | undefined): number | undefined {
  if (!apr || !/^\d{1,3}(\.\d+)?$/.test(apr)) return undefined;
  const bps = Math.round(Number(apr) * 100);
  return bps <= 10_000 ? bps : undefined;
}

/**
 * Reg Z 1026.7(b)(5)'s balance: Lithic gives the purchases' daily balance as text. Only whole
 * cents are taken, as every other amount of Lithic's is; anything else is left out, and the
 * statement then says the issuer did not state it (decision 101).
 */
function balanceSubjectToInterestOf(amount: string | null | undefined): number | undefined {
  return amount && /^\d{1,9}$/.test(amount) ? Math.min(Number(amount), maxCents) : undefined;
}

const interestMethods: Record<string, InterestBalanceMethod> = {
  AVERAGE_DAILY: 'average_daily_balance',
  DAILY: 'daily_balance',
};

/** The statement's credit limit (decision 104): whole cents only, as every other amount of Lithic's. */
function creditLimitOf(amount: number | null | undefined): number | undefined {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 && amount <= maxCents
    ? amount
    : undefined;
}

function owedCents(lithicAmount: number): number {
  return Math.min(Math.max(owedOf(lithicAmount), 0), maxCents);
}

/**
 * A closed statement with every figure it prints. Lithic's dates are
 * calendar days; the period is read as Eastern days, the days payments are
 * credited on (product-rules#card-payments). A statement with no payment due
 * date (nothing owed) is due on its closing day.
 */
export function statementOf(statement: LithicStatement): IssuerStatement {
  const totals = statement.period_totals;
  const aprBps = aprBpsOf(statement.interest_details?.effective_apr?.purchases);
  const subject = balanceSubjectToInterestOf(statement.interest_details?.daily_balance_amounts?.purchases);
  const method = interestMethods[statement.interest_details?.interest_calculation_method ?? ''];
  const creditLimit = creditLimitOf(statement.credit_limit);
  return {
    id: statement.token,
    periodStart: endOfEasternDay(addCalendarDays(statement.statement_start_date, -1)).toISOString(),
    periodEnd: new Date(endOfEasternDay(statement.statement_end_date).getTime() - 1).toISOString(),
    dueDate: statement.payment_due_date ?? statement.statement_end_date,
    balanceCents: owedCents(statement.ending_balance),
    minimumDueCents: owedCents(statement.amount_due.amount),
    previousBalanceCents: Math.max(Math.min(owedOf(statement.starting_balance), maxCents), -maxCents),
    paymentsCents: cents(totals.payments),
    creditsCents: cents(totals.credits),
    purchasesCents: cents(totals.purchases),
    feesCents: cents(totals.fees),
    interestCents: cents(totals.interest),
    ...(aprBps === undefined ? {} : { aprBps }),
    ...(subject === undefined ? {} : { balanceSubjectToInterestCents: subject }),
    ...(method === undefined ? {} : { interestBalanceMethod: method }),
    ...(creditLimit === undefined ? {} : { creditLimitCents: creditLimit }),
  };
}
