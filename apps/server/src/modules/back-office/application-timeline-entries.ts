import { informationRequestReminderAt } from '@waypoint/domain/decisions/notice-of-incompleteness';
import type { TimelineAuditEvent } from './application-timeline-repository.js';
import type { TimelineApplicantSteps } from './application-timeline-sources.js';
import {
  capitalized,
  codeInWords,
  dayInWords,
  disclosureInWords,
  documentTypeInWords,
  dollars,
  listInWords,
  outcomeWords,
  reasonsInWords,
  requestedItemsInWords,
  triggerWords,
} from './application-timeline-words.js';
import type { BackOfficeDecision, BackOfficeFile, KeptLetter } from './back-office-deps.js';
import type { InformationRequestRow } from './staff-work-repository.js';

/*
 * The timeline's entries from the application's own records and the back
 * office's (decision 068). Each fact comes from one record only, so nothing
 * shows twice: requests for information from their rows (who, what, the
 * reminders and the closing), staff decisions, recommendations and reveals
 * from the audit log, the policy's decisions from the decisions' rows.
 */

export const timelineKinds = [
  'applicant',
  'check',
  'decision',
  'staff',
  'request',
  'notice',
  'card',
  'changeRequest',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export const applicantActor = 'Applicant';
export const systemActor = 'System';

export interface TimelineEntry {
  id: string;
  at: Date;
  kind: TimelineKind;
  title: string;
  detail: string | null;
  actor: string;
  fileUrl?: string | null;
  fileLabel?: string | null;
}

const sentence = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part.length > 0).join(' ') || null;

const noteOf = (note: unknown) => (typeof note === 'string' && note.trim() ? `Note: “${note.trim()}”` : null);

export function applicantEntries(
  submittedAt: Date,
  steps: TimelineApplicantSteps | null,
  files: readonly BackOfficeFile[],
  requests: readonly InformationRequestRow[],
  fileUrl: (fileId: number) => string,
): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const applicant = (entry: Omit<TimelineEntry, 'actor' | 'kind'>) =>
    entries.push({ ...entry, kind: 'applicant', actor: applicantActor });
  if (steps) {
    applicant({ id: 'application:started', at: steps.startedAt, title: 'Application started', detail: null });
    // The disclosures are accepted together on the review step: one entry per moment of acceptance.
    const byMoment = new Map<string, TimelineApplicantSteps['disclosures']>();
    for (const row of steps.disclosures) {
      const moment = row.acceptedAt.toISOString();
      byMoment.set(moment, [...(byMoment.get(moment) ?? []), row]);
    }
    for (const [moment, rows] of byMoment) {
      applicant({
        id: `disclosures:${moment}`,
        at: new Date(moment),
        title: 'Accepted the review disclosures',
        detail: listInWords(rows.map((row) => `${disclosureInWords(row.documentType)} (version ${row.version})`)),
      });
    }
    if (steps.canceledAt) {
      applicant({ id: 'application:canceled', at: steps.canceledAt, title: 'Canceled the application', detail: null });
    }
  }
  applicant({ id: 'application:submitted', at: submittedAt, title: 'Application submitted', detail: null });
  const requestTimes = requests.map((request) => request.requestedAt.getTime());
  for (const file of files) {
    const answersRequest = requestTimes.some((requestedAt) => file.createdAt.getTime() >= requestedAt);
    applicant({
      id: `file:${file.id}`,
      at: file.createdAt,
      title: `Uploaded ${documentTypeInWords(file.documentType)}`,
      detail: sentence(
        answersRequest ? 'In answer to the request for information.' : null,
        file.version > 1 ? `Replaces version ${file.version - 1}.` : null,
        file.isValid ? null : 'The document check did not pass it.',
      ),
      fileUrl: fileUrl(file.id),
      fileLabel: file.fileName,
    });
    if (file.removedAt) {
      applicant({
        id: `file:${file.id}:removed`,
        at: file.removedAt,
        title: `Removed ${documentTypeInWords(file.documentType)}`,
        detail: null,
      });
    }
  }
  return entries;
}

export function policyDecisionEntries(decisions: readonly BackOfficeDecision[]): TimelineEntry[] {
  return decisions
    .filter((row) => row.decidedBy === 'policy')
    .map((row) => ({
      id: `decision:${row.id}`,
      at: row.createdAt,
      kind: 'decision' as const,
      title: `Policy suggests: ${outcomeWords[row.outcome] ?? codeInWords(row.outcome)}`,
      detail: sentence(
        row.creditLimit !== null ? `Credit limit ${dollars(row.creditLimit)}.` : null,
        reasonsInWords(row.reasons),
        `Decided ${triggerWords[row.trigger] ?? codeInWords(row.trigger)} (policy ${row.policyVersion}).`,
      ),
      actor: systemActor,
    }));
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
const codes = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
const amount = (value: unknown) => (typeof value === 'number' ? value : null);

// Recorded elsewhere, from the record that holds more of it: the policy's decisions and the requests' rows.
const auditActionsShownFromTheirRows = new Set([
  'decision.automatic',
  'application.information_requested',
  'application.closed_incomplete',
]);

/** A staff action in words; an action this list does not know yet shows by its name in words. */
function staffActionWords(event: TimelineAuditEvent): { title: string; detail: string | null } {
  const after = event.after;
  switch (event.action) {
    case 'decision.staff': {
      const limit = amount(field(after, 'creditLimit'));
      const approved = field(after, 'outcome') === 'approve';
      return {
        title: approved ? `Approved${limit !== null ? ` with a ${dollars(limit)} limit` : ''}` : 'Declined',
        detail: sentence(reasonsInWords(codes(field(after, 'reasons'))), noteOf(field(after, 'note'))),
      };
    }
    case 'application.recommendation': {
      const limit = amount(field(after, 'creditLimit'));
      const approve = field(after, 'recommendation') === 'approve';
      return {
        title: approve
          ? `Recommended approval${limit !== null ? ` with a ${dollars(limit)} limit` : ''}`
          : 'Recommended a decline',
        detail: sentence(reasonsInWords(codes(field(after, 'reasons'))), noteOf(field(after, 'note'))),
      };
    }
    case 'application.ssn_reveal':
      return {
        title: 'Revealed the SSN',
        detail: field(after, 'revealed') === false ? 'The application has no SSN.' : null,
      };
    default: {
      const [, verb = event.action] = event.action.split('.');
      return { title: capitalized(codeInWords(verb)), detail: noteOf(field(after, 'note')) };
    }
  }
}

export function auditEntries(events: readonly TimelineAuditEvent[]): TimelineEntry[] {
  return events
    .filter((event) => !auditActionsShownFromTheirRows.has(event.action))
    .map((event) => ({
      id: `audit:${event.id}`,
      at: event.occurredAt,
      kind: 'staff' as const,
      ...staffActionWords(event),
      actor: event.actorType === 'staff' ? (event.actorEmail ?? 'A staff member') : systemActor,
    }));
}

const letterTitles: Readonly<Record<string, string>> = {
  informationRequest: 'Notice of incompleteness sent',
  closedIncomplete: 'Letter closing the application sent',
};

export function requestEntries(
  requests: readonly InformationRequestRow[],
  lettersOf: ReadonlyMap<string, readonly KeptLetter[]>,
  staffEmails: ReadonlyMap<string, string>,
  letterUrl: (letterId: string) => string,
): TimelineEntry[] {
  return requests.flatMap((request): TimelineEntry[] => [
    {
      id: `request:${request.id}`,
      at: request.requestedAt,
      kind: 'request',
      title: 'Requested information',
      detail: sentence(
        `Asked for ${requestedItemsInWords(request.codes)}, by ${dayInWords(request.deadline)}.`,
        noteOf(request.note),
      ),
      actor: staffEmails.get(request.staffId) ?? request.staffId,
    },
    ...request.remindersSent.map((daysBefore) => ({
      id: `request:${request.id}:reminder:${daysBefore}`,
      // The reminder's job runs at its set time on its day (notice-of-incompleteness.ts).
      at: informationRequestReminderAt(request.deadline, daysBefore),
      kind: 'request' as const,
      title: 'Reminder sent',
      detail: `${daysBefore} days before the deadline, for the items still missing.`,
      actor: systemActor,
    })),
    ...(request.closedIncompleteAt
      ? [
          {
            id: `request:${request.id}:closed`,
            at: request.closedIncompleteAt,
            kind: 'request' as const,
            title: 'Closed as incomplete',
            detail: `The deadline (${dayInWords(request.deadline)}) passed without everything asked for.`,
            actor: systemActor,
          },
        ]
      : []),
    ...(lettersOf.get(request.id) ?? []).map((letter) => ({
      id: `letter:${letter.id}`,
      at: letter.sentAt,
      kind: 'notice' as const,
      title: letterTitles[letter.kind] ?? `${capitalized(codeInWords(letter.kind))} letter sent`,
      detail: 'Kept exactly as sent.',
      actor: systemActor,
      fileUrl: letterUrl(letter.id),
      fileLabel: `the ${(letterTitles[letter.kind] ?? 'letter').replace(/ sent$/, '').toLowerCase()} (PDF)`,
    })),
  ]);
}
