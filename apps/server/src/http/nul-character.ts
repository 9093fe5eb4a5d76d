import type { FastifyInstance } from 'fastify';
import { AppError } from '../graphql/app-error.js';

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL that reaches a query
 * fails it with an error that looks like ours. It is never meaningful in a
 * form, so it is refused at the door, once for every route, naming the field.
 */
export const nulCharacterMessage = 'must not contain the NUL character (U+0000)';

// A 1 MB JSON body can nest far deeper than the call stack, so the walk keeps its own stack and a budget.
const maxVisited = 200_000;

/** The dotted path of the first string or key holding a NUL, or null when there is none. */
export function findNulCharacter(value: unknown, prefix: readonly (string | number)[] = []): string | null {
  const pending: { value: unknown; path: readonly (string | number)[] }[] = [{ value, path: prefix }];
  let visited = 0;
  while (pending.length > 0 && visited < maxVisited) {
    visited += 1;
    const item = pending.pop() as { value: unknown; path: readonly (string | number)[] };
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return item.path.join('.') || 'body';
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null || Buffer.isBuffer(item.value)) continue;
    if (Array.isArray(item.value)) {
      item.value.forEach((inner, index) => pending.push({ value: inner, path: [...item.path, index] }));
      continue;
    }
    for (const [key, inner] of Object.entries(item.value)) {
      if (key.includes('\u0000')) return [...item.path, key.replaceAll('\u0000', '\\0')].join('.');
      pending.push({ value: inner, path: [...item.path, key] });
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
