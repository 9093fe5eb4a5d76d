import type { Socket } from 'node:net';

/*
 * The answer to a request Node's HTTP parser could not read (headers too large, a malformed
 * request line, a read timeout), written straight to the socket because no request exists to
 * reply through; the connection then ends. It says what Fastify's own answer says, with one
 * change: an answer to HEAD carries no body (RFC 9110 section 9.3.2). A client reads no body after
 * a HEAD's headers, so a body there would be read as the start of the next answer ("Expected
 * HTTP/"), as the fuzzer found with oversized headers on HEAD.
 */

const answers: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'Client Timeout' },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'Exceeded maximum allowed HTTP header size',
  },
};
const badRequest = { status: 400, reason: 'Bad Request', message: 'Client Error' };

/** The raw bytes of the answer to an unreadable request whose first bytes were `received`. */
export function unparsedRequestAnswer(errorCode: string | undefined, received: Buffer | undefined): string {
  const { status, reason, message } = (errorCode && answers[errorCode]) || badRequest;
  const body = JSON.stringify({ error: reason, message, statusCode: status });
  // Methods are case-sensitive; the request line is the first thing the parser was given.
  const toHead = received?.subarray(0, 5).toString('latin1') === 'HEAD ';
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Content-Type: application/json\r\nConnection: close\r\n\r\n${toHead ? '' : body}`
  );
}

/** Fastify's `clientErrorHandler`: answers, when the socket can still take it, then ends the connection. */
export function answerUnparsedRequest(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  // The client went away, or the socket is already torn down: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Node hands over the bytes it was given as a Buffer (Fastify's types describe its JSON form).
  const received = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined;
  if (socket.writable) socket.write(unparsedRequestAnswer(error.code, received));
  socket.destroy(error);
}
