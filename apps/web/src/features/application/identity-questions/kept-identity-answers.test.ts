import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../testing/memory-storage';
import type { IdentityQuestion } from './api/get-identity';
import {
  forgetIdentityProgress,
  keepIdentityProgress,
  keptIdentityAnswersKey,
  readIdentityProgress,
} from './kept-identity-answers';

const question = (prompt: string, answer: string[]): IdentityQuestion => ({ type: 'kba', prompt, answer });
const questions = [
  question('In which year were you born?', ['1990', '1994', '1997', 'None of the above']),
  question('Which of these are the last four digits of your SSN?', ['1111', '9012', '4321', 'None of the above']),
  question('Which of these cities have you had an address in?', ['Austin', 'Boise', 'Tulsa', 'None of the above']),
];

describe('identity answers kept across a reload', () => {
  it('reads back the answers and the current pick of the same set', () => {
    const store = new MemoryStorage();
    keepIdentityProgress('tx-1-questions', questions, { answers: ['1994', '9012'], chosen: 'Tulsa' }, store);
    expect(readIdentityProgress('tx-1-questions', questions, store)).toEqual({
      answers: ['1994', '9012'],
      chosen: 'Tulsa',
    });
  });

  it('stores positions only, never the text of an answer (year of birth, SSN digits)', () => {
    const store = new MemoryStorage();
    keepIdentityProgress('tx-1-questions', questions, { answers: ['1994', '9012'], chosen: 'Tulsa' }, store);
    const raw = store.getItem(keptIdentityAnswersKey) ?? '';
    expect(raw).not.toMatch(/1994|9012|Tulsa/);
    expect(JSON.parse(raw)).toEqual({ setKey: 'tx-1-questions', answers: [1, 1], chosen: 2 });
  });

  it.each([
    [
      'another set (a new transaction or the challenge set)',
      'tx-2-questions',
      { setKey: 'tx-1-questions', answers: [1], chosen: null },
    ],
    ['a position out of range', 'tx-1-questions', { setKey: 'tx-1-questions', answers: [9], chosen: null }],
    ['a negative position', 'tx-1-questions', { setKey: 'tx-1-questions', answers: [-1], chosen: null }],
    [
      'every question already answered',
      'tx-1-questions',
      { setKey: 'tx-1-questions', answers: [0, 0, 0], chosen: null },
    ],
    ['not the expected shape', 'tx-1-questions', { setKey: 'tx-1-questions', answers: ['1994'], chosen: null }],
    ['not JSON', 'tx-1-questions', '{'],
  ])('drops %s', (_rule, setKey, stored) => {
    const store = new MemoryStorage();
    store.setItem(keptIdentityAnswersKey, typeof stored === 'string' ? stored : JSON.stringify(stored));
    expect(readIdentityProgress(setKey, questions, store)).toEqual({ answers: [], chosen: '' });
  });

  it('keeps nothing for an answer that is not one of the options, and nothing before the first pick', () => {
    const store = new MemoryStorage();
    keepIdentityProgress('tx-1-questions', questions, { answers: ['1999'], chosen: '' }, store);
    expect(store.getItem(keptIdentityAnswersKey)).toBeNull();
    keepIdentityProgress('tx-1-questions', questions, { answers: [], chosen: '' }, store);
    expect(store.getItem(keptIdentityAnswersKey)).toBeNull();
  });

  it('forgets the set once its answers are sent', () => {
    const store = new MemoryStorage();
    keepIdentityProgress('tx-1-questions', questions, { answers: ['1994'], chosen: '' }, store);
    forgetIdentityProgress(store);
    expect(readIdentityProgress('tx-1-questions', questions, store)).toEqual({ answers: [], chosen: '' });
  });

  it('works without storage (switched off): nothing kept, nothing read', () => {
    keepIdentityProgress('tx-1-questions', questions, { answers: ['1994'], chosen: '' }, null);
    expect(readIdentityProgress('tx-1-questions', questions, null)).toEqual({ answers: [], chosen: '' });
  });
});
