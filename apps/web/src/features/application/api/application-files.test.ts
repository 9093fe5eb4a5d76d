import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-errors';
import { fetchFileContent } from './application-files';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function refusalOf(status: number, body: string): Promise<ApiError> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
  const error = await fetchFileContent(7).then(
    () => null,
    (refused: unknown) => refused,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an API error');
  return error;
}

describe('fetchFileContent refusals keep the code the server sent', () => {
  it.each([
    [
      'a refusal with its code',
      404,
      JSON.stringify({ errors: [{ message: 'No such file', extensions: { code: 'NOT_FOUND' } }] }),
      { status: 404, message: 'No such file', code: 'NOT_FOUND' },
    ],
    [
      'an answer that is not a refusal',
      502,
      '<html>proxy</html>',
      { status: 502, message: 'Download failed (502)', code: undefined },
    ],
  ])('%s', async (_case, status, body, expected) => {
    const error = await refusalOf(status, body);
    expect({ status: error.status, message: error.message, code: error.code }).toEqual(expected);
  });
});
