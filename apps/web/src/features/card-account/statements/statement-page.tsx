import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import { Amount } from '../common/amount';
import { dayWords, periodWords } from '../common/dates';
import { balanceWords, formatApr, formatCents } from '../common/money-words';
import { useMyStatement, type CardStatement } from './api/statements';
import { TransactionList } from './transaction-list';
import '../card-account.css';

/** The statement's figures in the order a printed statement gives them (docs/product-rules.md#statements). */
function StatementSummary({ statement }: { statement: CardStatement }) {
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'Previous balance', value: balanceWords(statement.previousBalanceCents) },
    { label: 'Payments', value: <Amount cents={statement.paymentsCents} credit /> },
    { label: 'Other credits', value: <Amount cents={statement.creditsCents} credit /> },
    { label: 'Purchases', value: formatCents(statement.purchasesCents) },
    { label: 'Fees charged', value: formatCents(statement.feesCents) },
    { label: 'Interest charged', value: formatCents(statement.interestCents) },
    { label: 'New balance', value: balanceWords(statement.balanceCents) },
    { label: 'Minimum payment due', value: formatCents(statement.minimumDueCents) },
    { label: 'Payment due date', value: dayWords(statement.dueDate) },
    {
      label: 'Purchase APR',
      value: statement.aprBps === null || statement.aprBps === undefined ? 'Not stated' : formatApr(statement.aprBps),
    },
    { label: 'Cash back earned', value: formatCents(statement.cashBackEarnedCents) },
  ];
  return (
    <table className="card-table card-summary">
      <caption className="visually-hidden">Statement summary</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StatementBody({ statement }: { statement: CardStatement }) {
  return (
    <>
      <p className="card-account__paid-on-time">
        {statement.paidOnTime
          ? 'Paid on time: payments received by the due date reached the minimum.'
          : `Not paid on time yet: pay at least ${formatCents(statement.minimumDueCents)} by 11:59 p.m. Eastern on ${dayWords(statement.dueDate)}.`}
      </p>
      <StatementSummary statement={statement} />
      <div className="card-account__actions">
        <Link className="button button--primary" to={sitePaths.accountPay}>
          Pay
        </Link>
        <a className="button button--secondary" href={statement.pdfPath} download>
          Download the PDF
        </a>
      </div>
    </>
  );
}

/** /account/statements/:statementId: one statement's figures, its lines, its PDF and a Pay button. */
export function StatementPage() {
  const { statementId = '' } = useParams();
  const id = /^\d{1,9}$/.test(statementId) ? Number(statementId) : null;
  const statement = useMyStatement(id ?? 0);
  const found = id !== null && statement.data;
  const title = found ? `Statement for ${periodWords(found.periodStart, found.periodEnd)}` : 'Statement';
  return (
    <div className="card-account">
      <title>{`${title} | ${PRODUCT.name}`}</title>
      <header className="card-account__header">
        <p className="account-page__eyebrow">Your account</p>
        <p className="card-account__back">
          <Link to={sitePaths.accountStatements}>All statements</Link>
        </p>
        <h1>{title}</h1>
      </header>
      <AccountPart
        id="statement-summary"
        title="Summary"
        load={partLoadOf([statement])}
        failureText="We could not load this statement."
      >
        {() => (found ? <StatementBody statement={found} /> : <p>We could not find this statement.</p>)}
      </AccountPart>
      {found ? <TransactionList statementId={found.id} title="Transactions on this statement" /> : null}
    </div>
  );
}
