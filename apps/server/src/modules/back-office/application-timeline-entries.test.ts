import { describe, expect, it } from 'vitest';
import { auditEntries, requestEntries, type TimelineEntry } from './application-timeline-entries.js';
import { changeRequestEntries, checkEntries, noticeEntries } from './application-timeline-other-entries.js';
import type { TimelineAuditEvent } from './application-timeline-repository.js';

// The timeline's words for each record (decision 068): one row per rule, never a raw code, always an actor.
const at = new Date('2026-11-20T10:00:00.000Z');
const later = new Date('2026-11-21T10:00:00.000Z');
const noChecks = { abilityToPay: [], identityQuestions: [], bankLinks: [], workEmails: [], creditInquiries: [] };
const shown = (entries: TimelineEntry[]) =>
  entries.map(({ kind, title, detail, actor }) => ({ kind, title, detail, actor }));

describe('checks', () => {
  it.each([
    [
      'ability to pay with its reasons in words',
      {
        ...noChecks,
        abilityToPay: [{ isApproved: false, reasons: ['noIncome'], ruleVersion: 'atp-1', decidedAt: at }],
      },
      [{ kind: 'check', title: 'Ability to pay: failed', detail: 'No income.', actor: 'System' }],
    ],
    [
      'identity questions finished show their result, the applicant answering',
      { ...noChecks, identityQuestions: [{ result: 'timeout', startedAt: at, updatedAt: later }] },
      [{ kind: 'check', title: 'Identity questions: timed out', detail: null, actor: 'Applicant' }],
    ],
    [
      'a bank link says whether the bank names the employer',
      { ...noChecks, bankLinks: [{ linkedAt: at, employerVerified: true }] },
      [
        {
          kind: 'check',
          title: 'Bank account linked',
          detail: "The bank's records name the applicant's employer.",
          actor: 'Applicant',
        },
      ],
    ],
    [
      'a work e-mail sent, then confirmed by the applicant',
      { ...noChecks, workEmails: [{ sentAt: at, confirmedAt: later }] },
      [
        { kind: 'check', title: 'Employer verification: work e-mail sent', detail: null, actor: 'System' },
        { kind: 'check', title: 'Employer verification: work e-mail confirmed', detail: null, actor: 'Applicant' },
      ],
    ],
    [
      'a credit inquiry asked and answered, its status in words',
      {
        ...noChecks,
        creditInquiries: [
          { kind: 'hard', status: 'frozen', bureauName: 'Bureau', requestedAt: at, completedAt: later },
        ],
      },
      [
        { kind: 'check', title: 'Credit report requested', detail: 'Bureau', actor: 'System' },
        { kind: 'check', title: 'Credit report: file frozen', detail: 'Bureau', actor: 'System' },
      ],
    ],
  ])('%s', (_rule, records, expected) => {
    expect(shown(checkEntries(records))).toEqual(expected);
  });

  it('a session still open shows when it began', () => {
    const [entry] = checkEntries({
      ...noChecks,
      identityQuestions: [{ result: 'questions', startedAt: at, updatedAt: later }],
    });
    expect(entry?.at).toEqual(at);
  });
});

describe('notices', () => {
  const notice = { id: 'n1', kind: 'adverseAction', accountAction: null, status: 'sent', createdAt: at, sentAt: later };
  it.each([
    [
      'a sent notice with its letter',
      { ...notice, hasPdf: true },
      'Adverse action notice sent',
      'the adverse action notice (PDF)',
    ],
    [
      'one still queued',
      { ...notice, status: 'pending', sentAt: null, hasPdf: false },
      'Adverse action notice queued',
      null,
    ],
    [
      'one skipped',
      { ...notice, kind: 'approval', status: 'skipped', hasPdf: false },
      'Approval notice not sent (the decision changed or the applicant is gone)',
      null,
    ],
  ])('%s', (_rule, row, title, fileLabel) => {
    const [entry] = noticeEntries([row], (id) => `/notices/${id}.pdf`);
    expect(entry).toMatchObject({ kind: 'notice', title, actor: 'System', fileLabel });
    expect(entry?.fileUrl).toBe(fileLabel ? '/notices/n1.pdf' : null);
  });

  it('an account action says why in the letter’s words', () => {
    const [entry] = noticeEntries(
      [{ ...notice, kind: 'accountAction', accountAction: 'ssnDeadlineLock', hasPdf: true }],
      (id) => id,
    );
    expect(entry?.title).toBe('Account action notice sent');
    expect(entry?.detail).toBe('Social Security number not provided within 60 days of activating the card.');
  });
});

describe('change requests', () => {
  const request = {
    id: 3,
    codes: ['name', 'address'],
    status: 'approved',
    declineReason: null,
    decidedBy: 'staff-1',
    openedAt: at,
    submittedAt: at,
    closedAt: later,
  };
  const emails = new Map([['staff-1', 'approver@bank.example']]);
  it.each([
    ['approved by a staff member, by e-mail', request, 'Change request approved', null, 'approver@bank.example'],
    [
      'declined with the reason the cardholder read',
      { ...request, status: 'declined', declineReason: 'The proof is unreadable.' },
      'Change request declined',
      'The proof is unreadable.',
      'approver@bank.example',
    ],
    [
      'cancelled by the cardholder',
      { ...request, status: 'cancelled', decidedBy: null },
      'Change request cancelled by the cardholder',
      null,
      'Applicant',
    ],
  ])('%s', (_rule, row, title, detail, actor) => {
    const entries = changeRequestEntries([row], emails);
    expect(entries[0]).toMatchObject({
      title: 'Change request opened',
      detail: 'Asked to change: name and home address.',
    });
    expect(entries.at(-1)).toMatchObject({ kind: 'changeRequest', title, detail, actor });
  });
});

describe('staff actions from the audit log', () => {
  const event = (action: string, after: unknown, actorType = 'staff'): TimelineAuditEvent => ({
    id: 1,
    occurredAt: at,
    actorType,
    actorEmail: actorType === 'staff' ? 'reviewer@bank.example' : null,
    action,
    before: null,
    after,
  });
  it.each([
    [
      'a recommendation to approve, with its limit and note',
      event('application.recommendation', {
        recommendation: 'approve',
        creditLimit: 2000,
        reasons: [],
        note: 'Solid.',
      }),
      'Recommended approval with a $2,000 limit',
      'Note: “Solid.”',
    ],
    [
      'a staff approval',
      event('decision.staff', { outcome: 'approve', creditLimit: 2500, reasons: [], note: null }),
      'Approved with a $2,500 limit',
      null,
    ],
    [
      'an SSN reveal with no SSN on file',
      event('application.ssn_reveal', { revealed: false }),
      'Revealed the SSN',
      'The application has no SSN.',
    ],
    ['an action this list does not know yet, in words', event('application.claim', {}), 'Claim', null],
  ])('%s', (_rule, row, title, detail) => {
    expect(shown(auditEntries([row]))).toEqual([{ kind: 'staff', title, detail, actor: 'reviewer@bank.example' }]);
  });

  it.each(['decision.automatic', 'application.information_requested', 'application.closed_incomplete'])(
    '%s shows from its own record, not twice',
    (action) => {
      expect(auditEntries([event(action, {}, 'system')])).toEqual([]);
    },
  );
});

describe('a request for information', () => {
  const request = {
    id: 'r1',
    applicationId: 7,
    staffId: 'staff-1',
    codes: ['proofOfIncome', 'proofOfAddress'],
    note: null,
    deadline: '2026-12-20',
    requestedAt: at,
    remindersSent: [7, 2],
    closedIncompleteAt: new Date('2026-12-21T10:00:00.000Z'),
  };
  const letters = new Map([
    [
      'r1',
      [
        { id: 'l1', kind: 'informationRequest', sentAt: at },
        { id: 'l2', kind: 'closedIncomplete', sentAt: new Date('2026-12-21T10:00:00.000Z') },
      ],
    ],
  ]);
  const entries = requestEntries(
    [request],
    letters,
    new Map([['staff-1', 'reviewer@bank.example']]),
    (id) => `/l/${id}`,
  );

  it.each([
    [
      'who asked, for what, by when',
      0,
      {
        title: 'Requested information',
        actor: 'reviewer@bank.example',
        detail: 'Asked for proof of income and proof of address, by December 20, 2026.',
        at,
      },
    ],
    [
      'the week’s reminder, at its set time',
      1,
      { title: 'Reminder sent', actor: 'System', at: new Date('2026-12-13T15:00:00.000Z') },
    ],
    [
      'the last reminder',
      2,
      { title: 'Reminder sent', detail: '2 days before the deadline, for the items still missing.' },
    ],
    [
      'the closing at the deadline',
      3,
      {
        title: 'Closed as incomplete',
        actor: 'System',
        detail: 'The deadline (December 20, 2026) passed without everything asked for.',
      },
    ],
    [
      'the notice of incompleteness, with its file',
      4,
      {
        kind: 'notice',
        title: 'Notice of incompleteness sent',
        fileUrl: '/l/l1',
        fileLabel: 'the notice of incompleteness (PDF)',
      },
    ],
    [
      'the closing letter, with its file',
      5,
      {
        kind: 'notice',
        title: 'Letter closing the application sent',
        fileUrl: '/l/l2',
        fileLabel: 'the letter closing the application (PDF)',
      },
    ],
  ])('%s', (_rule, index, expected) => {
    expect(entries[index]).toMatchObject(expected);
  });
});
