import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-errors';
import { setStepUpAsker, withStepUp } from './step-up-gate';

/* withStepUp (decision 073): asks the prompt only on STEP_UP_REQUIRED, once for operations waiting together. */

const stepUpRefusal = () => new ApiError(403, 'Please confirm it is you before doing this.', 'STEP_UP_REQUIRED');

/** An operation refused until `proved()`; counts its runs. */
function guarded() {
  let proved = false;
  const run = vi.fn(() => (proved ? Promise.resolve('done') : Promise.reject(stepUpRefusal())));
  return { run, prove: () => (proved = true) };
}

let unregister: (() => void) | null = null;
afterEach(() => {
  unregister?.();
  unregister = null;
});

describe('withStepUp', () => {
  it.each([
    ['an answer', () => Promise.resolve('done'), 'done'],
    ['another refusal', () => Promise.reject(new ApiError(400, 'No.', 'BAD_USER_INPUT')), 'BAD_USER_INPUT'],
  ])('passes %s through without asking', async (_case, operation, outcome) => {
    const ask = vi.fn(() => Promise.resolve(true));
    unregister = setStepUpAsker(ask);
    const settled = await withStepUp(operation).catch((error: ApiError) => error.code);
    expect(settled).toBe(outcome);
    expect(ask).not.toHaveBeenCalled();
  });

  it('leaves STEP_UP_REQUIRED to the caller when no prompt is mounted', async () => {
    const { run } = guarded();
    await expect(withStepUp(run)).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(run).toHaveBeenCalledOnce();
  });

  it('leaves the refusal to the caller when the prompt is closed', async () => {
    const { run } = guarded();
    unregister = setStepUpAsker(() => Promise.resolve(false));
    await expect(withStepUp(run)).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(run).toHaveBeenCalledOnce();
  });

  it('tells the prompt which proofs the refused operation accepts', async () => {
    const ask = vi.fn((_accepted: readonly string[]) => Promise.resolve(false));
    unregister = setStepUpAsker(ask);
    const refusal = new ApiError(403, 'Confirm it is you.', 'STEP_UP_REQUIRED', [], ['phoneCode']);
    await expect(withStepUp(() => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(ask).toHaveBeenCalledWith(['phoneCode']);
  });

  it('asks once for operations refused together, and runs each again once proved', async () => {
    const first = guarded();
    const second = guarded();
    const ask = vi.fn(async () => {
      first.prove();
      second.prove();
      return true;
    });
    unregister = setStepUpAsker(ask);
    await expect(Promise.all([withStepUp(first.run), withStepUp(second.run)])).resolves.toEqual(['done', 'done']);
    expect(ask).toHaveBeenCalledOnce();
    expect(first.run).toHaveBeenCalledTimes(2);
    expect(second.run).toHaveBeenCalledTimes(2);
  });

  it('asks again for a later refusal once the earlier prompt is settled', async () => {
    const ask = vi.fn(() => Promise.resolve(false));
    unregister = setStepUpAsker(ask);
    await expect(withStepUp(guarded().run)).rejects.toBeInstanceOf(ApiError);
    await expect(withStepUp(guarded().run)).rejects.toBeInstanceOf(ApiError);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
