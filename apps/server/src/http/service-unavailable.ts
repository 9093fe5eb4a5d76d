/**
 * A fault of a dependency we cannot fix by answering differently (the
 * database is down, restarting or refusing connections) is not our bug and
 * not the client's: it is 503 with Retry-After, so a client (the wizard's save
 * queue) knows to try again rather than give up (docs/operations.md).
 */
export const retryAfterSeconds = 5;
export const serviceUnavailableCode = 'SERVICE_UNAVAILABLE';
/** The status a request the client aborted is counted under (no one reads the answer): "client closed request". */
export const clientClosedStatus = 499;
export const serviceUnavailableMessage = 'We cannot reach our database just now. Please try again in a few seconds.';

// Socket-level failures reaching the database (pg reports Node's own codes).
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
// A reset or broken pipe is the database's only as a system error of our own socket to it, which
// names its call (`read ECONNRESET`, syscall read); Node's http reports a client that went away
// with the same code but no call (decision 058).
const resetCodes = new Set(['ECONNRESET', 'EPIPE']);
// PostgreSQL SQLSTATEs: 57P01-57P03 shutdown and start-up, 53300 too many connections; class 08 is connection exceptions.
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);
// pg and PGlite report a lost or closed connection by message only.
const messages = [
  /^PGlite is clos(ed|ing)$/,
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
  /Cannot use a pool after calling end on the pool/,
];
// Drizzle wraps the driver's error in `cause`; connection attempts to several addresses in `errors`.
const maxDepth = 6;

function isConnectionFault(error: object): boolean {
  const { code, message, syscall } = error as { code?: unknown; message?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    if (resetCodes.has(code) && typeof syscall !== 'string') return false;
    if (socketCodes.has(code) || serverCodes.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && messages.some((pattern) => pattern.test(message));
}

/**
 * The client went away mid-request: Node's http reports the request stream's
 * end as `aborted` (ECONNRESET, no system call), a stream piped from it as a
 * premature close. Not a fault of ours nor of the database's (decision 058).
 */
function isAbortShape(error: object): boolean {
  const { code, message, syscall } = error as { code?: unknown; message?: unknown; syscall?: unknown };
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNABORTED') return true;
  return code === 'ECONNRESET' && message === 'aborted' && syscall === undefined;
}

/** True when the error, or one it wraps, says the client aborted the request. */
export function isClientAbort(error: unknown): boolean {
  return someInChain(error, isAbortShape);
}

/**
 * A connection that broke (reset, broken pipe, stream closed early): the
 * client's when its own connection is already gone, e.g. the answer could not
 * be written (`write EPIPE`) because nobody was there to read it.
 */
export function isBrokenConnection(error: unknown): boolean {
  return someInChain(error, (value) => {
    const { code } = value as { code?: unknown };
    return typeof code === 'string' && brokenConnectionCodes.has(code);
  });
}
const brokenConnectionCodes = new Set(['EPIPE', 'ECONNRESET', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/** True when the error, or one it wraps, says the database cannot be reached. */
export function isServiceUnavailable(error: unknown): boolean {
  return someInChain(error, isConnectionFault);
}

function someInChain(error: unknown, test: (value: object) => boolean): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value: error, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop() as { value: unknown; depth: number };
    if (typeof value !== 'object' || value === null || depth > maxDepth) continue;
    if (test(value)) return true;
    // GraphQL wraps a resolver's error in `originalError`, once or (an executor's error) more.
    const { cause, errors, originalError } = value as { cause?: unknown; errors?: unknown; originalError?: unknown };
    pending.push({ value: cause, depth: depth + 1 }, { value: originalError, depth: depth + 1 });
    if (Array.isArray(errors)) for (const inner of errors.slice(0, 8)) pending.push({ value: inner, depth: depth + 1 });
  }
  return false;
}
