import type { FastifyRequest } from 'fastify';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

const maxLength = 200;

/** The operation's root fields (`auditEvents`), or null when the text is not GraphQL this server would run. */
function rootFieldsOf(query: string, operationName: string | null): string[] | null {
  try {
    const operations = parse(query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const operation = operationName
      ? operations.find((candidate) => candidate.name?.value === operationName)
      : operations[0];
    if (!operation) return null;
    return operation.selectionSet.selections.flatMap((selection) =>
      selection.kind === Kind.FIELD ? [selection.name.value] : [],
    );
  } catch {
    return null;
  }
}

/**
 * What a refused staff request tried, for its audit event (decision 069):
 * the route, and for GraphQL the operation's root fields, as
 * `/api/v1/graphql auditEvents`; at most 200 characters.
 */
export function attemptedOperation(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  const body: unknown = request.body;
  if (!body || typeof body !== 'object' || !('query' in body) || typeof body.query !== 'string') {
    return route.slice(0, maxLength);
  }
  const operationName = 'operationName' in body && typeof body.operationName === 'string' ? body.operationName : null;
  const fields = rootFieldsOf(body.query, operationName);
  return (fields && fields.length > 0 ? `${route} ${fields.join(',')}` : route).slice(0, maxLength);
}
