import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { createErrorFormatter } from './format-error.js';
import type { Resolvers } from './generated/resolvers-types.js';
import { webOperationTexts } from './generated/web-operations.js';
import type { GraphqlContext } from './graphql-context.js';
import { KnownOperations, type OperationContext, type OperationHooks } from './known-operations.js';
import { nulCharacterRule } from './nul-character-rule.js';
import { operationLimitsRule } from './operation-limits.js';
import { maxCostRule } from './query-cost.js';
import { refuseBadGraphqlRequestShape } from './request-shape.js';

export const graphqlPath = '/api/v1/graphql';
const modulesDir = path.resolve(import.meta.dirname, '../modules');

// Our deepest legitimate query (application with nested file lists) is 5 levels.
const maxQueryDepth = 10;
const maxQueryCost = 300;

// Bounds on what Mercurius keeps of the documents clients send (decision 093). It caches every
// distinct document text it parsed, with its syntax tree, in two LRU maps (valid ones, and failed
// ones with their errors), each holding up to twice its size across two generations, with no
// bound in bytes: under the fuzzer, hostile documents filled them to about 750 MB of heap. The
// count: each cache keeps the 64 to 128 texts used last, far fewer than a stranger can invent;
// the web's own operations are kept apart and never enter it (known-operations.ts, decision 096).
// The tokens: a tree costs about 300 bytes a token with its locations, so this caps an entry
// near 0.9 MB and both caches near 230 MB where they had no bound; our largest operation has
// under 200 tokens, and the operation limits' tests send about 2,600 (150 aliased writes),
// which must still reach their rule.
const documentCacheSize = 64;
const maxDocumentTokens = 3_000;

/**
 * Reads every module's SDL file, in its folder or a sub-folder of it, as codegen
 * does; one schema assembled from per-capability pieces.
 */
export function loadSchemaSdl(): string {
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(modulesDir, file), 'utf8'))
    .join('\n');
}

function mergeResolvers(parts: Resolvers[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part)) {
      merged[typeName] = { ...merged[typeName], ...(fields as Record<string, unknown>) };
    }
  }
  // Generated resolver types carry our context type; Mercurius types it loosely.
  return merged as unknown as IResolvers;
}

export interface GraphqlOptions {
  config: AppConfig;
  database: Database;
  resolvers: Resolvers[];
}

/** The endpoint's rules beside graphql-js's own; production also hides the schema. */
export function endpointValidationRules(production: boolean): ValidationRule[] {
  const rules = [maxCostRule(maxQueryCost), nulCharacterRule, operationLimitsRule()];
  return production ? [NoSchemaIntrospectionCustomRule, ...rules] : rules;
}

/** What the rest of the app may add to the endpoint once it is registered. */
export interface RegisteredGraphql {
  /** Runs around every operation, the web's known ones (decision 096) and every other. */
  addOperationHooks(hooks: OperationHooks): void;
}

export async function registerGraphql(app: FastifyInstance, options: GraphqlOptions): Promise<RegisteredGraphql> {
  const production = options.config.appEnv === 'production';
  // Every request passes these two: callback hooks, which cost no promise (decision 098). One that
  // answers the request does not call done.
  app.addHook('onRequest', (request, reply, done) => {
    // product-rules#graphql-endpoint: the endpoint is a POST. Some queries (login) carry passwords, which must never sit in a URL.
    if (request.routeOptions.url === graphqlPath && request.method !== 'POST') {
      void reply
        .status(405)
        .header('allow', 'POST')
        .send({
          errors: [
            { message: 'Send GraphQL requests as POST with a JSON body.', extensions: { code: 'METHOD_NOT_ALLOWED' } },
          ],
        });
      return;
    }
    done();
  });
  app.addHook('preValidation', (request, reply, done) => {
    if (request.routeOptions.url === graphqlPath && refuseBadGraphqlRequestShape(request, reply)) return;
    done();
  });
  const validationRules = endpointValidationRules(production);
  const errorFormatter = createErrorFormatter(app, { hideSuggestions: production });
  const contextOf = (request: FastifyRequest, reply: FastifyReply): GraphqlContext => ({
    request,
    reply,
    config: options.config,
    database: options.database,
  });
  await app.register(mercurius, {
    schema: loadSchemaSdl(),
    resolvers: mergeResolvers(options.resolvers),
    path: graphqlPath,
    graphiql: false,
    queryDepth: maxQueryDepth,
    // Compile a query to a function after its first use (decision 001: about +50% on a trivial query).
    jit: 1,
    cache: documentCacheSize,
    graphql: { parseOptions: { maxTokens: maxDocumentTokens } },
    validationRules,
    errorFormatter,
    context: contextOf,
  });

  // The web's own operations skip Mercurius's parse, validation and cache (decision 096): a hook
  // before the handler answers them, and anything it does not answer reaches Mercurius unchanged.
  const hooks: OperationHooks[] = [];
  const knownOperations = new KnownOperations({
    texts: webOperationTexts,
    schema: app.graphql.schema,
    validationRules,
    contextOf: (request, reply) => ({ ...contextOf(request, reply), app }) as unknown as OperationContext,
    // Typed for Mercurius's context; the known path's context carries the same fields.
    formatErrors: (execution, context) => errorFormatter(execution, context as never),
    hooks,
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== graphqlPath || request.method !== 'POST') return;
    if (await knownOperations.answer(request, reply)) return reply;
  });

  return {
    addOperationHooks(added) {
      hooks.push(added);
      app.graphql.addHook('preExecution', async (_schema, document, context) => {
        await added.preExecution(document, context as unknown as OperationContext);
      });
      app.graphql.addHook('onResolution', async (execution, context) => {
        await added.onResolution(execution, context as unknown as OperationContext);
      });
    },
  };
}
