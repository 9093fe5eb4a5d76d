const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
  MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND: 'Unknown persisted query.',
};

const codesByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

export interface ClientErrorDescription {
  status: number;
  code: string;
  message: string;
}

/**
 * Turns a framework error with a 4xx status (bad JSON, body too large, wrong
 * content type) into the code and message the client sees; null for anything
 * that is our fault.
 */
// The multipart parser reports a sender's broken body (no boundary, one too long, a body cut short)
// as a plain Error with no status; these are its messages.
const malformedMultipart = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^The needle cannot (be an empty|have a length bigger)/,
];
export const malformedFormMessage = 'The form data is malformed or incomplete; send it again.';

export function describeClientError(error: unknown): ClientErrorDescription | null {
  if (typeof error !== 'object' || error === null) return null;
  const text = (error as { message?: unknown }).message;
  if (typeof text === 'string' && malformedMultipart.some((pattern) => pattern.test(text))) {
    return { status: 400, code: 'BAD_REQUEST', message: malformedFormMessage };
  }
  const { statusCode, code, message, validation } = error as {
    statusCode?: unknown;
    code?: unknown;
    message?: unknown;
    validation?: unknown;
  };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  const known = typeof code === 'string' ? clientMessages[code] : undefined;
  return {
    status: statusCode,
    code: validation ? 'BAD_USER_INPUT' : (codesByStatus[statusCode] ?? 'BAD_REQUEST'),
    message: known ?? (typeof message === 'string' ? message : 'The request was not understood.'),
  };
}

export const internalErrorMessage = 'Something went wrong on our side. Please try again.';
