import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { z } from 'zod';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { ApiError, DataError, NetworkError } from './api-errors';
import { browserCookie } from './browser-cookies';

export const graphqlEndpoint = '/api/v1/graphql';

// Malformed field errors are dropped rather than failing the whole answer: the code and message still count.
const fieldErrorsSchema = z
  .array(z.object({ field: z.string(), message: z.string() }))
  .max(200)
  .optional()
  .catch(undefined);
// A step-up refusal names the proofs the server accepts for this operation (decision 073); anything else is dropped.
const acceptedMethodsSchema = z.array(z.string().max(40)).max(10).optional().catch(undefined);
const errorEntrySchema = z.looseObject({
  title: z.string().optional(),
  message: z.string().optional(),
  extensions: z
    .looseObject({ code: z.string().optional(), fieldErrors: fieldErrorsSchema, methods: acceptedMethodsSchema })
    .optional(),
});
const errorBodySchema = z.looseObject({ errors: z.array(errorEntrySchema).min(1) });

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
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const first = parsed.data.errors[0];
    return new ApiError(
      status,
      first?.title ?? first?.message ?? `Request failed (${status})`,
      first?.extensions?.code,
      first?.extensions?.fieldErrors ?? [],
      first?.extensions?.methods ?? [],
    );
  }
  return null;
}

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
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
  schema: z.ZodType<T>,
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

const envelopeSchema = z.object({ data: z.unknown().refine((data) => data !== undefined && data !== null) });

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
