import { describe, expect, it } from 'vitest';
import { choiceOptionIds } from './choice-ids';

describe('choiceOptionIds', () => {
  it.each([
    ['the first option takes the group id', 'owns-home', ['yes', 'no'], ['owns-home', 'owns-home-no']],
    ['a slash becomes a hyphen', 'visa', ['F1', 'B1/B2'], ['visa', 'visa-B1-B2']],
    [
      'spaces and slashes together become one hyphen each run',
      'status',
      ['Citizen', 'US Citizen/Green Card'],
      ['status', 'status-US-Citizen-Green-Card'],
    ],
    ['hyphens in values are kept', 'visa', ['x', 'H-1B'], ['visa', 'visa-H-1B']],
    ['values that clean to the same id stay distinct', 'v', ['x', 'a b', 'a/b'], ['v', 'v-a-b', 'v-a-b-2']],
    ['an option does not take the hint id', 'q', ['x', 'hint'], ['q', 'q-hint-1']],
    ['an option does not take the error id', 'q', ['x', 'error'], ['q', 'q-error-1']],
    ['no options, no ids', 'q', [], []],
  ])('%s', (_rule, id, values, expected) => {
    expect(choiceOptionIds(id, values)).toEqual(expected);
  });
});
