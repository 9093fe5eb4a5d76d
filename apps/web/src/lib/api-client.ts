import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { $ZodIssue } from 'zod/v4/core';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { ApiError, DataError, NetworkError } from './api-errors';
import { browserCookie } from './browser-cookies';

export const graphqlEndpoint = '/api/v1/graphql';

/**
 * What checks an answer's body: a zod schema, or a hand-written check (`checkedBy`). The client
 * itself holds no schema library, so a page whose calls need none never loads it (decision 091).
 */
export interface AnswerCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly $ZodIssue[] } };
}

/** An answer check from a type guard, for the calls a page makes while it loads (decision 091). */
export function checkedBy<T>(isExpected: (value: unknown) => value is T, expected: string): AnswerCheck<T> {
  return {
    safeParse: (value) =>
      isExpected(value)
        ? { success: true, data: value }
        : {
            success: false,
            error: { issues: [{ code: 'custom', path: [], message: `Expected ${expected}`, input: value }] },
          },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

// Malformed field errors are dropped rather than failing the whole answer: the code and message still count.
function fieldErrorsOf(value: unknown): { field: string; message: string }[] | undefined {
  if (!Array.isArray(value) || value.length > 200) return undefined;
  const valid = value.every(
    (entry) => isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string',
  );
  return valid
    ? value.map(({ field, message }: { field: string; message: string }) => ({ field, message }))
    : undefined;
}

// A step-up refusal names the proofs the server accepts for this operation (decision 073); anything else is dropped.
function acceptedMethodsOf(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > 10) return undefined;
  return value.every((method) => typeof method === 'string' && method.length <= 40) ? (value as string[]) : undefined;
}

interface ErrorEntry {
  title?: string | undefined;
  message?: string | undefined;
  extensions?: { code?: string | undefined; fieldErrors?: unknown; methods?: unknown } | undefined;
}

function isErrorEntry(entry: unknown): entry is ErrorEntry {
  if (!isRecord(entry) || !isOptionalString(entry.title) || !isOptionalString(entry.message)) return false;
  const { extensions } = entry;
  return extensions === undefined || (isRecord(extensions) && isOptionalString(extensions.code));
}

/** The first entry of an `{ errors: [...] }` body whose every entry has the shape of a refusal; null otherwise. */
function firstErrorEntry(body: unknown): ErrorEntry | null {
  if (!isRecord(body) || !Array.isArray(body.errors) || body.errors.length === 0) return null;
  const entries: unknown[] = body.errors;
  return entries.every(isErrorEntry) ? (entries[0] as ErrorEntry) : null;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: 'same-origin', ...init });
  } catch (error) {
    // fetch rejects with TypeError when the network is down or the server is
    // unreachable; anything else (an abort, a bad request object) is ours.
    throw new NetworkError(error instanceof TypeError ? 'Network error' : 'Request error', { cause: error });
  }
}

async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The body stopped arriving (the connection dropped, or the page is being left).
    throw new NetworkError(error instanceof TypeError ? 'Network error' : 'Request error', { cause: error });
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The refusal in an answer's `{ errors: [...] }` body, with its code and field errors; null when there is none. */
export function apiErrorFrom(status: number, body: unknown): ApiError | null {
  const first = firstErrorEntry(body);
  if (!first) return null;
  return new ApiError(
    status,
    first.title ?? first.message ?? `Request failed (${status})`,
    first.extensions?.code,
    fieldErrorsOf(first.extensions?.fieldErrors) ?? [],
    acceptedMethodsOf(first.extensions?.methods) ?? [],
  );
}

function parseOrThrow<T>(schema: AnswerCheck<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DataError(parsed.error.issues);
  return parsed.data;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** A plain HTTP call that expects JSON back, checked against `schema`. */
export async function httpRequest<T>(
  url: string,
  init: RequestInit & { json?: unknown },
  schema: AnswerCheck<T>,
): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await send(url, {
    ...rest,
    headers: {
      accept: 'application/json',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body = await readJson(response);
  if (!response.ok)
    throw (
      apiErrorFrom(response.status, body) ??
      new ApiError(response.status, response.statusText || `Request failed (${response.status})`, undefined)
    );
  return parseOrThrow(schema, body);
}

/**
 * product-rules#signed-in-state: protected requests carry the per-session hash beside the HttpOnly
 * token cookie; the server refuses a session whose hash header is missing.
 */
export function sessionHeaders(): Record<string, string> {
  const hash = browserCookie(sessionTransport.sessionHashCookie);
  return hash ? { [sessionTransport.sessionHashHeader]: hash } : {};
}

const envelopeSchema = checkedBy(
  (body): body is { data: unknown } => isRecord(body) && body.data !== undefined && body.data !== null,
  'a GraphQL answer with data',
);

/**
 * A GraphQL operation. `document` is one of the web's operations typed by codegen from the server's
 * SDL (docs/decisions/062-generated-client-types.md), and `data` is returned as that type, not parsed:
 * the answer comes from our own server, whose schema the types are made from. Only the envelope is
 * checked, because what answers may be a proxy's page rather than the server.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: DocumentTypeDecoration<TResult, TVariables>,
  variables: TVariables,
  options: RequestOptions = {},
): Promise<TResult> {
  const response = await send(graphqlEndpoint, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...sessionHeaders(),
      ...options.headers,
    },
    body: JSON.stringify({ query: String(document), variables }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const body = await readJson(response);
  const apiError = apiErrorFrom(response.status, body);
  if (apiError) throw apiError;
  if (!response.ok)
    throw new ApiError(response.status, response.statusText || `Request failed (${response.status})`, undefined);
  // The document's type is the data's type: the server answers by the schema the type was made from.
  return parseOrThrow(envelopeSchema, body).data as TResult;
}
