import { useId, useState } from 'react';
import { AccountPart, partLoadOf, type PartQuery } from '../../../components/account/account-part';
import { TextField } from '../../../components/form/text-field';
import { Amount } from '../common/amount';
import { isCreditKind, transactionKindWords } from '../common/card-account-words';
import { shortDayWords } from '../common/dates';
import { formatCents } from '../common/money-words';
import { useDebouncedValue } from '../common/use-debounced-value';
import { bankAccountName } from '../payments/api/payment-bank-accounts';
import { useMyPayments, type CardPayment } from '../payments/api/payments';
import { useMyTransactions, type CardTransaction } from './api/transactions';

/** How long the search waits for typing to pause before it asks the server. */
export const searchPauseMs = 300;

function TransactionLine({ line }: { line: CardTransaction }) {
  const kind = transactionKindWords[line.kind];
  const pending = line.status === 'pending';
  return (
    <li className="card-line">
      <span className="card-line__when">{shortDayWords(line.postedAt)}</span>
      <span className="card-line__what">
        <span className="card-line__description">{line.description}</span>
        {kind || pending ? (
          <span className="card-line__kind">{[kind, pending ? 'Pending' : null].filter(Boolean).join(' · ')}</span>
        ) : null}
        {line.cashBackCents ? (
          <span className="card-line__cash-back">
            {line.cashBackCents > 0
              ? `${formatCents(line.cashBackCents)} cash back`
              : `${formatCents(-line.cashBackCents)} cash back taken back`}
          </span>
        ) : null}
      </span>
      <Amount cents={line.amountCents} credit={isCreditKind(line.kind)} />
    </li>
  );
}

/** A payment sent to the bank and not yet posted by the issuer: on top, as a pending line. */
function PendingPaymentLine({ payment }: { payment: CardPayment }) {
  return (
    <li className="card-line card-line--pending">
      <span className="card-line__when">{shortDayWords(payment.createdAt)}</span>
      <span className="card-line__what">
        <span className="card-line__description">{`Payment from ${bankAccountName(payment.bankAccount)}`}</span>
        <span className="card-line__kind">Payment · Pending</span>
      </span>
      <Amount cents={payment.amountCents} credit />
    </li>
  );
}

function PendingPayments({ payments }: { payments: CardPayment[] }) {
  const pending = payments.filter((payment) => payment.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <>
      <h3 className="card-lines__heading">Pending</h3>
      <ul className="card-lines">
        {pending.map((payment) => (
          <PendingPaymentLine key={payment.id} payment={payment} />
        ))}
      </ul>
    </>
  );
}

/**
 * The transaction list (docs/product-rules.md#statements): a search of the
 * descriptions that waits for the typing to pause, newest first a page at a
 * time with "Show more", and on the account's list (not a statement's) the
 * payments still pending on top.
 */
export function TransactionList({ statementId, title = 'Transactions' }: { statementId?: number; title?: string }) {
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), searchPauseMs);
  const lines = useMyTransactions({ search, ...(statementId === undefined ? {} : { statementId }) });
  const showPending = statementId === undefined && search === '';
  const payments = useMyPayments({ enabled: statementId === undefined });
  const queries: PartQuery[] = showPending ? [lines, payments] : [lines];
  const items = lines.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <AccountPart
      id={statementId === undefined ? 'card-transactions' : 'statement-transactions'}
      title={title}
      load={partLoadOf(queries)}
      failureText="We could not load your transactions."
    >
      {() => (
        <>
          <div className="card-lines__search" role="search">
            <TextField
              id={searchId}
              label="Search transactions"
              type="search"
              value={typed}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          {showPending && payments.data ? <PendingPayments payments={payments.data} /> : null}
          {items.length > 0 ? (
            <ul
              className="card-lines"
              aria-label={search ? `Transactions matching “${search}”` : 'Posted transactions'}
            >
              {items.map((line) => (
                <TransactionLine key={line.id} line={line} />
              ))}
            </ul>
          ) : (
            <p className="account-part__note" role="status">
              {search ? `No transactions match “${search}”.` : 'No transactions yet.'}
            </p>
          )}
          {lines.hasNextPage ? (
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={lines.isFetchingNextPage || undefined}
              onClick={() => {
                if (!lines.isFetchingNextPage) void lines.fetchNextPage();
              }}
            >
              {lines.isFetchingNextPage ? 'Loading more…' : 'Show more'}
            </button>
          ) : null}
          {lines.isFetchNextPageError ? (
            <p role="alert" className="account-part__error">
              We could not load more transactions. Press Show more to try again.
            </p>
          ) : null}
        </>
      )}
    </AccountPart>
  );
}
