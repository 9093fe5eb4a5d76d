import { generatePath, Link } from 'react-router';
import { creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import { dayWords, periodWords } from '../common/dates';
import { balanceWords, formatCents } from '../common/money-words';
import { useMyStatements, type CardStatement } from './api/statements';

/** Yes; "Not yet" while the due date (Eastern) has not passed; "No" once it has. */
function paidOnTimeWords(statement: CardStatement, today: string): string {
  if (statement.paidOnTime) return 'Yes';
  return statement.dueDate < today ? 'No' : 'Not yet';
}

function StatementRow({ statement, today }: { statement: CardStatement; today: string }) {
  const period = periodWords(statement.periodStart, statement.periodEnd);
  return (
    <tr>
      <th scope="row" data-label="Period">
        <Link to={generatePath(sitePaths.accountStatement, { statementId: String(statement.id) })}>{period}</Link>
      </th>
      <td data-label="Balance">{balanceWords(statement.balanceCents)}</td>
      <td data-label="Minimum">{formatCents(statement.minimumDueCents)}</td>
      <td data-label="Due">{dayWords(statement.dueDate)}</td>
      <td data-label="Paid on time">{paidOnTimeWords(statement, today)}</td>
      <td data-label="PDF">
        <a href={statement.pdfPath} download>
          Download<span className="visually-hidden">{` the statement for ${period}`}</span>
        </a>
      </td>
    </tr>
  );
}

/** The statements, newest first, each opening its own page, with its PDF (docs/product-rules.md#statements). */
export function StatementList() {
  const statements = useMyStatements();
  return (
    <AccountPart
      id="card-statements"
      title="Statements"
      load={partLoadOf([statements])}
      failureText="We could not load your statements."
    >
      {() =>
        statements.data && statements.data.length > 0 ? (
          <table className="card-table card-table--stacking">
            <caption className="visually-hidden">Your statements, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Balance</th>
                <th scope="col">Minimum</th>
                <th scope="col">Due</th>
                <th scope="col">Paid on time</th>
                <th scope="col">PDF</th>
              </tr>
            </thead>
            <tbody>
              {statements.data.map((statement) => (
                <StatementRow key={statement.id} statement={statement} today={creditDateOf(new Date())} />
              ))}
            </tbody>
          </table>
        ) : (
          <p className="account-part__note">
            No statements yet. Your first statement is ready at the end of your first billing cycle.
          </p>
        )
      }
    </AccountPart>
  );
}
