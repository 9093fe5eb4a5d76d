import type { FastifyInstance } from 'fastify';
import type { ExecutionResult, GraphQLError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { describeClientError, internalErrorMessage } from '../http/client-error.js';
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
    return [{ error: formatted, status: original.statusCode, unexpected: undefined }];
  }
  if (!original) {
    return [{ error: withPlace(error, error.message, validationCode(error)), status: 400, unexpected: undefined }];
  }
  const client = describeClientError(original);
  if (client)
    return [{ error: withPlace(error, client.message, client.code), status: client.status, unexpected: undefined }];
  return [
    { error: withPlace(error, internalErrorMessage, 'INTERNAL_SERVER_ERROR'), status: undefined, unexpected: original },
  ];
}

/**
 * Every GraphQL error leaves with `extensions.code` and a message a person can
 * read; unexpected errors are logged in full and masked for the client.
 */
export function createErrorFormatter(app: FastifyInstance) {
  return (execution: ExecutionResult & { errors: readonly GraphQLError[] }, context: MercuriusContext) => {
    const log = context?.reply?.log ?? app.log;
    const classified = execution.errors.flatMap(classify);
    for (const { unexpected } of classified) {
      if (unexpected) log.error({ err: unexpected }, 'graphql request failed');
    }
    // With data, errors are partial and the answer is 200 (GraphQL over HTTP);
    // without it, a request-level fault keeps its own status.
    // A refused session is a 401 whatever else happened, so clients can branch on the status (spec §8).
    const unauthenticated = classified.some((item) => item.status === 401);
    const statusCode = unauthenticated
      ? 401
      : execution.data
        ? 200
        : (classified.find((item) => item.status)?.status ?? 200);
    return { statusCode, response: { data: execution.data ?? null, errors: classified.map((item) => item.error) } };
  };
}
