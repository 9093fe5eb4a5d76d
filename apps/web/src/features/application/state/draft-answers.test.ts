import { describe, expect, it } from 'vitest';
import type { ApplicationCache } from '../api/application-cache';
import { changedAnswers, formValuesFrom, isMaskedValue, toChangeText } from './draft-answers';

const draft = {
  income: 55000,
  inUS: true,
  ssn: '•••-••-6789',
  city: 'Austin',
  street2: null,
  numberOfDependents: 0,
} as unknown as ApplicationCache;

describe('toChangeText (product-rules#draft-save-parsing: booleans and integers travel as text)', () => {
  it.each([
    [true, 'true'],
    [false, 'false'],
    [55000, '55000'],
    [0, '0'],
    ['Austin', 'Austin'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (value, text) => {
    expect(toChangeText(value)).toBe(text);
  });
});

describe('changedAnswers (product-rules#application-operations: a save sends the changed fields)', () => {
  it.each([
    ['an unchanged answer is not sent', { city: 'Austin' }, {}],
    ['a changed answer is sent as text', { city: 'Dallas' }, { city: 'Dallas' }],
    ['a number is compared by value', { income: 55000, numberOfDependents: 0 }, {}],
    ['a changed number goes as digits', { income: 60000 }, { income: '60000' }],
    ['a yes/no answer goes as true/false text', { inUS: false }, { inUS: 'false' }],
    ['clearing an answer sends null', { city: null }, { city: null }],
    ['an empty optional answer that was empty is not sent', { street2: null }, {}],
    ['a kept masked SSN is not sent', { ssn: '•••-••-6789' }, {}],
    ['a new SSN is sent', { ssn: '234-56-7890' }, { ssn: '234-56-7890' }],
    ['an answer the draft never had is sent', { jobTitle: 'Engineer' }, { jobTitle: 'Engineer' }],
  ])('%s', (_rule, answers, expected) => {
    expect(changedAnswers(answers, draft)).toEqual(expected);
  });
});

describe('formValuesFrom', () => {
  it('turns draft values into form text, with empty text for no answer', () => {
    expect(formValuesFrom(draft, ['income', 'inUS', 'street2', 'numberOfDependents', 'ssn'])).toEqual({
      income: '55000',
      inUS: 'true',
      street2: '',
      numberOfDependents: '0',
      ssn: '•••-••-6789',
    });
  });

  it('recognises masked values', () => {
    expect(isMaskedValue('•••-••-6789')).toBe(true);
    expect(isMaskedValue('123-45-6789')).toBe(false);
  });
});
