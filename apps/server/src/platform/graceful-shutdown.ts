import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../modules/health/readiness.js';

/**
 * The shutdown sequence (docs/operations.md "Shutdown", decision 059):
 *
 * 1. draining: /healthz answers 503 and every answer tells its client
 *    `connection: close`, while the instance goes on serving, for `drainMs`,
 *    so the load balancer's health checks take it out of rotation and its
 *    pooled keep-alive connections to us are gone before we stop listening;
 * 2. closing: the listener closes, idle sockets are closed, in-flight
 *    requests finish; then the app's onClose hooks stop the job runner (a job
 *    in progress finishes or goes back to its queue) and close the database;
 * 3. exit 0; past `drainMs + closeBudgetMs` the process exits 1 instead
 *    (an orchestrator's SIGKILL would come later still).
 */
export interface GracefulShutdownOptions {
  app: FastifyInstance;
  readiness: Readiness;
  drainMs: number;
  /** Background work of main.ts's own (the orphan sweeps), stopped as the drain starts. */
  stopBackgroundWork?: () => Promise<void>;
  /** process.exit in main.ts; tests watch the code instead. */
  exit: (code: number) => void;
  /** Tests shorten the time allowed after the drain (default `closeBudgetMs`). */
  closeBudgetMs?: number;
}

/**
 * What closing may take after the drain: the job runner waits up to 10 s for
 * a job in progress (platform/jobs/job-runner.ts), an upload in flight a few
 * seconds more. With the default 5 s drain the whole stays under the 30 s an
 * orchestrator usually grants before SIGKILL.
 */
export const closeBudgetMs = 20_000;

export interface GracefulShutdown {
  /** Starts the sequence once; later calls return the same promise. Resolves with the exit code. */
  shutdown(signal: string): Promise<number>;
}

export function createGracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const { app, readiness, drainMs } = options;
  const keepAlive = closeKeepAliveWhenDraining(app.server, readiness);
  let running: Promise<number> | undefined;

  const sequence = async (signal: string): Promise<number> => {
    const startedAt = Date.now();
    readiness.startDraining();
    keepAlive.closeInFlight();
    app.log.info({ signal, drainMs }, 'shutting down: draining, /healthz answers 503');
    const background = options.stopBackgroundWork?.() ?? Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    app.log.info('shutting down: no new connections, finishing requests, stopping jobs');
    await background;
    await app.close();
    app.log.info({ signal, shutdownMs: Date.now() - startedAt }, 'shut down cleanly');
    return 0;
  };

  return {
    shutdown(signal) {
      running ??= new Promise<number>((resolve) => {
        const timer = setTimeout(
          () => {
            app.log.error({ signal }, 'shutdown took too long; exiting');
            resolve(1);
          },
          drainMs + (options.closeBudgetMs ?? closeBudgetMs),
        );
        timer.unref();
        void sequence(signal)
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'shutdown failed');
            return 1;
          })
          .then((code) => {
            clearTimeout(timer);
            resolve(code);
          });
      }).then((code) => {
        options.exit(code);
        return code;
      });
      return running;
    },
  };
}

/**
 * Once draining, every answer not yet begun carries `connection: close`, so
 * a keep-alive client (the load balancer's connection pool) opens no new
 * request on a socket we are about to close: each socket that answers during
 * the drain ends with that answer, and the ones left idle are closed by the
 * listener's close when no request is on them. Done on the raw server, so it
 * covers every route and the answers already in flight when the drain starts.
 */
function closeKeepAliveWhenDraining(server: Server, readiness: Readiness): { closeInFlight(): void } {
  const inFlight = new Set<ServerResponse>();
  const markClosing = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (readiness.draining) {
      markClosing(response);
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return {
    closeInFlight() {
      for (const response of inFlight) markClosing(response);
      inFlight.clear();
    },
  };
}
