/**
 * The HTTP edge every vendor adapter shares (decision 038): bounded reads of
 * an answer and one way to name an error status. Failures are named by kind
 * only, never by the body, which may echo a person's name, address or SSN.
 */
export type VendorReadFailure = 'network' | 'oversized' | 'malformed';

export type VendorStatusFailure = 'unauthorized' | 'rate-limited' | 'rejected-request' | 'status';

/**
 * Reads at most `maxBytes` of the body, then parses it as JSON. A body past
 * the limit is refused unread rather than held in memory; `failed` makes the
 * adapter's own error for each kind of failure.
 */
export async function readBoundedJson(
  response: Response,
  maxBytes: number,
  failed: (failure: VendorReadFailure, status: number) => Error,
): Promise<unknown> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw failed('oversized', response.status);
  }
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read().catch(() => {
      // The connection dropped, or the signal aborted mid-body.
      throw failed('network', response.status);
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw failed('oversized', response.status);
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw failed('malformed', response.status);
  }
}

/** An error status by what the caller can do about it: fix the keys, slow down, fix the request, or retry. */
export function failureOfStatus(status: number): VendorStatusFailure {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'rate-limited';
  if (status >= 400 && status < 500) return 'rejected-request';
  return 'status';
}
