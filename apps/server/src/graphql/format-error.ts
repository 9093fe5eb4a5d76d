import type { FastifyInstance } from 'fastify';
import type { ExecutionResult, GraphQLError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { describeClientError, internalErrorMessage } from '../http/client-error.js';
import {
  clientClosedStatus,
  isBrokenConnection,
  isClientAbort,
  isServiceUnavailable,
  retryAfterSeconds,
  serviceUnavailableCode,
  serviceUnavailableMessage,
} from '../http/service-unavailable.js';
import { AppError } from './app-error.js';

interface FormattedError {
  message: string;
  path?: readonly (string | number)[];
  locations?: readonly { line: number; column: number }[];
  extensions: { code: string } & Record<string, unknown>;
}

interface Classified {
  error: FormattedError;
  status: number | undefined;
  unexpected: unknown;
  /** The client went away mid-request: what broke, logged at info. */
  aborted?: Error;
}

function clientAborted(error: GraphQLError): Classified {
  return {
    error: withPlace(error, 'The request was aborted.', 'CLIENT_CLOSED_REQUEST'),
    status: clientClosedStatus,
    unexpected: undefined,
    aborted: error.originalError ?? error,
  };
}

function abortInWords(error: Error): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error && !('code' in current); depth += 1) {
    current = (current as { originalError?: unknown; cause?: unknown }).originalError ?? current.cause;
  }
  const { code, syscall } = (current ?? {}) as { code?: unknown; syscall?: unknown };
  if (code === 'EPIPE' || syscall === 'write') return 'the connection was gone before the answer could be written';
  if (code === 'ECONNRESET' && typeof syscall === 'string') return 'the client reset the connection';
  return 'the connection closed before the request finished';
}

function validationCode(error: GraphQLError): string {
  if ((error as { code?: unknown }).code === 'MER_ERR_GQL_QUERY_DEPTH') return 'QUERY_TOO_DEEP';
  const given = error.extensions?.code;
  if (typeof given === 'string') return given;
  return error.message.startsWith('Syntax Error') ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED';
}

function withPlace(error: GraphQLError, message: string, code: string): FormattedError {
  return {
    message,
    ...(error.path ? { path: error.path } : {}),
    ...(error.locations ? { locations: error.locations } : {}),
    extensions: { ...(error.extensions ?? {}), code },
  };
}

function classify(error: GraphQLError): Classified[] {
  const original = error.originalError as (Error & { errors?: unknown }) | undefined;
  // Mercurius wraps validation and depth failures in one error holding the list.
  if (original && Array.isArray(original.errors)) {
    return (original.errors as GraphQLError[]).map((inner) => ({
      error: withPlace(inner, inner.message, validationCode(inner)),
      status: 400,
      unexpected: undefined,
    }));
  }
  if (original instanceof AppError) {
    const formatted = withPlace(error, original.message, original.code);
    if (original.fieldErrors) formatted.extensions.fieldErrors = original.fieldErrors;
    if (original.extensions) Object.assign(formatted.extensions, original.extensions, { code: original.code });
    return [{ error: formatted, status: original.statusCode, unexpected: undefined }];
  }
  if (!original) {
    return [{ error: withPlace(error, error.message, validationCode(error)), status: 400, unexpected: undefined }];
  }
  // A client that went away is not the database's fault, nor ours (decision 058).
  if (isClientAbort(original)) return [clientAborted(error)];
  if (isServiceUnavailable(original)) {
    return [
      { error: withPlace(error, serviceUnavailableMessage, serviceUnavailableCode), status: 503, unexpected: original },
    ];
  }
  const client = describeClientError(original);
  if (client)
    return [{ error: withPlace(error, client.message, client.code), status: client.status, unexpected: undefined }];
  return [
    { error: withPlace(error, internalErrorMessage, 'INTERNAL_SERVER_ERROR'), status: undefined, unexpected: original },
  ];
}

/** The client's connection is gone: the request was torn down or the answer can no longer be written. */
function clientHasGone(context: MercuriusContext | undefined): boolean {
  const reply = context?.reply;
  if (!reply) return false;
  return reply.request.raw.destroyed || (reply.raw.destroyed && !reply.raw.writableFinished);
}

/**
 * Every GraphQL error leaves with `extensions.code` and a message a person can
 * read; unexpected errors are logged in full and masked for the client.
 */
export function createErrorFormatter(app: FastifyInstance, options: { hideSuggestions: boolean }) {
  return (execution: ExecutionResult & { errors: readonly GraphQLError[] }, context: MercuriusContext) => {
    const log = context?.reply?.log ?? app.log;
    const gone = clientHasGone(context);
    // A connection that broke after the client left is the client's abort, not our fault nor the database's
    // (decision 058, docs/operations.md "Errors and outages"): said in words at info, counted as 499.
    const classified = execution.errors.flatMap((error) =>
      gone && isBrokenConnection(error.originalError) ? [clientAborted(error)] : classify(error),
    );
    for (const { aborted } of classified) {
      if (aborted) log.info({ err: aborted }, `graphql request aborted by the client: ${abortInWords(aborted)}`);
    }
    for (const { unexpected, status } of classified) {
      if (unexpected && status === 503) log.warn({ err: unexpected }, 'graphql request failed: database unavailable');
      else if (unexpected) log.error({ err: unexpected }, 'graphql request failed');
    }
    // Production does not read its schema out to strangers (introspection is off there too).
    if (options.hideSuggestions) {
      for (const { error } of classified) error.message = withoutSuggestions(error.message);
    }
    // With data, errors are partial and the answer is 200 (GraphQL over HTTP);
    // without it, a request-level fault keeps its own status.
    // An unreachable database is a 503 whatever else happened: the client should retry, not give up.
    // A refused session is a 401 otherwise, so clients can branch on the status (product-rules#session-errors).
    const unavailable = classified.some((item) => item.status === 503);
    const unauthenticated = classified.some((item) => item.status === 401);
    const statusCode = unavailable
      ? 503
      : unauthenticated
        ? 401
        : execution.data
          ? 200
          : (classified.find((item) => item.status)?.status ?? 200);
    if (unavailable) context?.reply?.header('retry-after', String(retryAfterSeconds));
    return { statusCode, response: { data: execution.data ?? null, errors: classified.map((item) => item.error) } };
  };
}

/** graphql-js appends "Did you mean …?" naming real fields, arguments, types and enum values. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [\s\S]*\?$/, '');
}
