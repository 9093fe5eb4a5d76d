import { describe, expect, it } from 'vitest';
import { applicantStageOf } from '../decisions/applicant-stage.js';
import { nextApplicationAllowedAt, REAPPLY_WAITING_DAYS_AFTER_DECLINE } from './application-status.js';

const now = new Date('2026-11-28T12:00:00.000Z');
const day = 24 * 60 * 60 * 1000;

describe('when a person may apply again (product-rules#application-status)', () => {
  it.each([
    ['no application yet: now', null, now],
    ['after a cancel: now', { status: 'canceled', closedAt: now }, now],
    [
      'closed as incomplete (product-rules#reg-b-clocks): now, no wait',
      { status: 'closedIncomplete', closedAt: now },
      now,
    ],
    [
      'after a decline: once the wait is over',
      { status: 'declined', closedAt: now },
      new Date(now.getTime() + REAPPLY_WAITING_DAYS_AFTER_DECLINE * day),
    ],
    ['while submitted: not yet (null)', { status: 'submitted', closedAt: null }, null],
    ['after an approval: never (null)', { status: 'approved', closedAt: now }, null],
  ])('%s', (_rule, latest, expected) => {
    expect(nextApplicationAllowedAt(latest, now)).toEqual(expected);
  });
});

describe('the stage an applicant sees of a closed application', () => {
  it.each([
    ['closed as incomplete', 'closedIncomplete', 'closedIncomplete'],
    ['declined', 'declined', 'declined'],
    ['canceled: no stage', 'canceled', null],
  ])('%s', (_rule, status, stage) => {
    expect(applicantStageOf({ status, informationOutstanding: true, reviewStarted: true })).toBe(stage);
  });
});
