import { describe, expect, it } from 'vitest';
import { answersAsShown } from './use-application-draft';

// product-rules#application-operations: the server only ever answers an SSN or ID number masked; the page
// shows the typed one masked as soon as its save is sent.
describe('answersAsShown', () => {
  it.each([
    ['a typed SSN shows masked', { ssn: '123-45-6789' }, { ssn: '•••-••-6789' }],
    ['an SSN typed without dashes too', { ssn: '123456789' }, { ssn: '•••-••-6789' }],
    ['a typed ID number shows its last four', { identificationNo: 'X1234567' }, { identificationNo: '••••4567' }],
    [
      'a kept masked value is left out (the one on file stays)',
      { ssn: '•••-••-6789', city: 'Austin' },
      { city: 'Austin' },
    ],
    ['a cleared SSN stays cleared', { ssn: '' }, { ssn: '' }],
    ['other answers as typed', { firstName: 'Priya', income: '85000' }, { firstName: 'Priya', income: '85000' }],
  ])('%s', (_case, answers, shown) => {
    expect(answersAsShown(answers)).toEqual(shown);
  });
});
