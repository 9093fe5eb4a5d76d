import type { FastifyInstance } from 'fastify';
import { AppError } from '../graphql/app-error.js';

/**
 * PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses a lone
 * UTF-16 surrogate ("\ud800" with no partner), so such text that reaches a
 * query fails it with an error that looks like ours. Neither is ever
 * meaningful in a form, so both are refused at the door, once for every
 * route, naming the field.
 */
export const nulCharacterMessage = 'must not contain the NUL character (U+0000)';
export const loneSurrogateMessage = 'must be well-formed Unicode text (it holds a lone surrogate)';

// Without the `u` flag a pattern sees UTF-16 code units: a high surrogate not followed by a low one, or a low one alone.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// Most text holds no surrogate at all; this plain scan is cheaper than the one with look-arounds.
const anySurrogate = /[\ud800-\udfff]/;

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return nulCharacterMessage;
  return anySurrogate.test(text) && loneSurrogate.test(text) ? loneSurrogateMessage : null;
}

export interface UnstorableText {
  field: string;
  problem: string;
}

// A 1 MB JSON body can nest far deeper than the call stack, so the walk keeps its own stack and a
// budget, and each entry points at its parent instead of copying its path (that would be quadratic).
const maxVisited = 200_000;

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit, prefix: readonly (string | number)[], lastKey?: string): string {
  const keys: (string | number)[] = lastKey === undefined ? [] : [lastKey];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  return [...prefix, ...keys.reverse()].join('.') || 'body';
}

/** The first string or key that cannot be stored (a NUL, a lone surrogate): its dotted path and why. */
export function findUnstorableText(value: unknown, prefix: readonly (string | number)[] = []): UnstorableText | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  let visited = 0;
  while (pending.length > 0 && visited < maxVisited) {
    visited += 1;
    const visit = pending.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      const problem = problemOf(current);
      if (problem) return { field: pathOf(visit, prefix), problem };
      continue;
    }
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    if (Array.isArray(current)) {
      current.forEach((inner, index) => pending.push({ value: inner, key: index, parent: visit }));
      continue;
    }
    for (const [key, inner] of Object.entries(current)) {
      const problem = problemOf(key);
      if (problem) return { field: pathOf(visit, prefix, JSON.stringify(key).slice(1, -1)), problem };
      pending.push({ value: inner, key, parent: visit });
    }
  }
  return null;
}

export function unstorableTextError({ field, problem }: UnstorableText): AppError {
  const message = `${field}: ${problem}`;
  return new AppError('BAD_USER_INPUT', message, 400, [{ field, message: `This field ${problem}.` }]);
}

/** Throws BAD_USER_INPUT naming the field when any string or key in `value` holds a NUL or a lone surrogate. */
export function assertStorableText(value: unknown, prefix: readonly (string | number)[] = []): void {
  const found = findUnstorableText(value, prefix);
  if (found) throw unstorableTextError(found);
}

/**
 * Checks the query string, path parameters and parsed body of every request
 * before any handler runs. GraphQL variables are named as the operation names
 * them (`input.street`), not by their place in the envelope.
 */
export function refuseNulCharacters(app: FastifyInstance, graphqlPath: string): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertStorableText(request.query);
      assertStorableText(request.params);
      const { body } = request;
      if (request.routeOptions.url === graphqlPath && typeof body === 'object' && body !== null) {
        const { variables, ...envelope } = body as Record<string, unknown>;
        assertStorableText(variables);
        assertStorableText(envelope);
      } else {
        assertStorableText(body);
      }
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
