import type { FastifyInstance } from 'fastify';
import { AppError } from '../graphql/app-error.js';

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL that reaches a query
 * fails it with an error that looks like ours. It is never meaningful in a
 * form, so it is refused at the door, once for every route, naming the field.
 */
export const nulCharacterMessage = 'must not contain the NUL character (U+0000)';

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

/** The dotted path of the first string or key holding a NUL, or null when there is none. */
export function findNulCharacter(value: unknown, prefix: readonly (string | number)[] = []): string | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  let visited = 0;
  while (pending.length > 0 && visited < maxVisited) {
    visited += 1;
    const visit = pending.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(visit, prefix);
      continue;
    }
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    if (Array.isArray(current)) {
      current.forEach((inner, index) => pending.push({ value: inner, key: index, parent: visit }));
      continue;
    }
    for (const [key, inner] of Object.entries(current)) {
      if (key.includes('\u0000')) return pathOf(visit, prefix, key.replaceAll('\u0000', '\\0'));
      pending.push({ value: inner, key, parent: visit });
    }
  }
  return null;
}

export function nulCharacterError(field: string): AppError {
  const message = `${field}: ${nulCharacterMessage}`;
  return new AppError('BAD_USER_INPUT', message, 400, [{ field, message: `This field ${nulCharacterMessage}.` }]);
}

/** Throws BAD_USER_INPUT naming the field when any string or key in `value` holds a NUL. */
export function assertNoNulCharacter(value: unknown, prefix: readonly (string | number)[] = []): void {
  const field = findNulCharacter(value, prefix);
  if (field) throw nulCharacterError(field);
}

/**
 * Checks the query string, path parameters and parsed body of every request
 * before any handler runs. GraphQL variables are named as the operation names
 * them (`input.street`), not by their place in the envelope.
 */
export function refuseNulCharacters(app: FastifyInstance, graphqlPath: string): void {
  app.addHook('preValidation', async (request) => {
    assertNoNulCharacter(request.query);
    assertNoNulCharacter(request.params);
    const { body } = request;
    if (request.routeOptions.url === graphqlPath && typeof body === 'object' && body !== null) {
      const { variables, ...envelope } = body as Record<string, unknown>;
      assertNoNulCharacter(variables);
      assertNoNulCharacter(envelope);
      return;
    }
    assertNoNulCharacter(body);
  });
}
