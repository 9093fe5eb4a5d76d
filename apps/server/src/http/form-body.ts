import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../graphql/app-error.js';

/**
 * Checks a plain HTTP body with a domain schema. A refusal has the GraphQL
 * shape the web already reads: `BAD_USER_INPUT`, the first problem as
 * "field: message", and every problem beside its field in `fieldErrors`.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const checked = schema.safeParse(body ?? {});
  if (checked.success) return checked.data;
  // One message per field, the first: an empty name is "Required", not also "Please enter a valid name".
  const fieldErrors: { field: string; message: string }[] = [];
  for (const issue of checked.error.issues) {
    const field = issue.path.join('.') || 'body';
    if (!fieldErrors.some((known) => known.field === field)) fieldErrors.push({ field, message: issue.message });
  }
  const first = fieldErrors[0];
  throw new AppError('BAD_USER_INPUT', `${first?.field}: ${first?.message}`, 400, fieldErrors);
}

/** The media type of a request, lower-cased and without parameters; '' when none was sent. */
export function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Refuses a body of another type before it is read (415), naming what is accepted. */
export function requireMediaType(request: FastifyRequest, accepted: readonly string[]): void {
  if (accepted.includes(mediaTypeOf(request))) return;
  throw new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `This content type is not accepted; send ${accepted.join(' or ')}.`,
    415,
  );
}
