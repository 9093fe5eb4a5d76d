import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

// Our largest legitimate operation is a few kilobytes; this leaves room, not abuse.
const maxQueryLength = 20_000;

const postBodySchema = z.object({
  query: z.string().min(1, 'query must not be empty').max(maxQueryLength, 'query is too long'),
  operationName: z.string().max(200).nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
  extensions: z.record(z.string(), z.unknown()).nullish(),
});

/**
 * Checks the GraphQL-over-HTTP envelope before the engine sees it, so a body
 * like `{"query": 5}` gets a 400 that says what is wrong instead of a crash
 * inside validation.
 */
export async function checkGraphqlRequestShape(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.method !== 'POST') return;
  const parsed = postBodySchema.safeParse(request.body);
  if (parsed.success) return;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  const message =
    issue?.code === 'invalid_type'
      ? `${field} has the wrong type: send {"query": "...", "variables": {...}}`
      : `${field}: ${issue?.message}`;
  await reply.status(400).send({ data: null, errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
}
