import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { startOrphanSweeps } from './modules/documents/orphan-sweep.js';
import { storageFromConfig } from './platform/storage/storage-from-config.js';

// Long enough for an upload to finish; short enough for an orchestrator's grace period.
const shutdownTimeoutMs = 20_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const { app, database } = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.driver, env: config.appEnv },
    `Waypoint is serving http://localhost:${config.port}`,
  );
  // Leftovers of uploads a killed process never finished (docs/operations.md "Document storage").
  const orphanSweeps = startOrphanSweeps(
    { db: database.db, storage: storageFromConfig(config), now: () => new Date() },
    app.log,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    orphanSweeps
      .stop()
      .then(() => app.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
