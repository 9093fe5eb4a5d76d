import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import type {
  CardBalance,
  CardStatement,
  CardTransaction,
  CardTransactionPage,
} from '../../graphql/generated/resolvers-types.js';
import type { RewardsAccount, RewardsDeps } from './rewards-deps.js';
import type { CardStatementRow } from './rewards-repository.js';
import {
  cashBackEarnedBetween,
  statementById,
  statementsOfAccount,
  transactionsPage,
} from './statements-repository.js';

/*
 * The cardholder's statements and transactions (docs/product-rules.md#statements,
 * decision 082): the mirror of what the issuer posted, and its balance asked
 * of the issuer itself (the ledger of record, decision 078).
 */

const DEFAULT_PAGE = 25;
const MAX_PAGE = 100;
const MAX_SEARCH = 100;

export const statementErrors = {
  issuerUnavailable: () =>
    new AppError(
      'CARD_ISSUER_UNAVAILABLE',
      'We could not reach our card partner for your balance. Please try again in a few minutes.',
      503,
    ),
  notFound: () => new AppError('NOT_FOUND', 'No such statement.', 404),
  badSearch: () =>
    new AppError('BAD_USER_INPUT', `search: at most ${MAX_SEARCH} characters.`, 400, [
      { field: 'search', message: `Use at most ${MAX_SEARCH} characters` },
    ]),
  badFirst: () =>
    new AppError('BAD_USER_INPUT', `first: a whole number from 1 to ${MAX_PAGE}.`, 400, [
      { field: 'first', message: `Choose 1 to ${MAX_PAGE} lines` },
    ]),
  badCursor: () =>
    new AppError('BAD_USER_INPUT', 'after: not a cursor this list gave.', 400, [
      { field: 'after', message: 'Start the list again' },
    ]),
};

export const statementPdfPath = (statementId: number) => `/api/v1/card/statements/${statementId}.pdf`;

/** myCardBalance: the issuer's answer; null before a card account exists; CARD_ISSUER_UNAVAILABLE when it cannot answer. */
export async function myCardBalance(
  deps: Pick<RewardsDeps, 'db' | 'cards' | 'issuer' | 'isIssuerUnavailable'>,
  userId: string,
): Promise<CardBalance | null> {
  const account = await deps.cards.latestAccountOf(deps.db, userId);
  if (!account) return null;
  try {
    const balance = await deps.issuer.balanceOf(account.providerAccountId);
    return {
      currentBalanceCents: balance.currentBalanceCents,
      availableCreditCents: balance.availableCreditCents,
      creditLimitCents: balance.creditLimitCents,
    };
  } catch (error) {
    if (deps.isIssuerUnavailable(error)) throw statementErrors.issuerUnavailable();
    throw error;
  }
}

export async function statementView(db: Db, row: CardStatementRow): Promise<CardStatement> {
  return {
    id: row.id,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    dueDate: row.dueDate,
    previousBalanceCents: row.previousBalanceCents,
    paymentsCents: row.paymentsCents,
    creditsCents: row.creditsCents,
    purchasesCents: row.purchasesCents,
    feesCents: row.feesCents,
    interestCents: row.interestCents,
    balanceCents: row.balanceCents,
    minimumDueCents: row.minimumDueCents,
    aprBps: row.aprBps,
    cashBackEarnedCents: await cashBackEarnedBetween(db, row.accountId, row.periodStart, row.periodEnd),
    paidOnTime: row.paidOnTimeAt !== null,
    pdfPath: statementPdfPath(row.id),
  };
}

export async function myStatements(deps: Pick<RewardsDeps, 'db' | 'cards'>, userId: string): Promise<CardStatement[]> {
  const account = await deps.cards.latestAccountOf(deps.db, userId);
  if (!account) return [];
  const rows = await statementsOfAccount(deps.db, account.id);
  return Promise.all(rows.map((row) => statementView(deps.db, row)));
}

/** The member's own statement with its account; another's or a missing one is the same NOT_FOUND. */
export async function ownedStatement(
  deps: Pick<RewardsDeps, 'db' | 'cards'>,
  userId: string,
  statementId: number,
): Promise<{ statement: CardStatementRow; account: RewardsAccount }> {
  const statement = Number.isSafeInteger(statementId) ? await statementById(deps.db, statementId) : null;
  const account = statement ? await deps.cards.accountById(deps.db, statement.accountId) : null;
  if (!statement || !account || account.userId !== userId) throw statementErrors.notFound();
  return { statement, account };
}

export async function myStatement(
  deps: Pick<RewardsDeps, 'db' | 'cards'>,
  userId: string,
  statementId: number,
): Promise<CardStatement> {
  const { statement } = await ownedStatement(deps, userId, statementId);
  return statementView(deps.db, statement);
}

/** The opaque keyset cursor: the last line's (postedAt, id), base64url. */
export function encodeCursor(line: { postedAt: Date; id: number }): string {
  return Buffer.from(JSON.stringify([line.postedAt.toISOString(), line.id])).toString('base64url');
}

export function decodeCursor(cursor: string): { postedAt: Date; id: number } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [at, id] = parsed as [unknown, unknown];
      const postedAt = typeof at === 'string' ? new Date(at) : new Date(Number.NaN);
      if (!Number.isNaN(postedAt.getTime()) && typeof id === 'number' && Number.isSafeInteger(id)) {
        return { postedAt, id };
      }
    }
  } catch {
    // Falls through to the error below: a cursor we did not give.
  }
  throw statementErrors.badCursor();
}

export interface TransactionArgs {
  search?: string | null;
  statementId?: number | null;
  after?: string | null;
  first?: number | null;
}

type PageLine = Awaited<ReturnType<typeof transactionsPage>>[number];

function cashBackOf(line: PageLine): number | null {
  if (line.kind === 'purchase') return line.earnedCents;
  if (line.kind === 'refund') return line.ledgerCents ?? 0;
  return null;
}

function transactionView(line: PageLine): CardTransaction {
  return {
    id: line.providerTransactionId,
    kind: line.kind,
    status: 'posted',
    amountCents: line.amountCents,
    description: line.description,
    postedAt: line.postedAt.toISOString(),
    cashBackCents: cashBackOf(line),
  };
}

/** myTransactions: a page of posted lines, newest first (the pending payments are card-payments' myPayments). */
export async function myTransactions(
  deps: Pick<RewardsDeps, 'db' | 'cards'>,
  userId: string,
  args: TransactionArgs,
): Promise<CardTransactionPage> {
  const search = args.search?.trim() ?? '';
  if (search.length > MAX_SEARCH) throw statementErrors.badSearch();
  const first = args.first ?? DEFAULT_PAGE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw statementErrors.badFirst();
  const before = args.after ? decodeCursor(args.after) : undefined;
  let accountId: number;
  let period: { start: Date; end: Date } | undefined;
  if (args.statementId !== null && args.statementId !== undefined) {
    const { statement } = await ownedStatement(deps, userId, args.statementId);
    accountId = statement.accountId;
    period = { start: statement.periodStart, end: statement.periodEnd };
  } else {
    const account = await deps.cards.latestAccountOf(deps.db, userId);
    if (!account) return { items: [], nextCursor: null };
    accountId = account.id;
  }
  // One more than asked tells whether a next page exists.
  const lines = await transactionsPage(deps.db, accountId, { search, period, before, limit: first + 1 });
  const page = lines.slice(0, first);
  const last = page.at(-1);
  return {
    items: page.map(transactionView),
    nextCursor: lines.length > first && last ? encodeCursor(last) : null,
  };
}
