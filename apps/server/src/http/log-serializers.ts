import type { FastifyRequest } from 'fastify';
import { redactPersonalData } from '../modules/monitoring/log-redaction.js';

export const redactedValue = '[redacted]';

// One-time links carry their secret in the path here (product-rules#work-email-confirmation).
const secretPathPrefixes = ['/application-cache/workemailconfirmation/'];

/**
 * A URL fit for the logs (docs/operations.md "Health and logs"): every query
 * value is dropped, not only the known secret ones (reset and confirmation
 * hashes, e-mail addresses), because a list would miss the next link that
 * carries one; the path segments of one-time-link routes go too.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : url.slice(queryAt + 1);
  const lowerPath = pathPart.toLowerCase();
  const prefix = secretPathPrefixes.find((candidate) => lowerPath.startsWith(candidate));
  const safePath = prefix
    ? `${pathPart.slice(0, prefix.length)}${pathPart
        .slice(prefix.length)
        .split('/')
        .map((segment) => (segment === '' ? segment : redactedValue))
        .join('/')}`
    : pathPart;
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const equalsAt = pair.indexOf('=');
      return equalsAt === -1 ? pair : `${pair.slice(0, equalsAt)}=${redactedValue}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// What an error may tell the logs: the kind and place of the fault, never the values
// (a PostgreSQL `detail` quotes the conflicting row; drizzle's `params` is every SQL parameter).
const keptFields = ['code', 'constraint', 'table', 'column', 'schema', 'severity', 'routine', 'statusCode'] as const;
const maxCauseDepth = 5;

// drizzle's DrizzleQueryError reads `Failed query: <sql>\nparams: <every value>`; values may hold newlines.
function withoutSqlParameters(text: string): string {
  return redactPersonalData(text.replace(/\nparams:[\s\S]*$/, `\nparams: ${redactedValue}`));
}

// V8 starts a stack with `<name>: <message>`; that header is swapped for the safe message,
// and the frames of a stack that does not start so are dropped rather than trusted.
function safeStack(error: Error, safeMessage: string): string {
  const header = `${error.name}: ${error.message}`;
  const frames = error.stack?.startsWith(header) ? error.stack.slice(header.length) : '';
  return `${error.name}: ${safeMessage}${frames}`;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/**
 * The logger's `err` serializer: a whitelist of fields, SQL parameters cut
 * from the message and stack, e-mail addresses and SSNs masked, causes kept
 * (to a bounded depth) under the same rules.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    // Some callers log a plain `{ name, message }`; anything else is only named by its kind.
    const plain = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
    const type = typeof plain.name === 'string' ? plain.name : typeof error;
    const message = typeof plain.message === 'string' ? plain.message : String(error);
    const safe = withoutSqlParameters(message);
    return { type, message: safe, stack: `${type}: ${safe}` };
  }
  const record = error as Error & Record<string, unknown>;
  const message = withoutSqlParameters(error.message);
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: safeStack(error, message),
  };
  for (const field of keptFields) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < maxCauseDepth) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** The pino options every app logger uses: the request and error serializers above. */
export const logSerializers = { req: serializeRequest, err: serializeError };
