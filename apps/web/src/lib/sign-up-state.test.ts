import { describe, expect, it } from 'vitest';
import { signUpNamesFrom } from './sign-up-state';

describe('signUpNamesFrom', () => {
  it.each([
    ['the names handed over', { firstName: 'Ana', lastName: 'Thinfile' }, { firstName: 'Ana', lastName: 'Thinfile' }],
    ['nothing', null, { firstName: '', lastName: '' }],
    ['another page’s state', { from: '/account' }, { firstName: '', lastName: '' }],
    ['names that are not text', { firstName: 1, lastName: ['x'] }, { firstName: '', lastName: '' }],
    ['an over-long name', { firstName: 'A'.repeat(101), lastName: 'B' }, { firstName: '', lastName: '' }],
  ])('reads %s', (_case, state, names) => {
    expect(signUpNamesFrom(state)).toEqual(names);
  });

  it('keeps only the names, whatever else the state holds', () => {
    expect(signUpNamesFrom({ firstName: 'Ana', lastName: 'Lima', dob: '1990-01-01' })).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
    });
  });
});
