import { afterEach, describe, expect, it, vi } from 'vitest';
import { MissingTransactionError, questionsTypeFor, submitIdentityAnswers } from './submit-identity-answers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('submitIdentityAnswers', () => {
  it.each([null, undefined, ''])('refuses locally, before any request, without a transaction id (%s)', async (id) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(submitIdentityAnswers(id, 'MAIN', ['a'])).rejects.toBeInstanceOf(MissingTransactionError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the answers with the transaction id and the set', async () => {
    const body = { data: { submitAnswers: { transactionId: 't-1', result: 'passed', questions: [], message: null } } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(submitIdentityAnswers('t-1', 'CHALLENGE', ['1', '2'])).resolves.toMatchObject({ result: 'passed' });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body)).variables).toEqual({
      transactionId: 't-1',
      questionsType: 'CHALLENGE',
      answers: ['1', '2'],
    });
  });

  it('product-rules#identity-check-status: answers go to CHALLENGE only when the last result was challenge', () => {
    expect(questionsTypeFor('challenge')).toBe('CHALLENGE');
    expect(questionsTypeFor('questions')).toBe('MAIN');
  });
});
