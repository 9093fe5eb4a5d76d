import { describe, expect, it } from 'vitest';
import type { IdentityResponse } from './api/get-identity';
import { identityCheckReducer, idleIdentityCheck, isFinalResult } from './identity-check-state';

const response: IdentityResponse = { transactionId: 't-1', result: 'questions', questions: [], message: null };

describe('identity check status (product-rules#identity-check-status)', () => {
  it('idle -> fetching -> success stores the response', () => {
    const fetching = identityCheckReducer(idleIdentityCheck, { type: 'fetch' });
    expect(fetching).toEqual({ status: 'fetching', response: null });
    expect(identityCheckReducer(fetching, { type: 'succeed', response })).toEqual({ status: 'success', response });
  });

  it('fetching -> error keeps the last response; reset goes back to idle', () => {
    const success = identityCheckReducer(idleIdentityCheck, { type: 'succeed', response });
    const failed = identityCheckReducer(identityCheckReducer(success, { type: 'fetch' }), { type: 'fail', error: 'x' });
    expect(failed).toEqual({ status: 'error', error: 'x', response });
    expect(identityCheckReducer(failed, { type: 'reset' })).toEqual({ status: 'idle' });
  });

  it.each([
    ['questions', false],
    ['challenge', false],
    ['passed', true],
    ['failed', true],
    ['timeout', true],
  ])('%s is final: %s', (result, final) => {
    expect(isFinalResult(result)).toBe(final);
  });
});
