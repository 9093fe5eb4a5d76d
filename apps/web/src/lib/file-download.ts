import { apiErrorFrom } from './api-client';
import { ApiError, NetworkError } from './api-errors';

/**
 * A stored file's bytes as a Blob, fetched with the session header the
 * caller names (the applicant's or the staff member's, decision 017): a plain
 * link or an `<img src>` cannot send it. Failures follow the api client's
 * classes, with the server's plain message.
 */
export async function fetchFileBlob(url: string, headers: Record<string, string>, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers, ...(signal ? { signal } : {}) });
  } catch (error) {
    throw new NetworkError(error instanceof TypeError ? 'Network error' : 'Request error', { cause: error });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw (
      apiErrorFrom(response.status, body) ??
      new ApiError(response.status, `Download failed (${response.status})`, undefined)
    );
  }
  return response.blob();
}
