import { changeRequestKindLabels, isChangeRequestKind } from '@waypoint/domain/change-requests/change-request-kinds';
import { formatDay } from '../../../lib/dates';
import type { OpsChangeRequest } from './api/back-office-change-requests-api';
import { requestedValues } from './change-request-labels';
import { ChangeRequestRateCap } from './change-request-rate-cap';

/** What the account holds now for one kind, in words. */
function currentValue(kind: string, view: OpsChangeRequest): string {
  if (kind === 'name') return view.currentName || 'No name on the account';
  if (kind === 'address') return view.currentAddress || 'No home address on the account yet';
  if (kind === 'scra') {
    return view.currentScraBenefitSince
      ? `SCRA benefit on record, active duty from ${formatDay(view.currentScraBenefitSince)}`
      : 'No SCRA benefit on record';
  }
  return '—';
}

const shown = (field: string, value: string) => {
  if (value === '') return <span className="ops-muted">(empty)</span>;
  return field === 'activeDutyStartDate' ? `${formatDay(value)} (${value})` : value;
};

/**
 * Each kind asked for, what the account holds beside what the applicant
 * asked for (decision 036). Once approved, "on the account" is the new value.
 */
export function ChangeRequestComparison({ view }: { view: OpsChangeRequest }) {
  const decided = view.request.status === 'approved';
  return (
    <div className="ops-compare-list">
      {view.request.codes.map((kind) => {
        const title = isChangeRequestKind(kind) ? changeRequestKindLabels[kind] : kind;
        const headingId = `ops-compare-${kind}`;
        return (
          <section key={kind} className="ops-panel ops-compare" aria-labelledby={headingId}>
            <h3 id={headingId}>{title}</h3>
            <div className="ops-compare__sides">
              <div>
                <h4>{decided ? 'On the account now (after the change)' : 'On the account now'}</h4>
                <p className="ops-compare__current">{currentValue(kind, view)}</p>
              </div>
              <div>
                <h4>Requested</h4>
                <dl className="ops-answers ops-compare__requested">
                  {requestedValues(kind, view.request.data).map(({ field, label, value }) => (
                    <div key={field}>
                      <dt>{label}</dt>
                      <dd>{shown(field, value)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
            {kind === 'scra' ? <ChangeRequestRateCap view={view} /> : null}
          </section>
        );
      })}
    </div>
  );
}
