import { describe, expect, it } from 'vitest';
import {
  buildIncompletenessNotice,
  dateInWords,
  incompletenessNoticeLines,
  type IncompletenessNoticeInput,
} from './incompleteness-notice.js';
import {
  informationRequestClosesAt,
  informationRequestReminderAt,
  noticeOfIncompletenessReasons,
} from './notice-of-incompleteness.js';

function input(overrides: Partial<IncompletenessNoticeInput> = {}): IncompletenessNoticeInput {
  return {
    kind: 'informationRequest',
    creditor: { name: 'Harborline Bank, N.A.', address: 'Card Services, PO Box 5100, Wilmington, DE 19850' },
    applicant: { fullName: 'Ada Lovelace', address: '2 Elm Street, Dover, DE 19901' },
    noticeDate: '2026-11-28',
    requestedOn: '2026-11-28',
    deadline: '2026-12-28',
    codes: ['proofOfIncome', 'proofOfAddress'],
    ...overrides,
  };
}

const text = (overrides: Partial<IncompletenessNoticeInput> = {}) =>
  incompletenessNoticeLines(buildIncompletenessNotice(input(overrides))).join('\n');

describe('the notice of incompleteness says what Reg B 1002.9(c)(2) asks', () => {
  it.each([
    ['1002.9(c)(2): it specifies the information needed, each item', noticeOfIncompletenessReasons.proofOfIncome],
    ['1002.9(c)(2): every item, not only the first', noticeOfIncompletenessReasons.proofOfAddress],
    [
      '1002.9(c)(2): it designates a period, the deadline in words',
      'Please provide this information by December 28, 2026.',
    ],
    [
      '1002.9(c)(2): failing to provide it means no further consideration',
      'If we do not receive all of the information listed above by December 28, 2026, no further consideration will be given to your application',
    ],
    ['the creditor is named', 'Harborline Bank, N.A., Card Services, PO Box 5100, Wilmington, DE 19850'],
    ['applying again is open after the closure', 'You may apply again at any time after that.'],
  ])('%s', (_rule, expected) => {
    expect(text()).toContain(expected);
  });

  it('ends the thanks once after a creditor name that ends in a period', () => {
    expect(text()).toContain('issued by Harborline Bank, N.A.\n');
    expect(text()).not.toContain('N.A..');
    expect(text({ creditor: { name: 'Waypoint Bank', address: '1 Main St' } })).toContain('issued by Waypoint Bank.\n');
  });

  it('never says the hedged "may not be able to approve"', () => {
    expect(text()).not.toMatch(/may not be able to approve/);
  });
});

describe('the letter that closes an application as incomplete', () => {
  it.each([
    ['it names the request and its period', 'On November 28, 2026 we asked you for information'],
    ['it gives the deadline that passed', 'gave you until December 28, 2026 to provide it'],
    ['it names what is still missing', noticeOfIncompletenessReasons.residenceDocument],
    ['no further consideration was given', 'no further consideration has been given to your application'],
    ['the applicant can apply again', 'You can apply again at any time.'],
  ])('%s', (_rule, expected) => {
    expect(text({ kind: 'closedIncomplete', noticeDate: '2026-12-29', codes: ['residenceDocument'] })).toContain(
      expected,
    );
  });

  it('lists only the items passed as missing', () => {
    const closing = text({ kind: 'closedIncomplete', codes: ['residenceDocument'] });
    expect(closing).not.toContain(noticeOfIncompletenessReasons.proofOfIncome);
    expect(buildIncompletenessNotice(input({ kind: 'closedIncomplete' })).title).toBe(
      'Your application was closed as incomplete',
    );
  });
});

describe('the request period on the calendar (UTC)', () => {
  it.each([
    ['the deadline day ends in Hawaii: 10:00 UTC the next day', '2026-12-28', '2026-12-29T10:00:00.000Z'],
    ['across a month end', '2027-01-31', '2027-02-01T10:00:00.000Z'],
    ['across a leap day', '2028-02-28', '2028-02-29T10:00:00.000Z'],
  ])('closes: %s', (_rule, deadline, closesAt) => {
    expect(informationRequestClosesAt(deadline).toISOString()).toBe(closesAt);
  });

  it.each([
    ['a week ahead', 7, '2026-12-21T15:00:00.000Z'],
    ['two days ahead', 2, '2026-12-26T15:00:00.000Z'],
  ])('reminds %s, at 15:00 UTC', (_rule, days, at) => {
    expect(informationRequestReminderAt('2026-12-28', days).toISOString()).toBe(at);
  });

  it('writes a date in words', () => {
    expect(dateInWords('2027-03-01')).toBe('March 1, 2027');
  });
});
