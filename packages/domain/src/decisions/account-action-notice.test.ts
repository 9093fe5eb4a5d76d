import { describe, expect, it } from 'vitest';
import { accountActions, buildAccountActionNotice, isAccountAction } from './account-action-notice.js';
import { ecoaAgencies } from './ecoa-agencies.js';
import { ecoaNoticeText, noticeLetterLines } from './notice-letter.js';

const notice = buildAccountActionNotice({
  creditor: { name: 'Harborline Bank, N.A.', address: '1 Main Street, Wilmington, DE 19801' },
  agency: ecoaAgencies.fdic,
  applicant: { fullName: 'Ada Lovelace', address: '2 Elm Street, Dover, DE 19901' },
  noticeDate: '2027-01-27',
  action: 'ssnDeadlineLock',
});
const text = noticeLetterLines(notice).join('\n');

describe('the notice of action on an account (Reg B 1002.9(a)(2))', () => {
  it.each([
    ['the action taken', accountActions.ssnDeadlineLock.action],
    ['the creditor’s name', 'Harborline Bank, N.A.'],
    ['the creditor’s address', '1 Main Street, Wilmington, DE 19801'],
    ['the specific reason', 'Social Security number not provided within 60 days of activating the card'],
    ['the ECOA notice with the agency', ecoaNoticeText(ecoaAgencies.fdic)],
    ['the date in words', 'January 27, 2027'],
  ])('states %s', (_part, expected) => {
    expect(text).toContain(expected);
  });

  it('names no consumer reporting agency: the lock used no report', () => {
    expect(text).not.toMatch(/consumer reporting agency|credit score/i);
  });

  it('knows its stored action codes only', () => {
    expect(isAccountAction('ssnDeadlineLock')).toBe(true);
    expect(isAccountAction('toString')).toBe(false);
  });
});
