import { CardIssuerRefusedError, CardIssuerUnavailableError } from './card-issuing-provider.js';

/**
 * The one HTTP call every Lithic request goes through (decision 045): a
 * timer held for the call, `Authorization` with the API key, an optional
 * `Idempotency-Key`, and Lithic's errors turned into ours. A timeout, a
 * network error, a 429 or a 5xx is CardIssuerUnavailableError (the jobs
 * retry); any other 4xx is CardIssuerRefusedError with the status and
 * Lithic's message.
 */
export interface LithicHttpOptions {
  /** The API origin (CARD_ISSUER_URL). */
  url: string;
  apiKey: string;
  timeoutMs: number;
}

export type LithicMethod = 'GET' | 'POST' | 'PATCH';

export interface LithicRequest {
  body?: unknown;
  idempotencyKey?: string;
  /** A 404 throws LithicNotFound (a look-up that may find nothing) instead of a refusal. */
  allowNotFound?: boolean;
  /** A 409 throws LithicConflict carrying Lithic's answer (it names the record that exists). */
  allowConflict?: boolean;
}

export type LithicCall = <T>(method: LithicMethod, path: string, request?: LithicRequest) => Promise<T>;

export class LithicNotFound extends Error {}

export class LithicConflict extends Error {
  constructor(
    where: string,
    readonly answer: unknown,
  ) {
    super(`${where} answered 409`);
  }
}

export function createLithicCall(options: LithicHttpOptions): LithicCall {
  return async function call<T>(method: LithicMethod, path: string, request: LithicRequest = {}): Promise<T> {
    const where = `Lithic ${method} ${path.split('?')[0]}`;
    // A timer held for the call (not AbortSignal.timeout), so the limit cannot be collected before it fires.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${options.url}${path}`, {
        method,
        headers: {
          Authorization: options.apiKey,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(request.idempotencyKey ? { 'Idempotency-Key': request.idempotencyKey } : {}),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const why = controller.signal.aborted
        ? `no answer in ${options.timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      throw new CardIssuerUnavailableError(`${where}: ${why}`);
    } finally {
      clearTimeout(timer);
    }
    if (status === 429 || status >= 500) throw new CardIssuerUnavailableError(`${where} answered ${status}`);
    if (status === 404 && request.allowNotFound) throw new LithicNotFound(where);
    if (status === 409 && request.allowConflict) throw new LithicConflict(where, parsedOrNull(text));
    if (status >= 400) throw new CardIssuerRefusedError(`${where} refused (${status}): ${messageOf(text)}`, status);
    try {
      return (text === '' ? {} : JSON.parse(text)) as T;
    } catch {
      // A 2xx that is not JSON is a proxy's page, not Lithic's answer: try again later.
      throw new CardIssuerUnavailableError(`${where} answered ${status} without JSON`);
    }
  };
}

/** A GET that answers null for a 404 instead of throwing. */
export async function lithicFind<T>(call: LithicCall, path: string): Promise<T | null> {
  try {
    return await call<T>('GET', path, { allowNotFound: true });
  } catch (error) {
    if (error instanceof LithicNotFound) return null;
    throw error;
  }
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Lithic's error body is `{ message, debugging_request_id }`; anything else is shown cut short. */
function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; debugging_request_id?: unknown };
    if (typeof body.message === 'string')
      return typeof body.debugging_request_id === 'string'
        ? `${body.message} (request ${body.debugging_request_id})`
        : body.message;
  } catch {
    // Not JSON: fall through.
  }
  return text.slice(0, 200);
}
