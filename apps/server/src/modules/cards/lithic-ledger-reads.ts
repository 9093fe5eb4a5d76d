import {
  CardIssuerRefusedError,
  type CardIssuingProvider,
  type IssuerStatement,
  type IssuerTransaction,
} from './card-issuing-provider.js';
import {
  cardTransactionPostings,
  ledgerEntryPosting,
  paymentPostings,
  statementOf,
  type LithicCardTransaction,
  type LithicLedgerEntry,
  type LithicPayment,
  type LithicStatement,
} from './lithic-activity.js';
import type { LithicCall } from './lithic-http.js';

/**
 * What the issuer's ledger says (decision 078: Lithic is the ledger of
 * record), read for the account home and the reconciliation job (decision
 * 085): balances, closed statements and posted transactions. Lists are read
 * page by page with `starting_after`, at most `maxPages` pages, and a longer
 * list is refused rather than cut: a reconciliation that skipped the rest
 * would never come back for it.
 */
type LedgerReads = Pick<CardIssuingProvider, 'balanceOf' | 'statementsOf' | 'transactionsOf'>;

export interface LithicLedgerReadsDeps {
  call: LithicCall;
  issuingAccountOf(accountToken: string): Promise<{ token: string }>;
  /** Pages of 100 read at most per list (default 50). */
  maxPages?: number;
}

const pageSize = 100;
/**
 * Lithic's `begin` picks what was created after it, but a purchase settles,
 * and a payment is returned, days after it was made: the transactions read
 * go back this far before `since`, and those that changed since are kept.
 */
export const LITHIC_ACTIVITY_LOOKBACK_DAYS = 10;

interface Balance {
  type: string;
  available_amount: number;
  pending_amount: number;
}

type ActivityEntry =
  | ({ family: 'CARD' } & LithicCardTransaction)
  | ({ family: 'PAYMENT' } & LithicPayment)
  | ({ family: 'INTERNAL' | 'MANAGEMENT_OPERATION' } & LithicLedgerEntry)
  | { family: string; token: string; updated?: string };

export function createLithicLedgerReads({ call, issuingAccountOf, maxPages = 50 }: LithicLedgerReadsDeps): LedgerReads {
  async function listAll<T extends { token: string }>(path: string, query: URLSearchParams): Promise<T[]> {
    const items: T[] = [];
    query.set('page_size', String(pageSize));
    for (let page = 0; page < maxPages; page += 1) {
      const { data, has_more } = await call<{ data: T[]; has_more: boolean }>('GET', `${path}?${query.toString()}`);
      items.push(...data);
      const last = data.at(-1);
      if (!has_more || !last) return items;
      query.set('starting_after', last.token);
    }
    throw new CardIssuerRefusedError(
      `Lithic ${path} has more than ${maxPages * pageSize} entries for one read; read a shorter period`,
    );
  }

  return {
    async balanceOf(accountId) {
      const issuing = await issuingAccountOf(accountId);
      const base = `/v1/financial_accounts/${encodeURIComponent(issuing.token)}`;
      const [{ data }, configuration] = await Promise.all([
        call<{ data: Balance[] }>('GET', `${base}/balances`),
        call<{ credit_limit: number | null }>('GET', `${base}/credit_configuration`),
      ]);
      const balance = data[0];
      if (!balance) throw new CardIssuerRefusedError(`Lithic has no balance for ${accountId}`);
      const creditLimitCents = configuration.credit_limit ?? 0;
      // Lithic's available amount is what can still be spent and its pending amount what authorisations
      // hold; what is owed is the rest of the limit (decision 085).
      const availableCreditCents = Math.max(balance.available_amount, 0);
      return {
        creditLimitCents,
        availableCreditCents,
        currentBalanceCents: creditLimitCents - balance.available_amount - balance.pending_amount,
      };
    },

    async statementsOf(accountId, since) {
      const issuing = await issuingAccountOf(accountId);
      const query = new URLSearchParams();
      if (since) query.set('begin', since.toISOString().slice(0, 10));
      const statements = await listAll<LithicStatement>(
        `/v1/financial_accounts/${encodeURIComponent(issuing.token)}/statements`,
        query,
      );
      return statements
        .filter((statement) => statement.statement_type !== 'INITIAL')
        .filter((statement) => !since || new Date(statement.created) >= since)
        .map(statementOf)
        .sort((a, b): number => a.periodEnd.localeCompare(b.periodEnd)) satisfies IssuerStatement[];
    },

    async transactionsOf(accountId, since) {
      const query = new URLSearchParams({ account_token: accountId });
      if (since)
        query.set('begin', new Date(since.getTime() - LITHIC_ACTIVITY_LOOKBACK_DAYS * 86_400_000).toISOString());
      const activity = await listAll<ActivityEntry>('/v1/account_activity', query);
      const fallbackAt = new Date(0).toISOString();
      const postings: IssuerTransaction[] = activity
        .filter((entry) => !since || !entry.updated || new Date(entry.updated) >= since)
        .flatMap((entry): IssuerTransaction[] => {
          if (entry.family === 'CARD') return cardTransactionPostings(entry as LithicCardTransaction, fallbackAt);
          if (entry.family === 'PAYMENT') return paymentPostings(entry as LithicPayment);
          if (entry.family === 'INTERNAL' || entry.family === 'MANAGEMENT_OPERATION') {
            const posting = ledgerEntryPosting(entry as LithicLedgerEntry);
            return posting ? [posting] : [];
          }
          return [];
        });
      return postings.sort((a, b) => a.postedAt.localeCompare(b.postedAt));
    },
  };
}
