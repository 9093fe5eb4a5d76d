import { readBoundedJson as readVendorJson } from '../../../platform/vendor-http.js';

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

/** Reads at most `maxBytes` of the body, then parses it as JSON (platform/vendor-http.ts). */
export function readBoundedJson(response: Response, maxBytes = maxBureauResponseBytes): Promise<unknown> {
  return readVendorJson(response, maxBytes, (failure, status) => new CreditBureauApiError(failure, status));
}

/** A fetch whose failures are CreditBureauApiError: a timeout or abort, or no connection. */
export async function bureauFetch(url: string, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error' });
  } catch {
    throw new CreditBureauApiError(init.signal.aborted ? 'timeout' : 'network');
  }
}
