import { formatDay } from '../../lib/dates';
import type { OpsCheck, OpsCreditCheck, OpsDecision } from './api/back-office-applications-api';
import {
  checkDetailLabels,
  checkLabels,
  checkResultLabels,
  codesInWords,
  labelOf,
  outcomeLabels,
  triggerLabels,
} from './back-office-labels';

export const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The results of each check the policy reads: identity questions, risk score, ATP, bank link, employer, credit report. */
export function OpsChecks({ checks }: { checks: OpsCheck[] }) {
  if (checks.length === 0) return <p>No check results yet.</p>;
  return (
    <div className="ops-table-scroll" tabIndex={0} role="region" aria-label="Check results, scrollable">
      <table className="ops-table">
        <caption className="ops-visually-hidden">Check results</caption>
        <thead>
          <tr>
            <th scope="col">Check</th>
            <th scope="col">Result</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check) => (
            <tr key={check.name}>
              <th scope="row">{labelOf(checkLabels, check.name)}</th>
              <td>{labelOf(checkResultLabels, check.result)}</td>
              <td>{codesInWords(checkDetailLabels, check.detail)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const shown = (value: number | string | null) => (value === null ? '—' : String(value));

/** The credit report's summary (decision 026) when a bureau answered with a file. */
export function OpsCreditReport({ credit }: { credit: OpsCreditCheck }) {
  if (credit.score === null && credit.tradelines === null) return null;
  const facts: [string, string][] = [
    ['Bureau', shown(credit.bureauName)],
    ['Score', credit.score === null ? '—' : `${credit.score}${credit.scoreModel ? ` (${credit.scoreModel})` : ''}`],
    ['Tradelines', shown(credit.tradelines)],
    ['Delinquencies', shown(credit.delinquencies)],
    ['Public records', shown(credit.publicRecords)],
    ['Inquiries, last 6 months', shown(credit.inquiriesLast6Months)],
    ['Fraud alert', credit.fraudAlert === null ? '—' : credit.fraudAlert ? 'Yes' : 'No'],
  ];
  return (
    <section className="ops-panel" aria-label="Credit report">
      <h3>Credit report</h3>
      <dl className="ops-answers">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {credit.keyFactors.length > 0 ? (
        <>
          <p className="ops-muted">Key factors</p>
          <ul>
            {credit.keyFactors.map((factor) => (
              <li key={factor}>{factor}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function outcomeText(decision: OpsDecision): string {
  const outcome = labelOf(outcomeLabels, decision.outcome);
  return decision.creditLimit === null ? outcome : `${outcome}, limit ${money.format(decision.creditLimit)}`;
}

/** Who decided: a staff member by e-mail when the server names one, or the policy with its version and what ran it. */
function decidedBy(decision: OpsDecision): string {
  if (decision.source === 'staff') return decision.actor?.includes('@') ? decision.actor : 'A staff member';
  const trigger = labelOf(triggerLabels, decision.trigger);
  return `Policy ${decision.policyVersion ?? ''} (${trigger})`.replace('  ', ' ');
}

/** The policy's latest suggestion, set apart, then every decision so far, oldest first as the server sends them. */
export function OpsDecisions({ suggestion, decisions }: { suggestion: OpsDecision | null; decisions: OpsDecision[] }) {
  return (
    <>
      {suggestion ? (
        <div className="ops-suggestion" role="note" aria-label="Policy suggestion">
          <p>
            <strong>Policy suggestion: {outcomeText(suggestion)}</strong>
            {suggestion.policyVersion ? <span className="ops-muted"> ({suggestion.policyVersion})</span> : null}
          </p>
          {suggestion.reasonDetails.length > 0 ? (
            <ul>
              {suggestion.reasonDetails.map((reason) => (
                <li key={reason.code}>{reason.text}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p>The policy has not made a suggestion yet.</p>
      )}
      {decisions.length > 0 ? (
        <div className="ops-table-scroll" tabIndex={0} role="region" aria-label="Decisions so far, scrollable">
          <table className="ops-table">
            <caption className="ops-visually-hidden">Decisions so far</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Outcome</th>
                <th scope="col">By</th>
                <th scope="col">Reasons</th>
              </tr>
            </thead>
            <tbody>
              {decisions.map((decision) => {
                const isSuggestion = decision.id === suggestion?.id;
                return (
                  <tr key={decision.id} className={isSuggestion ? 'ops-decision--suggestion' : undefined}>
                    <td>{formatDay(decision.decidedAt)}</td>
                    <td>
                      {outcomeText(decision)}
                      {isSuggestion ? <span className="ops-badge"> Policy suggestion</span> : null}
                    </td>
                    <td>{decidedBy(decision)}</td>
                    <td>
                      {decision.reasonDetails.length > 0
                        ? decision.reasonDetails.map((reason) => reason.text).join(' ')
                        : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
