import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { partnerInviteSchema } from '@waypoint/domain/site/partners/partner-invite';
import { partnerReferralFields, partnerReferralSchema } from '@waypoint/domain/site/partners/partner-referral';
import { AppError } from '../../graphql/app-error.js';
import { malformedFormMessage } from '../../http/client-error.js';
import { mediaTypeOf, parseBody, requireMediaType } from '../../http/form-body.js';
import { assertStorableText } from '../../http/nul-character.js';
import type { RateRule } from '../../platform/rate-limit.js';
import { inviteByEmail, referSomeone } from './partner-service.js';
import type { PartnersDeps } from './partners-deps.js';

// A partner refers a handful of people in a sitting; more from one network is a script using us to send mail.
export const referPerIp: RateRule = { name: 'partner-refer:ip', limit: 20, windowSeconds: 60 * 60 };
// Each invitation carries up to 20 addresses, so fewer of them.
export const invitePerIp: RateRule = { name: 'partner-invite:ip', limit: 10, windowSeconds: 60 * 60 };
// Nine short fields, the note at most 1000 characters (4 KB in UTF-8), plus the multipart framing.
export const formBodyLimit = 16 * 1024;
const formTypes = ['multipart/form-data', 'application/x-www-form-urlencoded'] as const;

/** The fields of a multipart form; a file, an unknown field or one past the limits is refused. */
async function multipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await part.toBuffer().catch(() => undefined);
        throw new AppError('BAD_USER_INPUT', 'This form takes no files.', 400);
      }
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // Our refusals and the parser's limits (413) keep their status; the parser's other errors
    // (no boundary, a body cut short) are the sender's malformed body, not our fault.
    if (error instanceof AppError || (error as { statusCode?: unknown }).statusCode) throw error;
    throw new AppError('BAD_REQUEST', malformedFormMessage, 400);
  }
  // Multipart fields are read here, after the app-wide check on parsed bodies (src/http/nul-character.ts).
  assertStorableText(fields);
  return fields;
}

/**
 * product-rules#plain-http plain HTTP, no session needed: POST /partners/refer takes form
 * data of the non-empty fields (multipart or URL-encoded), POST
 * /partners/invite a JSON body. Both answer 202 `{ ok: true }`, the same for
 * a repeat, once the mails are queued.
 */
export async function partnersRoutes(app: FastifyInstance, deps: PartnersDeps): Promise<void> {
  // Registered here, so only this module's routes read these bodies, with this module's limits.
  await app.register(fastifyMultipart, {
    limits: { fields: partnerReferralFields.length + 5, fieldSize: 8 * 1024, files: 0, parts: 20 },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const hit = (rule: RateRule, ip: string) =>
    deps.limiter.hit({ ...rule, limit: rule.limit * deps.ipLimitScale }, ip, deps.now());

  app.post(
    '/partners/refer',
    {
      bodyLimit: formBodyLimit,
      onRequest: async (request) => {
        requireMediaType(request, formTypes);
        if (Number(request.headers['content-length'] ?? 0) > formBodyLimit) {
          throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.', 413);
        }
      },
    },
    async (request, reply) => {
      await hit(referPerIp, request.ip);
      const body = mediaTypeOf(request) === 'multipart/form-data' ? await multipartFields(request) : request.body;
      const referral = parseBody(partnerReferralSchema, body);
      await referSomeone(deps, referral, request.ip);
      return reply.status(202).header('cache-control', 'no-store').send({ ok: true });
    },
  );

  app.post(
    '/partners/invite',
    { bodyLimit: formBodyLimit, onRequest: async (request) => requireMediaType(request, ['application/json']) },
    async (request, reply) => {
      await hit(invitePerIp, request.ip);
      const invite = parseBody(partnerInviteSchema, request.body);
      await inviteByEmail(deps, invite, request.ip);
      return reply.status(202).header('cache-control', 'no-store').send({ ok: true });
    },
  );
}
