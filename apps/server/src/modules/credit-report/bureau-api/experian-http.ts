/**
 * The HTTP edge of the bureau adapter: bounded reads and one error type. An
 * error's message names the kind of failure only, never the body, which may
 * echo the person's name, address or SSN.
 */
export type BureauApiFailure = 'timeout' | 'network' | 'status' | 'unauthorized' | 'malformed' | 'oversized';

export class CreditBureauApiError extends Error {
  constructor(
    readonly failure: BureauApiFailure,
    readonly status?: number,
  ) {
    super(`credit bureau API: ${failure}${status === undefined ? '' : ` (HTTP ${status})`}`);
    this.name = 'CreditBureauApiError';
  }
}

/**
 * The most a bureau response may hold. A full credit profile with a long
 * history is a few hundred kilobytes; a body past this is refused unread
 * rather than held in memory.
 */
export const maxBureauResponseBytes = 2 * 1024 * 1024;

/** Reads at most `maxBytes` of the body, then parses it as JSON. */
export async function readBoundedJson(response: Response, maxBytes = maxBureauResponseBytes): Promise<unknown> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new CreditBureauApiError('oversized', response.status);
  }
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read().catch(() => {
      // The connection dropped or the signal aborted mid-body.
      throw new CreditBureauApiError('network', response.status);
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new CreditBureauApiError('oversized', response.status);
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new CreditBureauApiError('malformed', response.status);
  }
}

/** A fetch whose failures are CreditBureauApiError: a timeout or abort, or no connection. */
export async function bureauFetch(url: string, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error' });
  } catch {
    throw new CreditBureauApiError(init.signal.aborted ? 'timeout' : 'network');
  }
}
