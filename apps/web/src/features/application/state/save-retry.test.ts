import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { isRetryableSaveError, withSaveRetries } from './save-retry';

const unavailable = () => new ApiError(503, 'We cannot reach our database just now.', 'SERVICE_UNAVAILABLE');
const noSleep = () => Promise.resolve();

describe('isRetryableSaveError', () => {
  it.each([
    ['a 503 (database outage)', unavailable(), true],
    ['no answer at all', new NetworkError('Network error'), true],
    ['a refusal of the answers (400)', new ApiError(400, 'street: Required', 'BAD_USER_INPUT'), false],
    ['a conflict (409)', new ApiError(409, 'changed elsewhere', 'APPLICATION_CONFLICT'), false],
    ['a server bug (500)', new ApiError(500, 'Something went wrong', 'INTERNAL_SERVER_ERROR'), false],
    ['a session refused (401)', new ApiError(401, 'APPLICATION_SESSION_INVALID', 'APPLICATION_SESSION_INVALID'), false],
  ])('%s: %s', (_case, error, retryable) => {
    expect(isRetryableSaveError(error)).toBe(retryable);
  });
});

describe('withSaveRetries', () => {
  it('answers with the first success after outages, telling each retry', async () => {
    const operation = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(unavailable())
      .mockRejectedValueOnce(new NetworkError('Network error'))
      .mockResolvedValueOnce('saved');
    const onRetry = vi.fn();
    await expect(withSaveRetries(operation, { onRetry, sleep: noSleep })).resolves.toBe('saved');
    expect(onRetry.mock.calls).toEqual([[1], [2]]);
  });

  it('gives up after 5 retries, 1 second apart (product-rules#save-retry), with the last error', async () => {
    const operation = vi.fn<() => Promise<string>>().mockRejectedValue(unavailable());
    const sleep = vi.fn(noSleep);
    await expect(withSaveRetries(operation, { onRetry: () => undefined, sleep })).rejects.toMatchObject({
      status: 503,
    });
    expect(operation).toHaveBeenCalledTimes(6);
    expect(sleep.mock.calls).toEqual(Array.from({ length: 5 }, () => [1_000]));
  });

  it('does not retry a refusal', async () => {
    const operation = vi.fn<() => Promise<string>>().mockRejectedValue(new ApiError(400, 'no', 'BAD_USER_INPUT'));
    await expect(withSaveRetries(operation, { onRetry: () => undefined, sleep: noSleep })).rejects.toMatchObject({
      status: 400,
    });
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('stops when the page is going away', async () => {
    const operation = vi.fn<() => Promise<string>>().mockRejectedValue(unavailable());
    const options = { onRetry: () => undefined, sleep: noSleep, shouldRetry: () => false };
    await expect(withSaveRetries(operation, options)).rejects.toMatchObject({ status: 503 });
    expect(operation).toHaveBeenCalledTimes(1);
  });
});
