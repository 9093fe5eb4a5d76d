import { describe, expect, it } from 'vitest';
import type { OpsCheck } from '../../graphql/generated/resolvers-types.js';
import { withStaleChecks, type StaleFactRecord } from './back-office-stale-checks.js';

const changedOn = new Date('2026-11-28T10:00:00Z');
const employerChanged: StaleFactRecord = {
  fact: 'workEmailLink',
  staleSince: changedOn,
  answers: ['employerName', 'employerWebsite'],
};

// product-rules#check-dependencies: staff never read an old pass of a check whose answers changed.
describe('withStaleChecks', () => {
  it.each<[string, OpsCheck, StaleFactRecord[], Pick<OpsCheck, 'result' | 'detail'>]>([
    [
      'an employer check reset by a change shows stale, with what changed',
      { name: 'employer', result: 'not done', detail: null },
      [employerChanged],
      { result: 'stale', detail: 'asked again: your employer, your employer’s website changed on 2026-11-28' },
    ],
    [
      'an employer check passed again after the change shows its new pass',
      { name: 'employer', result: 'passed', detail: 'workEmail' },
      [employerChanged],
      { result: 'passed', detail: 'workEmail' },
    ],
    [
      'a check no fact of which went stale is left alone',
      { name: 'bankLink', result: 'not done', detail: null },
      [employerChanged],
      { result: 'not done', detail: null },
    ],
    [
      'identity questions whose pass predates an address change show stale',
      { name: 'identityQuestions', result: 'notAsked', detail: null },
      [{ fact: 'identityQuestions', staleSince: changedOn, answers: ['street'] }],
      { result: 'stale', detail: 'asked again: your street address changed on 2026-11-28' },
    ],
    [
      'an employer check not required stays not required',
      { name: 'employer', result: 'not required', detail: null },
      [employerChanged],
      { result: 'not required', detail: null },
    ],
  ])('%s', (_case, check, stale, expected) => {
    expect(withStaleChecks([check], stale)).toEqual([{ ...check, ...expected }]);
  });
});
