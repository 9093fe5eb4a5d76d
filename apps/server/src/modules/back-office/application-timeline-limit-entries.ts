import { isLimitDeclineReason, limitDeclineReasonTexts } from '@waypoint/domain/card-account/credit-limit-increase';
import { formatCents } from '@waypoint/domain/card-account/payment-amount';
import { applicantActor, systemActor, type TimelineEntry } from './application-timeline-entries.js';
import type { TimelineCreditLimitRequest } from './application-timeline-sources.js';

/**
 * The cardholder's limit increase requests on the case timeline (decisions
 * 068 and 084): the request, the decision by the policy or a staff member
 * with the new limit or the principal reasons, and the issuer setting it.
 */
export function creditLimitEntries(
  requests: readonly TimelineCreditLimitRequest[],
  staffEmails: ReadonlyMap<string, string>,
): TimelineEntry[] {
  return requests.flatMap((row) => {
    const card = (entry: Omit<TimelineEntry, 'kind'>): TimelineEntry => ({ ...entry, kind: 'card' });
    const asked = row.requestedLimitCents === null ? 'as high as possible' : formatCents(row.requestedLimitCents);
    const decider =
      row.decidedBy === 'policy' || row.decidedBy === null
        ? systemActor
        : (staffEmails.get(row.decidedBy) ?? row.decidedBy);
    const reasons = row.declineReasons
      .filter(isLimitDeclineReason)
      .map((code) => limitDeclineReasonTexts[code].notice)
      .join('; ');
    const entries = [
      card({
        id: `creditLimit:${row.id}`,
        at: row.createdAt,
        title: 'Higher credit limit asked for',
        detail: `From ${formatCents(row.currentLimitCents)}, asked ${asked}.${row.status === 'referred' ? ' Referred to staff: beyond the policy’s ceiling.' : ''}`,
        actor: applicantActor,
      }),
    ];
    if (row.decidedAt && row.status === 'approved') {
      entries.push(
        card({
          id: `creditLimit:${row.id}:approved`,
          at: row.decidedAt,
          title: 'Credit limit increase approved',
          detail: `New limit ${formatCents(row.approvedLimitCents ?? 0)}.`,
          actor: decider,
        }),
      );
    }
    if (row.decidedAt && row.status === 'declined') {
      entries.push(
        card({
          id: `creditLimit:${row.id}:declined`,
          at: row.decidedAt,
          title: 'Credit limit increase declined; notice of action taken sent',
          detail: reasons || null,
          actor: decider,
        }),
      );
    }
    if (row.issuerAppliedAt) {
      entries.push(
        card({
          id: `creditLimit:${row.id}:issuer`,
          at: row.issuerAppliedAt,
          title: 'New credit limit set at the issuer',
          detail: `${formatCents(row.approvedLimitCents ?? 0)}.`,
          actor: systemActor,
        }),
      );
    }
    return entries;
  });
}
