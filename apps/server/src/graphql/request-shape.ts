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

const jsonQueryMessage =
  'query is JSON, not GraphQL text: send {"query": "{ ... }"} as application/json, or the GraphQL text itself as application/graphql.';

/**
 * No GraphQL document is also valid JSON (a document opens with a keyword or
 * a selection set, never a quote, number or `{"`), so text that parses as
 * JSON was sent in the wrong form. Ordinary queries fail on their first
 * characters, so the check costs next to nothing.
 */
function isJsonText(query: string): boolean {
  // A thrown parse error is costly (it builds a stack); a query is told apart from JSON by its start.
  if (!couldBeJson(query)) return false;
  try {
    JSON.parse(query);
    return true;
  } catch {
    return false;
  }
}

const jsonLiterals: ReadonlySet<string> = new Set(['true', 'false', 'null']);

/**
 * Whether the text can be JSON at all: an object opens with `{` then a quoted key or `}`,
 * which no GraphQL operation does; arrays, strings and numbers open with a character no
 * operation opens with; the literals are whole words.
 */
function couldBeJson(query: string): boolean {
  const text = query.trim();
  const first = text[0];
  if (first === '{') return /^\{\s*["}]/.test(text);
  if (first === '[' || first === '"' || first === '-' || (first !== undefined && first >= '0' && first <= '9'))
    return true;
  return jsonLiterals.has(text);
}

function refusal(message: string, code: string) {
  return { data: null, errors: [{ message, extensions: { code } }] };
}

/**
 * Checks the GraphQL-over-HTTP envelope before the engine sees it, so a body
 * like `{"query": 5}` gets a 400 that says what is wrong instead of a crash
 * inside validation. True when it answered the request.
 */
export function refuseBadGraphqlRequestShape(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'POST') return false;
  const parsed = postBodySchema.safeParse(request.body);
  if (parsed.success) {
    if (!isJsonText(parsed.data.query)) return false;
    // The engine would take JSON text as a ready-made syntax tree and trip over its shape.
    void reply.status(400).send(refusal(jsonQueryMessage, 'GRAPHQL_PARSE_FAILED'));
    return true;
  }
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  const message =
    issue?.code === 'invalid_type'
      ? `${field} has the wrong type: send {"query": "...", "variables": {...}}`
      : `${field}: ${issue?.message}`;
  void reply.status(400).send(refusal(message, 'BAD_REQUEST'));
  return true;
}
