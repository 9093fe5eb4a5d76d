import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** The request a piece of work runs for: its id (x-request-id) and its logger, which carries that id. */
export interface RequestContext {
  requestId: string;
  log: FastifyBaseLogger;
}

/** The job a piece of work runs for (platform/jobs/job-runner.ts). */
export interface JobLogContext {
  queue: string;
  jobId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();
const jobs = new AsyncLocalStorage<JobLogContext>();

/** Runs a job's handler so every line it logs names the job (its queue and id), whatever logger it holds. */
export function runAsJob<T>(job: JobLogContext, work: () => Promise<T>): Promise<T> {
  // A job is never part of the request that happened to start the runner's timers.
  return storage.exit(() => jobs.run(job, work));
}

/** The request this code runs for, if any: undefined in a job, a timer, or at start. */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * Runs the rest of every request (its hooks, handler and resolvers) inside
 * its context, so code handed the app's logger rather than the request's
 * still logs the request id (requestIdMixin), and a job queued by the request
 * says which request queued it (platform/jobs/enqueue-job.ts).
 */
export function trackRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ requestId: request.id, log: request.log }, done);
  });
}

/**
 * pino's mixin: a line logged during a request through a logger that does
 * not already carry the request id (the app's own, a module's) gets it; a
 * line logged by a job's handler gets the job's queue and id.
 */
export function requestIdMixin(
  _mergeObject: object,
  _level: number,
  logger?: { bindings(): Record<string, unknown> },
): Record<string, unknown> {
  const job = jobs.getStore();
  if (job) return { queue: job.queue, jobId: job.jobId };
  const context = storage.getStore();
  if (!context) return {};
  if (logger && 'reqId' in logger.bindings()) return {};
  return { reqId: context.requestId };
}
