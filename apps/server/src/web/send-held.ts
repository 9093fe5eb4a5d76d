import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HeldFile } from './site-build.js';

type Encoding = 'br' | 'gzip';

// Held files never change, so each is compressed once, on first request, at the strongest setting.
const encoders: Record<Encoding, (body: string) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};
const encodedCache = new WeakMap<HeldFile, Partial<Record<Encoding, Buffer>>>();

function preferredEncoding(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function encoded(file: HeldFile, encoding: Encoding): Buffer {
  const cached = encodedCache.get(file) ?? {};
  const body = cached[encoding] ?? encoders[encoding](file.body);
  encodedCache.set(file, { ...cached, [encoding]: body });
  return body;
}

/**
 * Sends a held file compressed when the browser accepts it, or 304 when its
 * copy is current. HTML and page data are revalidated every time so a deploy
 * shows at once.
 */
export function sendHeld(request: FastifyRequest, reply: FastifyReply, file: HeldFile, type: string, status = 200) {
  reply.header('cache-control', 'no-cache').header('etag', file.etag).header('vary', 'accept-encoding').type(type);
  // A page's policy replaces the site-wide one: it also allows the page's own inline styles, by hash.
  if (file.contentSecurityPolicy) reply.header('content-security-policy', file.contentSecurityPolicy);
  if (status === 200 && request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  const encoding = file.body.length >= 1024 ? preferredEncoding(request) : null;
  if (!encoding) return reply.status(status).send(file.body);
  return reply.status(status).header('content-encoding', encoding).send(encoded(file, encoding));
}
