import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { formatDay } from '../../../lib/dates';
import { OpsNav } from '../back-office-nav';
import { OpsPager } from '../back-office-pager';
import { useStaffRedirect } from '../use-staff-redirect';
import {
  creditLimitStatuses,
  fetchOpsCreditLimit,
  fetchOpsCreditLimits,
  type CreditLimitStatus,
  type OpsCreditLimitView,
} from './back-office-credit-limits-api';
import { CreditLimitDecision } from './credit-limit-decision';
import './credit-limits.css';

const pageSize = 25;
const statusLabels: Record<CreditLimitStatus, string> = {
  referred: 'Waiting for a decision',
  approved: 'Approved',
  declined: 'Declined',
};
const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined
    ? '—'
    : (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollars = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : money(value * 100);

const statusFrom = (value: string | null): CreditLimitStatus =>
  (creditLimitStatuses as readonly (string | null)[]).includes(value) ? (value as CreditLimitStatus) : 'referred';
const numberFrom = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

function issuerWords(view: OpsCreditLimitView): string {
  if (view.status !== 'approved') return '—';
  if (view.issuerAppliedAt) return `Set at the issuer ${formatDay(view.issuerAppliedAt)}`;
  if (view.issuerFailedAt) return `The issuer did not set it (${formatDay(view.issuerFailedAt)}): follow it up`;
  return 'Waiting for the issuer';
}

/** One request: who, what they told us, what the rule supports, and the decision. */
function RequestView({ id }: { id: number }) {
  const client = useQueryClient();
  const key = ['ops', 'credit-limit', id] as const;
  const view = useQuery({ queryKey: key, queryFn: () => fetchOpsCreditLimit(id), retry: false });
  useStaffRedirect(view.error);
  if (view.isPending) return <p>Loading the request…</p>;
  if (view.isError) return <FormAlert>The request could not be loaded.</FormAlert>;
  const data = view.data;
  const facts: [string, string][] = [
    ['Status', data.status],
    ['Cardholder', `${data.holderName} (${data.holderEmail})`],
    ['Yearly income', dollars(data.annualIncome)],
    ['Monthly housing', dollars(data.monthlyHousingCost)],
    ['Other monthly commitments (application)', dollars(data.financialCommitments)],
    ['Age', data.ageYears === null || data.ageYears === undefined ? '—' : String(data.ageYears)],
    ['APR', `${(data.aprBps / 100).toFixed(2)}%`],
    ['Current limit', money(data.currentLimitCents)],
    ['Asked for', data.requestedLimitCents === null ? 'As high as possible' : money(data.requestedLimitCents)],
    ['The policy would grant', money(data.proposedLimitCents)],
    ['Most the rule supports', money(data.maxSupportedLimitCents)],
    ['Approved limit', money(data.approvedLimitCents)],
    ['Reasons', data.declineReasons.join('; ') || '—'],
    ['Issuer', issuerWords(data)],
  ];
  return (
    <section className="ops-panel ops-credit-limit" aria-labelledby="ops-credit-limit-title">
      <h2 id="ops-credit-limit-title">{`Request #${data.id}`}</h2>
      <dl className="ops-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {data.canDecide ? (
        <CreditLimitDecision
          view={data}
          onDecided={(next) => {
            client.setQueryData(key, next);
            void client.invalidateQueries({ queryKey: ['ops', 'credit-limits'] });
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * The limit increase requests (decision 084): by status (waiting for a
 * decision unless chosen), newest first; `?request=<id>` opens one with its
 * decision below the list.
 */
export function OpsCreditLimitsPage() {
  const [params, setParams] = useSearchParams();
  const page = numberFrom(params.get('page')) ?? 1;
  const status = statusFrom(params.get('status'));
  const selected = numberFrom(params.get('request'));
  const list = useQuery({
    queryKey: ['ops', 'credit-limits', status, page],
    queryFn: () => fetchOpsCreditLimits(status, page, pageSize),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useStaffRedirect(list.error);
  const change = (name: 'status' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  const total = list.data?.total ?? 0;
  const requestLink = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('request', String(id));
    return `${sitePaths.opsCreditLimits}?${next.toString()}`;
  };

  return (
    <div className="ops-page">
      <title>Limit increases · Back office</title>
      <OpsNav />
      <h1>Limit increases</h1>
      <p className="ops-muted">
        Requests for a higher credit limit. The policy decides most at once; those beyond its ceiling (more than double,
        or above $5,000) wait here for an approver.
      </p>
      <form className="ops-filters" onSubmit={(event) => event.preventDefault()}>
        <label>
          Status
          <select value={status} onChange={(event) => change('status', event.target.value)}>
            {creditLimitStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </form>
      {list.isError && !list.data ? <FormAlert>The requests could not be loaded. Reload the page.</FormAlert> : null}
      {list.isPending ? <p>Loading the requests…</p> : null}
      {list.data ? (
        <>
          <div className="ops-table-scroll" tabIndex={0} role="region" aria-labelledby="ops-credit-limits-caption">
            <table className="ops-table">
              <caption id="ops-credit-limits-caption">
                {total === 0
                  ? `No requests: ${statusLabels[status].toLowerCase()}.`
                  : `${total} ${total === 1 ? 'request' : 'requests'}, newest first.`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Cardholder</th>
                  <th scope="col" className="ops-num">
                    Current
                  </th>
                  <th scope="col" className="ops-num">
                    Asked for
                  </th>
                  <th scope="col" className="ops-num">
                    Policy would grant
                  </th>
                  <th scope="col">Asked on</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link to={requestLink(item.id)}>{item.holderName || 'Unknown'}</Link>
                      <span className="ops-muted"> #{item.id}</span>
                    </th>
                    <td className="ops-num">{money(item.currentLimitCents)}</td>
                    <td className="ops-num">
                      {item.requestedLimitCents === null ? 'As high as possible' : money(item.requestedLimitCents)}
                    </td>
                    <td className="ops-num">{money(item.proposedLimitCents ?? item.approvedLimitCents)}</td>
                    <td>{formatDay(item.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <OpsPager
            label="Limit increase pages"
            page={page}
            pages={Math.max(1, Math.ceil(total / pageSize))}
            onPage={(next) => change('page', String(next))}
          />
        </>
      ) : null}
      {selected ? <RequestView key={selected} id={selected} /> : null}
    </div>
  );
}
