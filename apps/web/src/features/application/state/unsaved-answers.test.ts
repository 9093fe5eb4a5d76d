import { describe, expect, it } from 'vitest';
import type { ApplicationCache } from '../api/application-cache';
import { exitSave, unsavedValues } from './unsaved-answers';

const draft = {
  stepName: 'YP_Employment',
  employerName: 'Acme',
  income: 95000,
  ssn: '•••-••-6789',
  firstJob: true,
} as unknown as ApplicationCache;

describe('unsavedValues', () => {
  it.each([
    ['nothing changed', { employerName: 'Acme', income: '95000', firstJob: 'true' }, {}],
    ['a new employer typed', { employerName: 'Acme Ltd' }, { employerName: 'Acme Ltd' }],
    ['an answer cleared', { employerName: '' }, { employerName: '' }],
    ['an empty answer where there was none', { jobTitle: '' }, {}],
    ['the masked SSN kept', { ssn: '•••-••-6789' }, {}],
    ['a new SSN typed', { ssn: '123-45-0000' }, { ssn: '123-45-0000' }],
    ['a yes/no changed', { firstJob: 'false' }, { firstJob: 'false' }],
    ['the saved income with separators', { income: '$95,000' }, {}],
    ['another income', { income: '96,000' }, { income: '96,000' }],
    ['text that is no amount where none is saved', { accommodationCost: 'abc' }, { accommodationCost: 'abc' }],
  ])('%s', (_case, values, expected) => {
    expect(unsavedValues(values, draft)).toEqual(expected);
  });
});

describe('exitSave', () => {
  it('sends the checked answers when the whole step passes', () => {
    expect(exitSave({ income: '$95,000' }, { answers: { income: 95000 }, errors: {} })).toEqual({
      answers: { income: 95000 },
      blocked: [],
    });
  });

  it('sends the answers that passed when required ones are still empty', () => {
    const values = { employerName: 'Acme Ltd', jobTitle: '', timeWithEmployer: '' };
    const errors = { jobTitle: { message: 'Required' }, timeWithEmployer: { message: 'Required' } };
    expect(exitSave(values, { answers: {}, errors })).toEqual({ answers: { employerName: 'Acme Ltd' }, blocked: [] });
  });

  it('names a typed answer that fails its check, and does not send it', () => {
    const values = { zip: '12', street: '1 Main St' };
    expect(exitSave(values, { answers: {}, errors: { zip: { message: 'Enter a 5-digit ZIP code' } } })).toEqual({
      answers: { street: '1 Main St' },
      blocked: ['zip'],
    });
  });
});
