import { formatCents } from '@waypoint/domain/card-account/payment-amount';
import { accountActions, isAccountAction } from '@waypoint/domain/decisions/account-action-notice';
import { applicantActor, systemActor, type TimelineEntry } from './application-timeline-entries.js';
import type {
  TimelineApplicantSteps,
  TimelineBankLink,
  TimelineCards,
  TimelineChangeRequest,
  TimelineCreditInquiry,
  TimelineDecisionNotice,
  TimelineIdentityQuestions,
  TimelineWorkEmail,
} from './application-timeline-sources.js';
import {
  abilityToPayReasonsInWords,
  capitalized,
  cardLockReasonWords,
  changeRequestKindsInWords,
  changeRequestStatusWords,
  codeInWords,
  creditInquiryStatusWords,
  dollars,
  identityQuestionsResultWords,
} from './application-timeline-words.js';

/*
 * The timeline's entries from other modules' records, handed over through
 * the timeline's port (decision 068): the checks, the notices, the card and
 * the change requests.
 */

export interface CheckRecords {
  abilityToPay: TimelineApplicantSteps['abilityToPay'];
  identityQuestions: readonly TimelineIdentityQuestions[];
  bankLinks: readonly TimelineBankLink[];
  workEmails: readonly TimelineWorkEmail[];
  creditInquiries: readonly TimelineCreditInquiry[];
}

const openIdentityResults = new Set(['questions', 'challenge']);

export function checkEntries(records: CheckRecords): TimelineEntry[] {
  const check = (entry: Omit<TimelineEntry, 'kind'>): TimelineEntry => ({ ...entry, kind: 'check' });
  return [
    ...records.abilityToPay.map((row, index) =>
      check({
        id: `atp:${row.decidedAt.toISOString()}:${index}`,
        at: row.decidedAt,
        title: `Ability to pay: ${row.isApproved ? 'passed' : 'failed'}`,
        detail: row.reasons.length > 0 ? capitalized(`${abilityToPayReasonsInWords(row.reasons)}.`) : null,
        actor: systemActor,
      }),
    ),
    ...records.identityQuestions.map((row, index) => {
      const open = openIdentityResults.has(row.result);
      return check({
        id: `identityQuestions:${row.startedAt.toISOString()}:${index}`,
        // A finished session shows when it ended; one still open when it began.
        at: open ? row.startedAt : row.updatedAt,
        title: `Identity questions: ${identityQuestionsResultWords[row.result] ?? codeInWords(row.result)}`,
        detail: null,
        actor: applicantActor,
      });
    }),
    ...records.bankLinks.map((row, index) =>
      check({
        id: `bankLink:${row.linkedAt.toISOString()}:${index}`,
        at: row.linkedAt,
        title: 'Bank account linked',
        detail: row.employerVerified
          ? "The bank's records name the applicant's employer."
          : "The bank's records do not name the applicant's employer.",
        actor: applicantActor,
      }),
    ),
    ...records.workEmails.flatMap((row, index) => [
      check({
        id: `workEmail:${row.sentAt.toISOString()}:${index}`,
        at: row.sentAt,
        title: 'Employer verification: work e-mail sent',
        detail: null,
        actor: systemActor,
      }),
      ...(row.confirmedAt
        ? [
            check({
              id: `workEmail:${row.sentAt.toISOString()}:${index}:confirmed`,
              at: row.confirmedAt,
              title: 'Employer verification: work e-mail confirmed',
              detail: null,
              actor: applicantActor,
            }),
          ]
        : []),
    ]),
    ...records.creditInquiries.flatMap((row, index) => {
      const name = row.kind === 'hard' ? 'Credit report' : 'Prequalification (soft inquiry)';
      const id = `credit:${row.kind}:${row.requestedAt.toISOString()}:${index}`;
      return [
        check({ id, at: row.requestedAt, title: `${name} requested`, detail: row.bureauName, actor: systemActor }),
        ...(row.completedAt
          ? [
              check({
                id: `${id}:answer`,
                at: row.completedAt,
                title: `${name}: ${creditInquiryStatusWords[row.status] ?? codeInWords(row.status)}`,
                detail: row.bureauName,
                actor: systemActor,
              }),
            ]
          : []),
      ];
    }),
  ];
}

const noticeNames: Readonly<Record<string, string>> = {
  adverseAction: 'Adverse action notice',
  approval: 'Approval notice',
  accountAction: 'Account action notice',
};

export function noticeEntries(
  notices: readonly TimelineDecisionNotice[],
  noticeUrl: (noticeId: string) => string,
): TimelineEntry[] {
  return notices.map((row) => {
    const name = (row.kind && noticeNames[row.kind]) ?? 'Decision notice';
    const reason =
      row.accountAction && isAccountAction(row.accountAction) ? `${accountActions[row.accountAction].reason}.` : null;
    const state =
      row.status === 'sent'
        ? `${name} sent`
        : row.status === 'skipped'
          ? `${name} not sent (the decision changed or the applicant is gone)`
          : `${name} queued`;
    return {
      id: `notice:${row.id}`,
      at: row.sentAt ?? row.createdAt,
      kind: 'notice' as const,
      title: state,
      detail: reason ?? (row.hasPdf ? 'Kept exactly as sent.' : 'Sent by e-mail; no letter is kept for it.'),
      actor: systemActor,
      fileUrl: row.hasPdf ? noticeUrl(row.id) : null,
      fileLabel: row.hasPdf ? `the ${name.toLowerCase()} (PDF)` : null,
    };
  });
}

/** The closing's words for staff (docs/product-rules.md#closing-the-account): what was owed and the payout. */
function closureDetail(closure: NonNullable<TimelineCards['closure']>): string {
  const payout = closure.statementCreditCents + closure.depositCents;
  const parts = [`Balance owed ${formatCents(closure.balanceOwedCents)}.`];
  if (payout > 0) {
    const how = [
      closure.statementCreditCents > 0 ? `${formatCents(closure.statementCreditCents)} as a statement credit` : null,
      closure.depositCents > 0 ? `${formatCents(closure.depositCents)} to a linked bank account` : null,
    ].filter((part) => part !== null);
    parts.push(`Cash back ${formatCents(payout)} paid out by ${closure.payoutBy}: ${how.join(', ')}.`);
  } else {
    parts.push('No cash back to pay out.');
  }
  if (closure.forfeitedCents > 0)
    parts.push(`${formatCents(closure.forfeitedCents)} cash back forfeited (not yet redeemable).`);
  parts.push(closure.issuerClosedAt ? 'Closed at the issuer.' : 'The issuer has not confirmed the close yet.');
  return parts.join(' ');
}

export function cardEntries(records: TimelineCards | null): TimelineEntry[] {
  if (!records) return [];
  const card = (entry: Omit<TimelineEntry, 'kind'>): TimelineEntry => ({ ...entry, kind: 'card' });
  return [
    ...(records.closure
      ? [
          card({
            id: 'cardAccount:closed',
            at: records.closure.closedAt,
            title: "Account closed at the cardholder's request",
            detail: closureDetail(records.closure),
            actor: applicantActor,
          }),
        ]
      : []),
    card({
      id: 'cardAccount:opened',
      at: records.accountOpenedAt,
      title: 'Credit account opened',
      detail: `Credit limit ${dollars(records.creditLimitCents / 100)}.`,
      actor: systemActor,
    }),
    ...(records.ssnAddedAt
      ? [
          card({
            id: 'cardAccount:ssnAdded',
            at: records.ssnAddedAt,
            title: 'SSN added after activation',
            detail: null,
            actor: applicantActor,
          }),
        ]
      : []),
    ...records.cards.flatMap((row) => [
      card({
        id: `card:${row.lastFour}:${row.issuedAt.toISOString()}`,
        at: row.issuedAt,
        title: `Card ending ${row.lastFour} issued`,
        detail: null,
        actor: systemActor,
      }),
      ...(row.activatedAt
        ? [
            card({
              id: `card:${row.lastFour}:${row.issuedAt.toISOString()}:activated`,
              at: row.activatedAt,
              title: `Card ending ${row.lastFour} activated`,
              detail: null,
              actor: applicantActor,
            }),
          ]
        : []),
      ...(row.replacedAt
        ? [
            card({
              id: `card:${row.lastFour}:${row.issuedAt.toISOString()}:replaced`,
              at: row.replacedAt,
              title: `Card ending ${row.lastFour} replaced`,
              detail: `Reported ${row.replacedFor ?? 'lost'} by the cardholder: closed, and a new card ordered.`,
              actor: applicantActor,
            }),
          ]
        : []),
      // The card keeps its state, not its history: a lock shows at the card's last change.
      ...(row.status === 'locked'
        ? [
            card({
              id: `card:${row.lastFour}:${row.issuedAt.toISOString()}:locked`,
              at: row.updatedAt,
              title: `Card ending ${row.lastFour} locked`,
              detail: row.lockReason ? capitalized(`${cardLockReasonWords[row.lockReason] ?? row.lockReason}.`) : null,
              actor: row.lockReason === 'cardholder' ? applicantActor : systemActor,
            }),
          ]
        : []),
    ]),
  ];
}

export function changeRequestEntries(
  requests: readonly TimelineChangeRequest[],
  staffEmails: ReadonlyMap<string, string>,
): TimelineEntry[] {
  return requests.flatMap((row) => {
    const change = (entry: Omit<TimelineEntry, 'kind'>): TimelineEntry => ({ ...entry, kind: 'changeRequest' });
    const what = `Asked to change: ${changeRequestKindsInWords(row.codes)}.`;
    const decidedByStaff = row.status === 'approved' || row.status === 'declined';
    return [
      change({
        id: `changeRequest:${row.id}`,
        at: row.openedAt,
        title: 'Change request opened',
        detail: what,
        actor: applicantActor,
      }),
      ...(row.submittedAt
        ? [
            change({
              id: `changeRequest:${row.id}:submitted`,
              at: row.submittedAt,
              title: 'Change request submitted',
              detail: what,
              actor: applicantActor,
            }),
          ]
        : []),
      ...(row.closedAt
        ? [
            change({
              id: `changeRequest:${row.id}:closed`,
              at: row.closedAt,
              title: changeRequestStatusWords[row.status] ?? `Change request ${codeInWords(row.status)}`,
              detail: row.status === 'declined' && row.declineReason ? row.declineReason : null,
              actor: decidedByStaff
                ? ((row.decidedBy && staffEmails.get(row.decidedBy)) ?? row.decidedBy ?? systemActor)
                : applicantActor,
            }),
          ]
        : []),
    ];
  });
}
