import { generatePath, Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import { dayWords, periodWords } from '../shared/dates';
import { balanceWords, formatCents } from '../shared/money-words';
import { useMyStatements, type CardStatement } from './api/statements';

function StatementRow({ statement }: { statement: CardStatement }) {
  const period = periodWords(statement.periodStart, statement.periodEnd);
  return (
    <tr>
      <th scope="row" data-label="Period">
        <Link to={generatePath(sitePaths.accountStatement, { statementId: String(statement.id) })}>{period}</Link>
      </th>
      <td data-label="Balance">{balanceWords(statement.balanceCents)}</td>
      <td data-label="Minimum">{formatCents(statement.minimumDueCents)}</td>
      <td data-label="Due">{dayWords(statement.dueDate)}</td>
      <td data-label="Paid on time">{statement.paidOnTime ? 'Yes' : 'Not yet'}</td>
      <td data-label="PDF">
        <a href={statement.pdfPath} download>
          PDF<span className="visually-hidden">{` of the statement for ${period}`}</span>
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
                <StatementRow key={statement.id} statement={statement} />
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
