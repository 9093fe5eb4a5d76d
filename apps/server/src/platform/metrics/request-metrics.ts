import type { FastifyInstance } from 'fastify';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { Histogram, type Registry } from 'prom-client';
import type { RegisteredGraphql } from '../../graphql/register-graphql.js';
import { clientClosedStatus } from '../../http/service-unavailable.js';

// From a cached page (a few ms) to a slow GraphQL mutation that waits on a vendor (seconds).
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// Operation names come from the caller: only well-formed ones, and a bounded number of
// them, become label values, so a client cannot grow the series without end.
const operationNamePattern = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const maxOperationNames = 200;

/**
 * Request rate and latency per route: one histogram, whose `_count` is the
 * rate. The route is Fastify's pattern (`/documents/:id`), never the URL, and
 * `unmatched` for a 404, so paths a client invents are not series.
 */
export function instrumentRequests(app: FastifyInstance, registry: Registry): void {
  const requestSeconds = new Histogram({
    name: 'waypoint_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });
  const startedAt = new WeakMap<object, number>();
  // Every request passes these two: callback hooks, which cost no promise (decision 098).
  app.addHook('onRequest', (request, _reply, done) => {
    startedAt.set(request, performance.now());
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    requestSeconds.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  // A client that goes away before its answer gets none, so onResponse never runs: counted as 499
  // (client closed request), never as a server error (decision 058).
  app.addHook('onRequestAbort', async (request) => {
    const elapsedSeconds = (performance.now() - (startedAt.get(request) ?? performance.now())) / 1000;
    requestSeconds.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(clientClosedStatus),
      },
      elapsedSeconds,
    );
  });
}

function chosenOperation(document: DocumentNode, operationName: unknown): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  if (typeof operationName === 'string') return operations.find((operation) => operation.name?.value === operationName);
  return operations[0];
}

interface Started {
  operation: string;
  startedAt: number;
}

/**
 * Latency and outcome per GraphQL operation name, from the start of execution
 * to its result (a request refused by validation is only in the HTTP metrics),
 * and one log line per operation carrying the request's id, so the request's
 * logs name what it did. Call after Mercurius is registered.
 */
export function instrumentGraphqlOperations(graphql: RegisteredGraphql, registry: Registry): void {
  const operationSeconds = new Histogram({
    name: 'waypoint_graphql_operation_duration_seconds',
    help: 'GraphQL operations by operation name, type and outcome (ok, or error when the result carries errors)',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });
  const known = new Set<string>();
  const labelFor = (name: string | undefined): string => {
    if (name === undefined) return 'anonymous';
    if (!operationNamePattern.test(name)) return 'other';
    if (known.has(name)) return name;
    if (known.size >= maxOperationNames) return 'other';
    known.add(name);
    return name;
  };
  const started = new WeakMap<object, Started & { type: string }>();
  graphql.addOperationHooks({
    async preExecution(document, context) {
      const { request } = context.reply;
      const body = request.body as { operationName?: unknown } | undefined;
      const chosen = chosenOperation(document, body?.operationName);
      const type = chosen?.operation ?? 'query';
      const operation = labelFor(chosen?.name?.value);
      started.set(context, { operation, type, startedAt: performance.now() });
      request.log.info({ graphqlOperation: operation, operationType: type }, 'graphql operation');
    },
    async onResolution(execution, context) {
      const run = started.get(context);
      if (!run) return;
      const outcome = execution.errors && execution.errors.length > 0 ? 'error' : 'ok';
      operationSeconds.observe(
        { operation: run.operation, type: run.type, outcome },
        (performance.now() - run.startedAt) / 1000,
      );
    },
  });
}
