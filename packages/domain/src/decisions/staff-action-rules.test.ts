import { describe, expect, it } from 'vitest';
import {
  informationRequestDeadlineDays,
  isNoticeOfIncompletenessCode,
  noticesOfIntentFor,
} from './notice-of-incompleteness.js';
import { checkStaffAction, type StaffActionContext } from './staff-action-rules.js';

const base: StaffActionContext = {
  action: 'approve',
  role: 'approver',
  staffId: 's1',
  recommendedBy: [],
  policyOutcome: 'refer',
  finalDecisionMade: false,
};

describe('checkStaffAction', () => {
  it.each<[string, Partial<StaffActionContext>, string]>([
    ['reviewer requests information', { role: 'reviewer', action: 'requestInformation' }, 'allowed'],
    ['reviewer recommends', { role: 'reviewer', action: 'recommend' }, 'allowed'],
    ['reviewer cannot approve', { role: 'reviewer', action: 'approve' }, 'ROLE_NOT_ALLOWED'],
    ['reviewer cannot decline', { role: 'reviewer', action: 'decline' }, 'ROLE_NOT_ALLOWED'],
    ['reviewer cannot overturn a policy decline', { role: 'reviewer', policyOutcome: 'decline' }, 'ROLE_NOT_ALLOWED'],
    ['approver overturns a policy decline', { policyOutcome: 'decline' }, 'allowed'],
    ['approver approves', {}, 'allowed'],
    ['admin declines', { role: 'admin', action: 'decline' }, 'allowed'],
    ['recommender cannot approve', { recommendedBy: ['s1'] }, 'FOUR_EYES'],
    ['recommender cannot decline', { action: 'decline', role: 'admin', recommendedBy: ['s1'] }, 'FOUR_EYES'],
    ['another recommender is fine', { recommendedBy: ['s2'] }, 'allowed'],
    ['no second final decision', { finalDecisionMade: true }, 'ALREADY_DECIDED'],
    ['no request after a decision', { action: 'requestInformation', finalDecisionMade: true }, 'ALREADY_DECIDED'],
  ])('%s', (_name, overrides, expected) => {
    const verdict = checkStaffAction({ ...base, ...overrides });
    expect(verdict.allowed ? 'allowed' : verdict.refusal).toBe(expected);
  });
});

describe('notice of incompleteness', () => {
  it('maps codes to notices in list order without duplicates', () => {
    expect(noticesOfIntentFor(['proofOfIncome', 'proofOfIdentity', 'proofOfIncome']).map((n) => n.code)).toEqual([
      'proofOfIdentity',
      'proofOfIncome',
    ]);
  });
  it.each([
    ['proofOfIncome', true],
    ['toString', false],
    ['__proto__', false],
    ['', false],
  ])('%s is a code: %s', (value, expected) => {
    expect(isNoticeOfIncompletenessCode(value)).toBe(expected);
  });
  it('gives a named deadline', () => {
    expect(informationRequestDeadlineDays).toBe(30);
  });
});
