import type { FastifyInstance } from 'fastify';
import type { Resolvers } from '../graphql/generated/resolvers-types.js';

/**
 * What a module plugs into, the one way app.ts wires every module:
 * `registerX(host, deps)` mounts the module's plain HTTP routes on
 * `host.http` and hands its GraphQL resolvers to `host.addResolvers`; once
 * every module is in, app.ts mounts the one GraphQL endpoint with all of them.
 */
export interface ModuleHost {
  http: FastifyInstance;
  addResolvers(resolvers: Resolvers): void;
}

export function createModuleHost(http: FastifyInstance): { host: ModuleHost; resolvers(): Resolvers[] } {
  const collected: Resolvers[] = [];
  return {
    host: { http, addResolvers: (resolvers) => collected.push(resolvers) },
    resolvers: () => [...collected],
  };
}
