import { describe, expect, it } from 'vitest';
import { decideApplication, DECISION_POLICY_VERSION } from '@waypoint/domain/decisions/decision-policy';
import { creditFile, youngProfessionalInputs } from '@waypoint/domain/decisions/decision-test-fixtures';
import { answerOf, currentPolicyVersion, policyFor, redecide, storedAnswerOf } from './decision-policies.js';

const approved = youngProfessionalInputs();
const referred = { ...approved, creditReport: { status: 'frozen' as const, file: null } };
const declined = {
  ...approved,
  creditReport: { status: 'completed' as const, file: creditFile({ publicRecords: 1 }) },
};

describe('the kept policy versions', () => {
  it('decide new decisions with the current version', () => {
    expect(currentPolicyVersion).toBe(DECISION_POLICY_VERSION);
    expect(policyFor(DECISION_POLICY_VERSION)).toBe(decideApplication);
  });

  it('refuse a version that is not kept, rather than re-run it under another', () => {
    expect(() => policyFor('decision-1999-01')).toThrow(/no decision policy of version "decision-1999-01"/);
    expect(() => policyFor('__proto__')).toThrow(/no decision policy/);
  });

  it.each([
    ['approve', approved],
    ['refer', referred],
    ['decline', declined],
  ])('re-run a stored %s to the same answer', (outcome, inputs) => {
    const answer = answerOf(decideApplication(inputs));
    expect(answer.outcome).toBe(outcome);
    const stored = { ...answer, inputs: JSON.parse(JSON.stringify(inputs)) as unknown };
    expect(redecide(stored)).toEqual(storedAnswerOf(stored));
  });

  it('keep an approval’s terms and a refusal’s reasons in their own columns', () => {
    expect(answerOf(decideApplication(approved))).toMatchObject({
      outcome: 'approve',
      reasons: [],
      creditLimit: expect.any(Number) as number,
      aprBps: expect.any(Number) as number,
      band: expect.any(String) as string,
      consumerReportUsed: true,
    });
    expect(answerOf(decideApplication(declined))).toEqual({
      policyVersion: DECISION_POLICY_VERSION,
      outcome: 'decline',
      reasons: ['bankruptcyOrPublicRecord'],
      creditLimit: null,
      aprBps: null,
      band: null,
      consumerReportUsed: true,
    });
  });

  it('refuse to re-run a snapshot that is not one', () => {
    const tampered = { ...approved, ssn: '123456789' };
    expect(() => redecide({ policyVersion: DECISION_POLICY_VERSION, inputs: tampered })).toThrow();
    expect(() => redecide({ policyVersion: DECISION_POLICY_VERSION, inputs: null })).toThrow();
  });
});
