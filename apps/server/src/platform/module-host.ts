import type { FastifyInstance } from 'fastify';
import type { Resolvers } from '../graphql/generated/resolvers-types.js';
import type { JobRunner } from './jobs/job-runner.js';

/**
 * What a module plugs into: its plain HTTP routes on `host.http`, its GraphQL
 * resolvers through `host.addResolvers`, its background jobs on `host.jobs`.
 * Once every module is in, app.ts mounts the one GraphQL endpoint with all of
 * their resolvers.
 */
export interface ModuleHost {
  http: FastifyInstance;
  addResolvers(resolvers: Resolvers): void;
  jobs: JobRunner;
}

/**
 * The one registration shape (decision 065): every module exports
 * `registerX(deps: Mounted<XDeps>)`, its own deps and the host in one
 * argument, called from a composition file (apps/server/src/composition).
 */
export type Mounted<Deps> = Deps & { host: ModuleHost };

export function createModuleHost(
  http: FastifyInstance,
  jobs: JobRunner,
): { host: ModuleHost; resolvers(): Resolvers[] } {
  const collected: Resolvers[] = [];
  return {
    host: { http, jobs, addResolvers: (resolvers) => collected.push(resolvers) },
    resolvers: () => [...collected],
  };
}
